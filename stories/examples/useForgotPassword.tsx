// A forgot-password form of the host's own on useForgotPassword: the email, then word that the link is on its way.
import type { FormEvent } from 'react'
import { useForgotPassword } from 'gatehouse/hooks'

export function MyForgotPasswordForm() {
  const forgot = useForgotPassword()
  const { state, error, isPending } = forgot
  switch (state.step) {
    case 'forgotPassword': {
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void forgot.submit(String(new FormData(event.currentTarget).get('email') ?? ''))
      }
      return (
        <form onSubmit={submit}>
          <h1>Reset your password</h1>
          <label htmlFor="forgot-email">Email</label>
          <input id="forgot-email" name="email" type="email" autoComplete="email" defaultValue={state.email} aria-invalid={error ? true : undefined} aria-describedby={error ? 'forgot-error' : undefined} />
          {error && <p id="forgot-error" role="alert">{error.message}</p>}
          <button type="submit" disabled={isPending}>{isPending ? 'Sending…' : 'Email me a reset link'}</button>
        </form>
      )
    }
    case 'success':
      return (
        <div role="status">
          <h1>Check your email</h1>
          <p>If {state.email} has an account, a link to reset its password is on its way.</p>
          <button type="button" onClick={forgot.reset}>Use another email</button>
        </div>
      )
  }
}
