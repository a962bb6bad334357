// A change-password form of the host's own on useChangePassword: each error on its field, and an empty form after each change.
import type { FormEvent } from 'react'
import { useChangePassword, useGatehouse, type FlowError } from 'gatehouse/hooks'

export function MyChangePasswordForm() {
  const change = useChangePassword()
  const { routes } = useGatehouse()
  const { state, error, isPending } = change
  switch (state.step) {
    case 'signedOut':
      return (
        <p role="alert">
          Your session has ended. <a href={routes.loginUrl}>Sign in again</a> to change your password.
        </p>
      )
    case 'changePassword': {
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        void change.submit({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') })
      }
      return (
        <form key={change.changes} onSubmit={submit}>
          <h2>Change password</h2>
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={error} />
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" error={error} />
          {error && !error.field && <p role="alert">{error.message}</p>}
          {change.changed && <p role="status">Your password is changed.</p>}
          <button type="submit" disabled={isPending}>{isPending ? 'Saving…' : 'Change password'}</button>
        </form>
      )
    }
  }
}

function PasswordField({ label, name, autoComplete, error }: { label: string; name: string; autoComplete: string; error: FlowError | null }) {
  const own = error?.field === name ? error : null
  return (
    <p>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} type="password" autoComplete={autoComplete} aria-invalid={own ? true : undefined} aria-describedby={own ? `${name}-error` : undefined} />
      {own && <span id={`${name}-error`} role="alert">{own.message}</span>}
    </p>
  )
}
