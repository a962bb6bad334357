import type { Ref } from 'react'
import { useHostedCallback, type HostedCallback, type HostedCallbackOptions } from '../../hooks'
import { Banner, Card, NativeButton } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { usePageMessages } from '../i18n/pageMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type HostedCallbackScreenProps = HostedCallbackOptions

/** The ready `/oauth/callback` route of hosted login (spec/auth.md §2): exchanging, then onward, or why not and a way to sign in again. */
export function HostedCallbackScreen(props: HostedCallbackScreenProps) {
  const callback = useHostedCallback(props)
  const { headingRef } = useStepFocus(callback.state.step)
  return (
    <BrandFrame>
      <HostedCallbackStep callback={callback} headingRef={headingRef} />
    </BrandFrame>
  )
}

type StepProps = { callback: HostedCallback; headingRef: Ref<HTMLHeadingElement> }

function HostedCallbackStep({ callback, headingRef }: StepProps) {
  const messages = useMessages()
  const { hosted } = usePageMessages()
  switch (callback.state.step) {
    case 'exchanging':
      return <StatusCard heading={hosted.exchanging.title} headingRef={headingRef} description={hosted.exchanging.description} />
    case 'success':
      return <StatusCard heading={messages.login.success.title} headingRef={headingRef} description={messages.login.success.description} />
    case 'redirecting':
      return <StatusCard heading={hosted.redirecting.title} headingRef={headingRef} description={hosted.redirecting.description} />
    case 'failed':
      return <FailedStep callback={callback} headingRef={headingRef} />
  }
}

function FailedStep({ callback, headingRef }: StepProps) {
  const messages = useMessages()
  const { hosted } = usePageMessages()
  if (callback.state.step !== 'failed') return null
  return (
    <Card heading={hosted.failed.title} headingRef={headingRef}>
      <Banner tone="error">{errorText(callback.state.error, messages)}</Banner>
      <NativeButton fullWidth onPress={() => void callback.retry()}>
        {hosted.failed.retry}
      </NativeButton>
    </Card>
  )
}
