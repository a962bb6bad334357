import { useGatehouse, useLoginCallback, type LoginCallbackOptions } from '../../hooks'
import { Link } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { StatusCard } from '../shared/fields'
import { ScreenFrame } from '../shared/ScreenFrame'
import { SsoFailedCard } from '../shared/SsoFailedCard'
import { useStepFocus } from '../shared/useStepFocus'

export type LoginCallbackScreenProps = LoginCallbackOptions

/** The ready callback routes: social, OIDC, SAML and magic link (spec/auth.md §2). */
export function LoginCallbackScreen(props: LoginCallbackScreenProps) {
  const { state } = useLoginCallback(props)
  const { routes } = useGatehouse('LoginCallbackScreen')
  const messages = useMessages()
  const text = messages.callback
  const { headingRef } = useStepFocus(state.step)
  if (state.step === 'loginWithSSOFailed') {
    return (
      <ScreenFrame>
        <SsoFailedCard
          error={state.error}
          headingRef={headingRef}
          isLeaving={state.kind !== 'magicLink'}
          footer={state.kind === 'magicLink' ? <Link href={routes.loginUrl}>{text.failed.backToLogin}</Link> : undefined}
        />
      </ScreenFrame>
    )
  }
  const status =
    state.step === 'verifying'
      ? { title: text.verifying.title, description: state.kind === 'magicLink' ? text.verifying.magicLinkDescription : text.verifying.description }
      : state.step === 'loginWithTwoFactor'
        ? text.twoFactor
        : messages.login.success
  return (
    <ScreenFrame>
      <StatusCard heading={status.title} headingRef={headingRef} description={status.description} />
    </ScreenFrame>
  )
}
