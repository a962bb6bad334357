// A callback page of the host's own on useLoginCallback (social, OIDC, SAML or magic link): what came back is checked once, then onward.
import { useGatehouse, useLoginCallback } from 'gatehouse/hooks'

export function MyLoginCallbackPage() {
  const { state } = useLoginCallback()
  const { routes } = useGatehouse()
  switch (state.step) {
    case 'verifying':
      return <p role="status">Signing you in…</p>
    case 'loginWithTwoFactor':
      return <p role="status">One more step: taking you to two-factor verification…</p>
    case 'success':
      return <p role="status">Signed in. Taking you there…</p>
    case 'loginWithSSOFailed':
      return (
        <div role="alert">
          <h1>We couldn't sign you in</h1>
          <p>{state.error.message}</p>
          {state.kind === 'magicLink' ? (
            <a href={routes.loginUrl}>Ask for a new sign-in link</a>
          ) : (
            <p>Taking you back…</p>
          )}
        </div>
      )
  }
}
