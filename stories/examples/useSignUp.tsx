// A sign-up form of the host's own on useSignUp: the vendor's settings decide whether it shows and whether it asks for a password.
import type { FormEvent } from 'react'
import { asksForPassword, useSignUp, type FlowError } from 'gatehouse/hooks'

export function MySignUpForm() {
  const signUp = useSignUp()
  const { state, config, error, isPending } = signUp
  switch (state.step) {
    case 'loading':
      return <p role="status">Loading…</p>
    case 'loadFailed':
      return (
        <div>
          <p role="alert">{error?.message}</p>
          <button type="button" onClick={() => void signUp.retry()}>Try again</button>
        </div>
      )
    case 'signUpsDisabled':
      return <p>Sign-ups are closed. Ask your administrator for an invitation.</p>
    case 'SignUp': {
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const text = (name: string) => String(form.get(name) ?? '')
        void signUp.submit({ name: text('name'), email: text('email'), companyName: text('companyName'), password: text('password') })
      }
      return (
        <form onSubmit={submit} noValidate>
          <Field label="Name" name="name" autoComplete="name" defaultValue={state.form.name} error={error} />
          <Field label="Work email" name="email" type="email" autoComplete="email" defaultValue={state.form.email} error={error} />
          <Field label="Company" name="companyName" autoComplete="organization" defaultValue={state.form.companyName} error={error} />
          {config && asksForPassword(config) && <Field label="Password" name="password" type="password" autoComplete="new-password" error={error} />}
          {error && !error.field && <p role="alert">{error.message}</p>}
          <button type="submit" disabled={isPending}>{isPending ? 'Creating your account…' : 'Create account'}</button>
        </form>
      )
    }
    case 'SignUpSuccess':
      if (state.isSignedIn) return <p role="status">Your account is ready. <button type="button" onClick={signUp.goOn}>Continue</button></p>
      return <p role="status">{state.shouldActivate ? `We sent a link to ${state.email} to activate your account.` : 'Your account is ready. You can sign in now.'}</p>
    case 'loginWithTwoFactor':
      return <p role="status">One more step: taking you to two-factor verification…</p>
  }
}

function Field({ label, name, error, ...input }: { label: string; name: string; type?: string; autoComplete: string; defaultValue?: string; error: FlowError | null }) {
  const own = error?.field === name ? error : null
  return (
    <p>
      <label htmlFor={`sign-up-${name}`}>{label}</label>
      <input id={`sign-up-${name}`} name={name} {...input} aria-invalid={own ? true : undefined} aria-describedby={own ? `sign-up-${name}-error` : undefined} />
      {own && <span id={`sign-up-${name}-error`} role="alert">{own.message}</span>}
    </p>
  )
}
