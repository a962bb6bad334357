import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { findGrid, rowOf } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { ada, privacyArgs, signedInHere, withPasskeys } from './privacyStory'

/** The privacy section at 375 px: each tab's list readable and its buttons on screen, nothing scrolling sideways. */
const meta = {
  title: 'Admin portal/Privacy/On a phone',
  component: StoryApp,
  args: privacyArgs('/mfa'),
  beforeEach: signedInHere,
  // Times move on between runs.
  parameters: { layout: 'padded', ...PHONE.parameters, screenshot: { mask: ['time'] } },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>


export const TwoFactorOnAPhone: Story = {
  beforeEach: () => {
    ada().mfa = { email: true, phones: [{ id: 'phone-ada', phoneNumber: '+15555550123' }] }
  },
  play: async ({ canvas, canvasElement, step }) => {
    const grid = await findGrid(canvas, 'Two-factor methods')
    await step('each method with its status, details and button, all on screen', async () => {
      // On a phone the details column is left out and each detail shows under its method.
      await waitFor(async () => expect(within(await rowOf(grid, 'Email code')).getByRole('rowheader')).toHaveTextContent(ada().email), { timeout: 15_000 })
      await expect(within(await rowOf(grid, 'Email code')).getAllByText(ada().email).filter((shown) => shown.checkVisibility())).toHaveLength(1)
      await expect(within(grid).getByText('Details')).not.toBeVisible()
      await expect(within(await rowOf(grid, 'Text message (SMS)')).getByRole('button', { name: 'Remove Text message (SMS)' })).toBeVisible()
      await expect(canvas.getByText(`Email codes go to ${ada().email}, your account's email address. They are not set up or removed here.`)).toBeVisible()
      expectUsableOnPhone(canvasElement)
    })
  },
}

export const SessionsOnAPhone: Story = {
  args: privacyArgs('/sessions'),
  play: async ({ canvas, canvasElement, step }) => {
    const grid = await findGrid(canvas, 'Sessions')
    await step('each session in words, its revoke button on screen', async () => {
      await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Revoke/ }).length).toBeGreaterThanOrEqual(2), { timeout: 15_000 })
      expectUsableOnPhone(canvasElement)
    })
  },
}

export const PasskeysOnAPhone: Story = {
  args: privacyArgs('/passkeys'),
  beforeEach: withPasskeys,
  play: async ({ canvas, canvasElement, step }) => {
    const grid = await findGrid(canvas, 'Passkeys')
    await step('each passkey with its kind and date under its name, its delete button on screen', async () => {
      const laptop = await rowOf(grid, 'Work laptop')
      await expect(within(laptop).getByRole('rowheader')).toHaveTextContent(/^Work laptop.*This device · /)
      await expect(within(laptop).getByRole('button', { name: 'Delete Work laptop' })).toBeVisible()
      expectUsableOnPhone(canvasElement)
    })
  },
}
