import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '../../src/primitives'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text'] },
    fullWidth: { control: 'boolean' },
    isPending: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledOnce()
    await userEvent.keyboard(' ')
    await expect(args.onPress).toHaveBeenCalledTimes(2)
  },
}

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Use a passkey' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Text: Story = {
  args: { variant: 'text', children: 'Back' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Pending: Story = {
  args: { isPending: true, children: 'Sign in', pendingLabel: 'Signing in' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Sign in/ })
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeVisible()
    await expect(canvas.getByText('Sign in')).toBeVisible()
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // Still focusable while pending, so keyboard users do not lose their place.
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign in' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' })
    await expect(button.getBoundingClientRect().width).toBe(320)
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}
