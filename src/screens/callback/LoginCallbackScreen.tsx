import { useGatehouse, useLoginCallback, type LoginCallbackOptions } from '../../hooks'
import { NativeLink } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { SsoFailedCard } from '../shared/SsoFailedCard'
import { useStepFocus } from '../shared/useStepFocus'

export type LoginCallbackScreenProps = LoginCallbackOptions

/** The ready callback routes: social, OIDC, SAML and magic link (spec/auth.md §2). */
export function LoginCallbackScreen(props: LoginCallbackScreenProps) {
  const { state } = useLoginCallback(props)
  const { routes, navigate } = useGatehouse('LoginCallbackScreen')
  const messages = useMessages()
  const text = messages.callback
  const { headingRef } = useStepFocus(state.step)
  if (state.step === 'loginWithSSOFailed') {
    return (
      <BrandFrame>
        <SsoFailedCard
          error={state.error}
          headingRef={headingRef}
          isLeaving={state.kind !== 'magicLink'}
          footer={state.kind === 'magicLink' ? <NativeLink href={routes.loginUrl} navigate={navigate}>{text.failed.backToLogin}</NativeLink> : undefined}
        />
      </BrandFrame>
    )
  }
  const status =
    state.step === 'verifying'
      ? { title: text.verifying.title, description: state.kind === 'magicLink' ? text.verifying.magicLinkDescription : text.verifying.description }
      : state.step === 'loginWithTwoFactor'
        ? text.twoFactor
        : messages.login.success
  return (
    <BrandFrame>
      <StatusCard heading={status.title} headingRef={headingRef} description={status.description} />
    </BrandFrame>
  )
}
