import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { NativeButton, Checkbox, NativeForm, NativeLink, NativePasswordField, NativeTextField } from '../../src/primitives'

/**
 * The login box's own controls: native elements drawn and behaving as the kit's React Aria ones
 * (same classes, same state attributes, same pending rules), so that its first chunk carries no
 * React Aria components. These stories hold them to what the RAC ones promise.
 */
interface ControlsArgs {
  /** The form's submit: `finish` ends the pending state, as the answer arriving would. */
  onSubmit: (email: string, finish: () => void) => void
  onChange: (isSelected: boolean) => void
  navigate: (href: string) => void
}

const held: { finish?: () => void } = {}

const meta = {
  title: 'Primitives/Native controls',
  args: { onSubmit: fn((_email: string, finish: () => void) => void (held.finish = finish)), onChange: fn(), navigate: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<ControlsArgs>

export default meta
type Story = StoryObj<typeof meta>

/** A sign-in form as the email step builds it: the submit goes pending until `finish` is called. */
function SignInForm({ onSubmit, error }: { onSubmit: (email: string, finish: () => void) => void; error?: string }) {
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)
  return (
    <NativeForm
      onSubmit={(event) => {
        event.preventDefault()
        setPending(true)
        onSubmit(email, () => setPending(false))
      }}
    >
      <NativeTextField label="Email" type="email" name="email" autoComplete="username" value={email} onChange={setEmail} errorMessage={error} />
      <NativeButton type="submit" fullWidth isPending={pending} pendingLabel="Signing in">
        Continue
      </NativeButton>
    </NativeForm>
  )
}

/**
 * A screen guards its own double submit (its flow's hook refuses a second one at once, as Enter in
 * a form's only field submits it whatever its button says); once pending, the button ignores presses.
 */
export const PendingHoldsTheFormBack: Story = {
  render: (args) => <SignInForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, userEvent, args }) => {
    const { onSubmit } = args
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@acme.test')
    const button = canvas.getByRole('button', { name: 'Continue' })
    await userEvent.click(button)
    await expect(onSubmit).toHaveBeenCalledWith('ada@acme.test', expect.any(Function))
    // Pending: the label stays, a spinner says why, presses on it do nothing.
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeVisible()
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.dblClick(button)
    await expect(onSubmit).toHaveBeenCalledOnce()
    held.finish?.()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@acme.test')
  },
}

export const PendingAnnouncedWhenFocused: Story = {
  render: (args) => <SignInForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@acme.test')
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: 'Continue' })
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    // As React Aria's pending button: a screen reader hears the change on the focused button.
    const region = canvasElement.ownerDocument.querySelector('[data-gatehouse-announcer]')
    await waitFor(() => expect(region).toHaveTextContent('Signing in Continue'))
    await expect(region).toHaveAttribute('aria-live', 'assertive')
    held.finish?.()
    await waitFor(() => expect(region).toHaveTextContent(/^Continue$/))
  },
}

export const FocusRingAfterKeyboardOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <NativeButton variant="secondary">Use a passkey</NativeButton>
      <NativeButton>Continue</NativeButton>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const passkey = canvas.getByRole('button', { name: 'Use a passkey' })
    const next = canvas.getByRole('button', { name: 'Continue' })
    await userEvent.click(passkey)
    await expect(passkey).toHaveFocus()
    await expect(passkey).toHaveAttribute('data-focused')
    await expect(passkey).not.toHaveAttribute('data-focus-visible')
    await userEvent.tab()
    await expect(next).toHaveFocus()
    await expect(next).toHaveAttribute('data-focus-visible')
  },
}

export const FieldErrorKeepsWhatWasTyped: Story = {
  render: () => <SignInForm onSubmit={() => {}} error="Enter a valid email address, like name@example.com." />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
    await expect(input.closest('[data-invalid]')).not.toBeNull()
    await userEvent.type(input, 'ada@')
    await expect(input).toHaveValue('ada@')
  },
}

export const PasswordShownAndHidden: Story = {
  render: function Render() {
    const [password, setPassword] = useState('')
    return <NativePasswordField label="Password" value={password} onChange={setPassword} />
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(input, 'correct horse')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveValue('correct horse')
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus()
    await expect(canvas.getByRole('group')).not.toHaveAttribute('data-invalid')
  },
}

export const CheckboxByKeyboard: Story = {
  render: function Render({ onChange }) {
    const [remember, setRemember] = useState(false)
    return (
      <Checkbox isSelected={remember} onChange={(on) => (setRemember(on), onChange(on))}>
        Remember this device for 14 days
      </Checkbox>
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device for 14 days' })
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await expect(box.closest('label')).toHaveAttribute('data-focus-visible')
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await expect(box.closest('label')).toHaveAttribute('data-selected')
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(canvas.getByText('Remember this device for 14 days'))
    await expect(box).not.toBeChecked()
  },
}

export const LinkThroughTheHostsNavigation: Story = {
  render: ({ navigate }) => (
    <NativeLink href="/account/forgot-password" navigate={navigate}>
      Forgot your password?
    </NativeLink>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' })
    await expect(link).toHaveAttribute('href', '/account/forgot-password')
    await userEvent.tab()
    await expect(link).toHaveAttribute('data-focus-visible')
    await userEvent.keyboard('{Enter}')
    await expect(args.navigate).toHaveBeenCalledWith('/account/forgot-password')
  },
}
