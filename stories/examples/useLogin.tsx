// A login form of the host's own on useLogin: the email, then a password or a code; the kit's MfaSteps for a second factor.
import type { ComponentProps, FormEvent } from 'react'
import { useLogin, type FlowError } from 'gatehouse/hooks'
import { MfaSteps } from 'gatehouse/screens'

export function MyLoginForm() {
  const login = useLogin()
  const { state, error, isPending } = login
  if (login.checkingSession) return <p role="status">One moment…</p>
  switch (state.step) {
    case 'preLogin':
      return <OneField key="email" label="Email" name="email" type="email" autoComplete="username" defaultValue={state.email} action="Continue" busy={isPending} error={error} onSubmit={login.submitEmail} />
    case 'loginWithPassword':
      return <OneField key="password" label={`Password for ${state.email}`} name="password" type="password" autoComplete="current-password" action="Sign in" busy={isPending} error={error} onSubmit={login.submitPassword} onBack={login.back} />
    case 'loginWithOtc':
    case 'loginWithSmsOtc':
      return (
        <OneField key="code" label="The 6-digit code we sent you" name="code" inputMode="numeric" autoComplete="one-time-code" action="Verify" busy={login.pending === 'code'} error={error} onSubmit={login.submitCode} onBack={login.back}>
          <button type="button" onClick={() => void login.resend()} disabled={isPending}>{login.pending === 'resend' ? 'Sending…' : 'Send a new code'}</button>
        </OneField>
      )
    case 'magicLinkPreLoginSuccess':
    case 'breachedPasswordSuccess':
      return <p role="status">We sent a link to {state.email}. Open it to go on.</p>
    case 'loginWithTwoFactor':
      return <MfaSteps key={state.mfa.mfaToken} challenge={state.mfa} email={state.email} onVerified={(answer) => void login.completeMfa(answer)} onRestart={login.back} completionError={error} />
    case 'loginWithSSOFailed':
      return <p role="alert">{state.error.message}</p>
    case 'breachedPassword':
      return <div><p role="alert">{error?.message ?? 'This password appeared in a data breach.'}</p><button type="button" onClick={() => void login.resetBreachedPassword()} disabled={isPending}>{isPending ? 'Sending…' : 'Email me a link to set a new one'}</button></div>
    case 'promptPasskeys':
      return <p>Sign in faster next time? <button type="button" onClick={() => void login.createPasskey()} disabled={isPending}>{isPending ? 'Waiting for your passkey…' : 'Create a passkey'}</button> <button type="button" onClick={() => login.skipPasskeys()}>Not now</button>{error && <span role="alert"> {error.message}</span>}</p>
    case 'loginWithQuickSmsOtc':
      return <p>Quick sign-in by text message can be set up later. <button type="button" onClick={login.skipQuickLogin}>Continue</button></p>
    case 'redirectToSSO':
    case 'success':
      return <p role="status">Taking you there…</p>
  }
}

type OneFieldProps = Omit<ComponentProps<'input'>, 'onSubmit'> & { name: string; label: string; action: string; busy: boolean; error: FlowError | null; onSubmit: (value: string) => Promise<void>; onBack?: () => void }

function OneField({ label, name, action, busy, error, onSubmit, onBack, children, ...input }: OneFieldProps) {
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
      {onBack && <button type="button" onClick={onBack}>Use another email</button>}
    </form>
  )
}
