import { NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { StatusCard } from '../shared/StatusCard'
import { SsoFailedCard } from '../shared/SsoFailedCard'
import type { LoginStepProps } from './stepProps'

/** redirectToSSO: the email belongs to an SSO domain; the browser leaves for the IdP shortly. */
export function RedirectToSsoStep({ login, headingRef }: LoginStepProps) {
  const text = useMessages().login.redirectToSSO
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} footer={<NativeButton variant="text" onPress={login.back}>{text.cancel}</NativeButton>} />
}

/** loginWithSSOFailed: the IdP address was unusable or could not be opened; the authenticated URL follows shortly. */
export function SsoFailedStep({ login, headingRef }: LoginStepProps) {
  if (login.state.step !== 'loginWithSSOFailed') return null
  return <SsoFailedCard error={login.state.error} headingRef={headingRef} isLeaving />
}

/** success: the session is set; navigation follows after the spec's short delay. */
export function SuccessStep({ headingRef }: LoginStepProps) {
  const text = useMessages().login.success
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}

/** The steps that only report: on the way to single sign-on, single sign-on failed, signed in. */
export function StatusSteps(props: LoginStepProps) {
  switch (props.login.state.step) {
    case 'redirectToSSO':
      return <RedirectToSsoStep {...props} />
    case 'loginWithSSOFailed':
      return <SsoFailedStep {...props} />
    default:
      return <SuccessStep {...props} />
  }
}
