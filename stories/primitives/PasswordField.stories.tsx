import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PasswordField } from '../../src/primitives'

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(input, 'correct horse')
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse')

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveValue('correct horse')

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(input).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible()
  },
}

export const KeyboardToggle: Story = {
  args: { showPasswordLabel: 'Passwort anzeigen', hidePasswordLabel: 'Passwort verbergen' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('s3cret')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Passwort verbergen' })).toHaveFocus()
  },
}

export const WithError: Story = {
  args: { errorMessage: 'Wrong email or password.', autoComplete: 'new-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Wrong email or password.')
    await expect(input).toHaveAttribute('autocomplete', 'new-password')
    await userEvent.type(input, 'again')
    await expect(input).toHaveValue('again')
  },
}
