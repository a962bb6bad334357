import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Checkbox } from '../../src/primitives'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Remember this device for 14 days', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device for 14 days' })
    await expect(box).not.toBeChecked()
    await userEvent.click(canvas.getByText('Remember this device for 14 days'))
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    const box = canvas.getByRole('checkbox')
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Remember this device for 14 days'))
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
