// A reset-phone-number flow of the host's own on useResetPhoneNumber: a code by email, then the new number, then the SMS sign-in.
import type { ComponentProps, FormEvent } from 'react'
import { useResetPhoneNumber, type FlowError } from 'gatehouse/hooks'

export function MyResetPhoneNumber() {
  const reset = useResetPhoneNumber()
  const { state, error, pending } = reset
  switch (state.step) {
    case 'ResetPhoneNumber':
      return <OneField key="email" label="Your account's email" name="email" type="email" autoComplete="email" defaultValue={state.email} action="Email me a code" busy={pending === 'email'} error={error} onSubmit={reset.requestCode} />
    case 'VerifyResetPhoneNumber':
      return (
        <OneField key="code" label={`The code we emailed to ${state.email}`} name="code" inputMode="numeric" autoComplete="one-time-code" action="Verify" busy={pending === 'code'} error={error} onSubmit={reset.submitCode}>
          <button type="button" onClick={() => void reset.resendCode()} disabled={pending !== null}>{pending === 'resend' ? 'Sending…' : 'Send a new code'}</button>
          <button type="button" onClick={reset.back}>Use another email</button>
        </OneField>
      )
    case 'ChangePhoneNumber':
      if (state.changed) return <p role="status">Your number is changed. Taking you to sign in with a code sent to it…</p>
      return (
        <OneField key="phone" label="New phone number, with its country code" name="phoneNumber" type="tel" autoComplete="tel" defaultValue={state.phoneNumber} action="Change number" busy={pending === 'phone'} error={error} onSubmit={reset.changePhoneNumber}>
          <button type="button" onClick={reset.back}>Start again</button>
        </OneField>
      )
  }
}

type OneFieldProps = Omit<ComponentProps<'input'>, 'onSubmit'> & {
  name: string
  label: string
  action: string
  busy: boolean
  error: FlowError | null
  onSubmit: (value: string) => Promise<void>
}

function OneField({ label, name, action, busy, error, onSubmit, children, ...input }: OneFieldProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void onSubmit(String(new FormData(event.currentTarget).get(name) ?? ''))
  }
  return (
    <form onSubmit={submit}>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} />
      {error && <p id={`${name}-error`} role="alert">{error.message}</p>}
      <button type="submit" disabled={busy}>{busy ? 'One moment…' : action}</button>
      {children}
    </form>
  )
}
