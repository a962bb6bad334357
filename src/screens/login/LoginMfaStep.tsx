import { loginStepForMfa, type MfaState } from '../../hooks'
import { MfaSteps } from '../mfa/MfaSteps'
import type { LoginStepProps } from './stepProps'

/**
 * loginWithTwoFactor, forceTwoFactor, recoverTwoFactor: the MFA screen on the login's challenge.
 * The login step follows the MFA step (spec/auth.md §2 names enrolment and recovery as login steps).
 */
export function LoginMfaStep({ login, headingRef }: LoginStepProps) {
  const { state } = login
  if (state.step !== 'loginWithTwoFactor' && state.step !== 'forceTwoFactor' && state.step !== 'recoverTwoFactor') return null
  return (
    <MfaSteps
      key={state.mfa.mfaToken}
      challenge={state.mfa}
      onVerified={(answer) => void login.completeMfa(answer)}
      onStepChange={(mfa: MfaState) => login.followMfaStep(loginStepForMfa(mfa))}
      headingRef={headingRef}
      email={state.email}
      onRestart={login.back}
      completionError={login.error}
    />
  )
}
