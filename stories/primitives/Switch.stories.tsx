import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Switch } from '../../src/primitives'

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Enforce MFA for every user', onChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enforce MFA for every user' })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(canvas.getByText('Enforce MFA for every user'))
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    const toggle = canvas.getByRole('switch')
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Enforce MFA for every user'))
    await expect(canvas.getByRole('switch')).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
