import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { INVALID_AUTHENTICATION, people } from '../../src/fixtures'
import { expectFitsPhone, expectTapTargets, expectWithinViewportWidth, PHONE } from '../support/themeChecks'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

/** The login box at 375 px: nothing scrolls sideways, every control is at least 24 px. */
const meta = {
  title: 'Sign-in/On a phone',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: PHONE.parameters,
  globals: PHONE.globals,
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

/** The login box (the card around the step's heading) fits the phone and its controls are big enough to tap. */
function expectUsableOnPhone(canvas: Canvas, heading: string) {
  expectFitsPhone()
  const box = canvas.getByRole('region', { name: heading })
  expectWithinViewportWidth(box)
  expectTapTargets(box)
}

export const EmailStep: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    expectUsableOnPhone(canvas, 'Sign in')
  },
}

export const PasswordStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    expectUsableOnPhone(canvas, 'Enter your password')
  },
}

export const WrongPassword: Story = {
  globals: { ...PHONE.globals, theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, 'not-the-password')
    await expect(await canvas.findByText(INVALID_AUTHENTICATION)).toBeVisible()
    expectUsableOnPhone(canvas, 'Enter your password')
  },
}
