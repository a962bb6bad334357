import { useGatehouse, useLoginCallback, type LoginCallbackOptions } from '../../hooks'
import { Banner, Card, Link } from '../../primitives'
import { useMessages } from '../i18n/MessagesProvider'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/fields'
import { ScreenFrame } from '../shared/ScreenFrame'
import { useStepFocus } from '../shared/useStepFocus'
import * as styles from '../login/LoginScreen.css'

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
        <Card
          heading={text.failed.title}
          headingRef={headingRef}
          footer={state.kind === 'magicLink' ? <Link href={routes.loginUrl}>{text.failed.backToLogin}</Link> : undefined}
        >
          <Banner tone="error">{errorText(state.error, messages)}</Banner>
          {state.kind !== 'magicLink' && <p className={styles.identity}>{text.failed.leaving}</p>}
        </Card>
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
