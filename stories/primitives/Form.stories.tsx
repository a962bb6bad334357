import type { FormEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button, Form, PasswordField, TextField } from '../../src/primitives'

const meta = {
  title: 'Primitives/Form',
  component: Form,
  // Keeps the story page in place; a real host would post or route.
  args: { onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()) },
  render: (args) => (
    <Form {...args} style={{ width: 320 }}>
      <TextField name="email" label="Email" type="email" autoComplete="username" isRequired />
      <PasswordField name="password" label="Password" isRequired />
      <Button type="submit" fullWidth>
        Sign in
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Form>

export default meta
type Story = StoryObj<typeof meta>

export const SubmitWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    const data = new FormData(canvas.getByRole('button', { name: 'Sign in' }).closest('form')!)
    await expect(Object.fromEntries(data)).toEqual({ email: 'ada@example.com', password: 'correct horse' })
  },
}

export const PasswordToggleDoesNotSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter2')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'No account uses this address.' } },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('No account uses this address.')
    // RAC clears a server error once the user edits the field and leaves it.
    await userEvent.type(email, 'ada@example.com')
    await userEvent.tab()
    await expect(email).not.toHaveAttribute('aria-invalid')
  },
}

export const RequiredWithAriaValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    // ARIA validation lets the submit through to our handler instead of a native bubble.
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired()
  },
}
