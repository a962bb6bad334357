// An activation page of the host's own on useActivation: the emailed link, a password when the vendor asks for one, or a new link.
import type { FormEvent } from 'react'
import { useActivation } from 'gatehouse/hooks'

export function MyActivationPage() {
  const activation = useActivation()
  const { state, error, isPending } = activation
  const submitWith = (name: string, send: (value: string) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(String(new FormData(event.currentTarget).get(name) ?? ''))
  }
  const errorText = error && <p id="activation-error" role="alert">{error.message}</p>
  const describedBy = error ? 'activation-error' : undefined
  switch (state.step) {
    case 'activating':
      if (!error) return <p role="status">Activating your account…</p>
      return (
        <div>
          {errorText}
          <button type="button" onClick={() => void activation.retry()} disabled={isPending}>Try again</button>
          <button type="button" onClick={activation.requestNewLink}>Send me a new link</button>
        </div>
      )
    case 'activatingForm':
      return (
        <form onSubmit={submitWith('password', activation.submitPassword)}>
          <h1>Choose a password to activate your account</h1>
          <label htmlFor="activation-password">Password</label>
          <input id="activation-password" name="password" type="password" autoComplete="new-password" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
          {errorText}
          <button type="submit" disabled={isPending}>{isPending ? 'Activating…' : 'Activate'}</button>
        </form>
      )
    case 'success':
      return <p role="status">Your account is active. {state.isSignedIn ? 'Taking you in…' : 'Taking you to sign in…'}</p>
    case 'resend':
      if (state.sentTo) return <p role="status">A new activation link is on its way to {state.sentTo}.</p>
      return (
        <form key="resend" onSubmit={submitWith('email', activation.resend)}>
          {state.notice && <p role="alert">{state.notice.message}</p>}
          <label htmlFor="activation-email">Email</label>
          <input id="activation-email" name="email" type="email" autoComplete="email" defaultValue={state.email} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
          {errorText}
          <button type="submit" disabled={isPending}>{isPending ? 'Sending…' : 'Send a new link'}</button>
        </form>
      )
  }
}
