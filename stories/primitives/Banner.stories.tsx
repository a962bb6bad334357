import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Banner } from '../../src/primitives'

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'info', children: 'We sent a code to ada@example.com.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'info', 'success', 'warning'] } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Sign-in failed', children: 'Wrong email or password.' },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Sign-in failed')
    await expect(alert).toHaveTextContent('Wrong email or password.')
    await userEvent.tab()
    await expect(alert).not.toHaveFocus()
  },
}

export const WarningTone: Story = {
  args: { tone: 'warning', title: 'Your password expires in 3 days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your password expires in 3 days')
  },
}

export const InfoTone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a code to ada@example.com.')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const SuccessTone: Story = {
  args: { tone: 'success', title: 'Password changed', children: 'You can now sign in.', hideIcon: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed')
    await expect(canvasElement.querySelector('svg')).toBeNull()
  },
}
