// A step-up page of the host's own on useStepUp: a fresh second factor by the kit's MfaSteps, then back to where it was asked for.
import { useStepUp } from 'gatehouse/hooks'
import { MfaSteps } from 'gatehouse/screens'

export function MyStepUpPage() {
  const stepUp = useStepUp()
  const { state, error } = stepUp
  switch (state.step) {
    case 'generating':
      return <p role="status">Checking your session…</p>
    case 'loginWithTwoFactor':
      return (
        <section aria-labelledby="step-up-heading">
          <h1 id="step-up-heading">Confirm it's you</h1>
          <p>This page needs a recent second factor.</p>
          <MfaSteps key={state.mfa.mfaToken} challenge={state.mfa} onVerified={(answer) => void stepUp.completeMfa(answer)} completionError={error} />
        </section>
      )
    case 'noMFAEnrolledStepUp':
      return (
        <div role="alert">
          <p>Set up two-factor authentication in your profile, then try again.</p>
        </div>
      )
    case 'redirectingToLogout':
      return <p role="status">{error ? `${error.message} ` : ''}Sign in again to continue…</p>
    case 'success':
      return <p role="status">Confirmed. Taking you back…</p>
  }
}
