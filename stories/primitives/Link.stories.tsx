import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Link } from '../../src/primitives'

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: 'Forgot password?', onPress: fn() },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Standalone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' })
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(link).toHaveAttribute('data-focus-visible', 'true')
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const WithHref: Story = {
  args: { href: '#sign-up', children: 'Create an account' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Create an account' })
    await expect(link.tagName).toBe('A')
    await expect(link).toHaveAttribute('href', '#sign-up')
    await expect(getComputedStyle(link).textDecorationLine).toBe('none')
    // Hover only: following the href would navigate the test page away.
    await userEvent.hover(link)
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
  },
}

export const InText: Story = {
  args: { children: 'Sign up' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Don&apos;t have an account? <Link {...args} />
    </p>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Sign up' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' })
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(link)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}
