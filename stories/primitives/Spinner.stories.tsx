import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from '../../src/primitives'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' })
    await expect(spinner).toBeVisible()
    // Indeterminate: no value for assistive tech to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow')
    await userEvent.tab()
    await expect(spinner).not.toHaveFocus()
  },
}

export const SmallWithLabel: Story = {
  args: { size: 'sm', label: 'Checking your code' },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Checking your code' })
    await expect(spinner.getBoundingClientRect().width).toBeLessThan(24)
  },
}
