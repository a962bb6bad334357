import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { TextField } from '../../src/primitives'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { placeholder: 'you@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.click(canvas.getByText('Email'))
    await expect(input).toHaveFocus()
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const WithDescription: Story = {
  args: { description: 'We send a sign-in code to this address.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAccessibleDescription('We send a sign-in code to this address.')
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
  },
}

export const WithError: Story = {
  args: { defaultValue: 'ada@', errorMessage: 'Enter a valid email address.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.')
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible()
    await userEvent.type(input, 'example.com')
    await expect(input).toHaveValue('ada@example.com')
  },
}

export const ErrorAndDescription: Story = {
  args: {
    description: 'Use your work address.',
    errorMessage: 'This address is not registered.',
    defaultValue: 'ada@example.com',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await expect(input).toHaveAccessibleDescription('Use your work address. This address is not registered.')
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
