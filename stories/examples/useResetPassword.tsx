// A reset-password page of the host's own on useResetPassword: the emailed link is checked, then the new password is set.
import type { FormEvent } from 'react'
import { passwordPolicy, useGatehouse, useResetPassword } from 'gatehouse/hooks'

export function MyResetPasswordPage() {
  const reset = useResetPassword()
  const { routes } = useGatehouse()
  const { state, error, isPending, passwordConfig } = reset
  switch (state.step) {
    case 'validating':
      return <p role="status">Checking your link…</p>
    case 'validationFailed':
      return (
        <div>
          <p role="alert">{state.error.message}</p>
          <button type="button" onClick={() => void reset.retry()}>Try again</button>
        </div>
      )
    case 'resetPassword': {
      const minLength = passwordConfig.config ? passwordPolicy(passwordConfig.config).minLength : null
      const describedBy = [minLength !== null && 'new-password-hint', error && 'new-password-error'].filter(Boolean).join(' ') || undefined
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void reset.submit(String(new FormData(event.currentTarget).get('password') ?? ''))
      }
      return (
        <form onSubmit={submit}>
          <h1>Choose a new password</h1>
          <label htmlFor="new-password">New password</label>
          <input id="new-password" name="password" type="password" autoComplete="new-password" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
          {minLength !== null && <p id="new-password-hint">At least {minLength} characters.</p>}
          {error && <p id="new-password-error" role="alert">{error.message}</p>}
          <button type="submit" disabled={isPending}>{isPending ? 'Saving…' : 'Set password'}</button>
        </form>
      )
    }
    case 'success':
      return (
        <p role="status">
          Your password is changed. <a href={routes.loginUrl}>Sign in</a>
        </p>
      )
    case 'invalidLink':
      return (
        <div role="alert">
          <p>{state.error?.message ?? 'This link is missing its details.'} Links work once, for a limited time.</p>
          <a href={routes.forgetPasswordUrl}>Get a new link</a>
        </div>
      )
  }
}
