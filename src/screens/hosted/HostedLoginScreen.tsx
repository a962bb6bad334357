import { useEffect, type Ref } from 'react'
import { useHostedLogin, type HostedLogin, type HostedLoginOptions } from '../../hooks'
import { Banner, Card, NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { usePageMessages } from '../i18n/pageMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type HostedLoginScreenProps = HostedLoginOptions

/**
 * The login route in hosted mode (spec/auth.md §4 hosted login): on arrival, the silent refresh,
 * then the redirect to the sign-in page; a failure to get there says why and offers to try again.
 */
export function HostedLoginScreen(props: HostedLoginScreenProps) {
  const hosted = useHostedLogin(props)
  const { login } = hosted
  // The machine starts one sign-in: StrictMode's second mount is ignored.
  useEffect(() => void login(), [login])
  const { headingRef } = useStepFocus(hosted.state.step)
  return (
    <BrandFrame>
      <HostedLoginStep hosted={hosted} headingRef={headingRef} />
    </BrandFrame>
  )
}

type StepProps = { hosted: HostedLogin; headingRef: Ref<HTMLHeadingElement> }

function HostedLoginStep({ hosted, headingRef }: StepProps) {
  const messages = useMessages()
  const text = usePageMessages().hosted
  const { state } = hosted
  switch (state.step) {
    case 'failed':
      return (
        <Card heading={text.startFailed.title} headingRef={headingRef}>
          <Banner tone="error">{errorText(state.error, messages)}</Banner>
          <NativeButton fullWidth onPress={() => void hosted.login()}>
            {text.startFailed.retry}
          </NativeButton>
        </Card>
      )
    case 'signedIn':
      return <StatusCard heading={messages.login.success.title} headingRef={headingRef} description={messages.login.success.description} />
    case 'signingOut':
      return <StatusCard heading={text.signingOut.title} headingRef={headingRef} description={text.signingOut.description} />
    case 'redirecting': {
      const status = state.purpose === 'stepUp' ? text.stepUp : text.redirecting
      return <StatusCard heading={status.title} headingRef={headingRef} description={status.description} />
    }
    default:
      return <StatusCard heading={text.checkingSession.title} headingRef={headingRef} description={text.checkingSession.description} />
  }
}
