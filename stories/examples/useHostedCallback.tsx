// The /oauth/callback page of the host's own on useHostedCallback: the code is exchanged once, then onward; a refusal offers a new sign-in.
import { useHostedCallback } from 'gatehouse/hooks'

export function MyOAuthCallbackPage() {
  const callback = useHostedCallback()
  const { state } = callback
  switch (state.step) {
    case 'exchanging':
      return <p role="status">Signing you in…</p>
    case 'success':
      return <p role="status">Signed in. Taking you there…</p>
    case 'redirecting':
      return <p role="status">Taking you to sign in…</p>
    case 'failed':
      return (
        <div>
          <h1>We couldn't sign you in</h1>
          <p role="alert">{state.error.message}</p>
          <button type="button" onClick={() => void callback.retry()}>
            Sign in again
          </button>
        </div>
      )
  }
}
