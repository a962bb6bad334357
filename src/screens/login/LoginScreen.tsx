import { useLogin, type LoginOptions } from '../../hooks'
import { ScreenFrame } from '../shared/ScreenFrame'
import type { LoginStepProps } from './stepProps'
import { useStepFocus } from '../shared/useStepFocus'
import { LoginMfaStep } from './LoginMfaStep'
import { EmailStep } from './EmailStep'
import { PromptPasskeysStep } from './PromptPasskeysStep'
import { PasswordStep } from './PasswordStep'
import { BreachedPasswordStep, BreachedPasswordSuccessStep } from './BreachedPasswordSteps'
import { MagicLinkSentStep, OneTimeCodeStep } from './PasswordlessSteps'
import { RedirectToSsoStep, SuccessStep } from './StatusSteps'

export type LoginScreenProps = LoginOptions

/** The ready sign-in screen: useLogin's state, one component per step. */
export function LoginScreen(props: LoginScreenProps) {
  const login = useLogin(props)
  const { headingRef, isFirstStep } = useStepFocus(login.state.step)
  const step = { login, headingRef, autoFocus: isFirstStep }
  return <ScreenFrame>{renderStep(step)}</ScreenFrame>
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
    case 'loginWithTwoFactor':
    case 'forceTwoFactor':
    case 'recoverTwoFactor':
      return <LoginMfaStep {...step} />
    case 'success':
      return <SuccessStep {...step} />
    case 'breachedPassword':
      return <BreachedPasswordStep {...step} />
    case 'breachedPasswordSuccess':
      return <BreachedPasswordSuccessStep {...step} />
    case 'promptPasskeys':
      return <PromptPasskeysStep {...step} />
  }
}
