import { MfaSteps } from '../mfa/MfaSteps'
import type { LoginStepProps } from './stepProps'

/**
 * loginWithTwoFactor: the MFA screen on the login's challenge. Which of the spec's two-factor login
 * steps it is (forceTwoFactor while enrolling, recoverTwoFactor with a recovery code) is the MFA
 * screen's own state, `loginStepForMfa(mfa.state)`: nothing is copied back into the login.
 */
export function LoginMfaStep({ login, headingRef }: LoginStepProps) {
  const { state } = login
  if (state.step !== 'loginWithTwoFactor') return null
  return (
    <MfaSteps
      key={state.mfa.mfaToken}
      challenge={state.mfa}
      onVerified={(answer) => void login.completeMfa(answer)}
      headingRef={headingRef}
      email={state.email}
      onRestart={login.back}
      completionError={login.error}
    />
  )
}
