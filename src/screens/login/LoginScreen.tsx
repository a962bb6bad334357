import { useLogin, useSession, type LoginOptions } from '../../hooks'
import { ScreenFrame } from '../shared/ScreenFrame'
import { SessionRestoring } from '../shared/SessionRestoring'
import type { LoginStepProps } from './stepProps'
import { useStepFocus } from '../shared/useStepFocus'
import { LoginMfaStep } from './LoginMfaStep'
import { EmailStep } from './EmailStep'
import { PromptPasskeysStep } from './PromptPasskeysStep'
import { PasswordStep } from './PasswordStep'
import { QuickLoginSmsStep } from './QuickLoginSmsStep'
import { BreachedPasswordStep, BreachedPasswordSuccessStep } from './BreachedPasswordSteps'
import { MagicLinkSentStep, OneTimeCodeStep } from './PasswordlessSteps'
import { RedirectToSsoStep, SsoFailedStep, SuccessStep } from './StatusSteps'

export type LoginScreenProps = LoginOptions

/** The ready sign-in screen: useLogin's state, one component per step. */
export function LoginScreen(props: LoginScreenProps) {
  const login = useLogin(props)
  // The quick-login step has two parts (number, then code): focus moves to the heading for each.
  const { state } = login
  const focusKey = state.step === 'loginWithQuickSmsOtc' && state.otcToken ? `${state.step}:code` : state.step
  const { headingRef, isFirstStep } = useStepFocus(focusKey)
  const step = { login, headingRef, autoFocus: isFirstStep }
  // While the session is restored from the refresh cookie, there may be nobody to ask for an email.
  const { isLoading } = useSession()
  return <ScreenFrame>{isLoading ? <SessionRestoring /> : renderStep(step)}</ScreenFrame>
}

function renderStep(step: LoginStepProps) {
  switch (step.login.state.step) {
    case 'preLogin':
      return <EmailStep {...step} />
    case 'loginWithPassword':
      return <PasswordStep {...step} />
    case 'magicLinkPreLoginSuccess':
      return <MagicLinkSentStep {...step} />
    case 'loginWithOtc':
    case 'loginWithSmsOtc':
      return <OneTimeCodeStep {...step} />
    case 'redirectToSSO':
      return <RedirectToSsoStep {...step} />
    case 'loginWithSSOFailed':
      return <SsoFailedStep {...step} />
    case 'loginWithTwoFactor':
    case 'forceTwoFactor':
    case 'recoverTwoFactor':
      return <LoginMfaStep {...step} />
    case 'success':
      return <SuccessStep {...step} />
    case 'loginWithQuickSmsOtc':
      return <QuickLoginSmsStep {...step} />
    case 'breachedPassword':
      return <BreachedPasswordStep {...step} />
    case 'breachedPasswordSuccess':
      return <BreachedPasswordSuccessStep {...step} />
    case 'promptPasskeys':
      return <PromptPasskeysStep {...step} />
  }
}
