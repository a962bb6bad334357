import { useGatehouse } from '../../hooks'
import { Banner, Card, NativeButton, NativeLink } from '../../primitives'
import { format } from '../i18n/messages'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import type { SignUpStepProps } from './stepProps'

/** firstLoad: the vendor's configuration is on its way. */
export function LoadingStep({ headingRef }: SignUpStepProps) {
  const text = useAccountMessages().signUp.loading
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}

/** The configuration did not load: say why, and offer to try again. */
export function LoadFailedStep({ signUp, headingRef }: SignUpStepProps) {
  const messages = useMessages()
  const text = useAccountMessages().signUp.loadFailed
  return (
    <Card heading={text.title} headingRef={headingRef} description={text.description}>
      {signUp.error && <Banner tone="error">{errorText(signUp.error, messages)}</Banner>}
      <NativeButton fullWidth onPress={() => void signUp.retry()}>
        {text.retry}
      </NativeButton>
    </Card>
  )
}

/** The vendor takes no sign-ups. */
export function SignUpsDisabledStep({ headingRef }: SignUpStepProps) {
  const text = useAccountMessages().signUp
  const { routes, navigate } = useGatehouse('SignUpScreen')
  return (
    <Card heading={text.disabled.title} headingRef={headingRef} footer={
        <NativeLink href={routes.loginUrl} navigate={navigate}>
          {text.form.haveAccount}
        </NativeLink>
      }>
      <Banner tone="info">{text.disabled.description}</Banner>
    </Card>
  )
}

/** SignUpSuccess: activation emailed, signed in, or both; or the account is ready to sign in to. */
export function SignUpSuccessStep({ signUp, headingRef }: SignUpStepProps) {
  const text = useAccountMessages().signUp.success
  const { routes, navigate } = useGatehouse('SignUpScreen')
  if (signUp.state.step !== 'SignUpSuccess') return null
  const { email, shouldActivate, isSignedIn } = signUp.state
  const words = shouldActivate ? (isSignedIn ? text.activateSignedIn : text.activate) : isSignedIn ? text.signedIn : text.signIn
  return (
    <Card
      heading={shouldActivate && !isSignedIn ? text.activateTitle : text.title}
      headingRef={headingRef}
      footer={
        isSignedIn ? undefined : (
          <NativeButton variant="text" onPress={signUp.reset}>
            {text.another}
          </NativeButton>
        )
      }
    >
      <Banner tone="success">{format(words, { email })}</Banner>
      {isSignedIn ? (
        <NativeButton fullWidth onPress={signUp.goOn}>
          {text.continue}
        </NativeButton>
      ) : (
        <NativeLink href={routes.loginUrl} navigate={navigate}>
          {text.goToSignIn}
        </NativeLink>
      )}
    </Card>
  )
}

/** The new account must prove a second factor: the login route takes over. */
export function TwoFactorStep({ headingRef }: SignUpStepProps) {
  const text = useAccountMessages().signUp.twoFactor
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}
