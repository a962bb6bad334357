// Sign-in, step-up and sign-out buttons of the host's own on useHostedLogin, for a kit set up for hosted login.
import { useSession, useHostedLogin, type HostedLoginState } from 'gatehouse/hooks'

export function MyHostedAccountButtons() {
  const { user, isLoading } = useSession()
  const hosted = useHostedLogin()
  const { state } = hosted
  const busy = state.step === 'checkingSession' || state.step === 'redirecting' || state.step === 'signingOut'
  if (isLoading) return <p role="status">Loading…</p>
  return (
    <div aria-busy={busy}>
      {user ? (
        <>
          <span>Signed in as {user.email}</span>
          <button type="button" onClick={() => void hosted.stepUp({ maxAge: 300 })} disabled={busy}>Confirm it's me</button>
          <button type="button" onClick={() => void hosted.logout()} disabled={busy}>{state.step === 'signingOut' ? 'Signing out…' : 'Sign out'}</button>
        </>
      ) : (
        <button type="button" onClick={() => void hosted.login()} disabled={busy} aria-describedby={state.step === 'failed' ? 'hosted-error' : undefined}>
          {signInLabel(state)}
        </button>
      )}
      {state.step === 'failed' && <p id="hosted-error" role="alert">{state.error.message}</p>}
    </div>
  )
}

function signInLabel(state: HostedLoginState): string {
  switch (state.step) {
    case 'checkingSession':
      return 'Checking your session…'
    case 'redirecting':
      return state.purpose === 'stepUp' ? 'Taking you to confirm…' : 'Taking you to sign in…'
    case 'signedIn':
      return 'Signed in'
    case 'failed':
      return 'Try signing in again'
    case 'idle':
    case 'signingOut':
      return 'Sign in'
  }
}
