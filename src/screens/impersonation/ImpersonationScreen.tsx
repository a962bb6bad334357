import type { Ref } from 'react'
import { useGatehouse, useImpersonation, type Impersonation, type ImpersonationOptions } from '../../hooks'
import { Banner, Button, Card, Link } from '../../primitives'
import { useMessages } from '../i18n/MessagesProvider'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/fields'
import { ScreenFrame } from '../shared/ScreenFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type ImpersonationScreenProps = ImpersonationOptions

/** The impersonation route (spec/auth.md §2 /account/impersonate): impersonating, then success while the session reloads. */
export function ImpersonationScreen(props: ImpersonationScreenProps) {
  const flow = useImpersonation(props)
  // A failure is a view of its own: focus moves to its heading as to a new step's.
  const view = flow.error ? 'failed' : flow.state.step
  const { headingRef } = useStepFocus(view)
  return (
    <ScreenFrame>
      {view === 'failed' ? <FailedStep flow={flow} headingRef={headingRef} /> : view === 'success' ? <SuccessStep headingRef={headingRef} /> : <ImpersonatingStep headingRef={headingRef} />}
    </ScreenFrame>
  )
}

type StepProps = { headingRef: Ref<HTMLHeadingElement> }

function ImpersonatingStep({ headingRef }: StepProps) {
  const text = useAccountMessages().impersonation.impersonating
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}

function SuccessStep({ headingRef }: StepProps) {
  const text = useAccountMessages().impersonation.success
  return <StatusCard heading={text.title} headingRef={headingRef} description={text.description} />
}

function FailedStep({ flow, headingRef }: StepProps & { flow: Impersonation }) {
  const messages = useMessages()
  const text = useAccountMessages().impersonation
  const { routes } = useGatehouse('ImpersonationScreen')
  const error = flow.error
  const noUser = error?.code === 'noUser'
  return (
    <Card heading={text.failed.title} headingRef={headingRef} footer={<Link href={routes.authenticatedUrl}>{text.failed.back}</Link>}>
      {error && <Banner tone="error">{noUser ? text.noUser : errorText(error, messages, text.unknownError)}</Banner>}
      {!noUser && (
        <Button fullWidth onPress={flow.retry} isPending={flow.isPending}>
          {text.failed.retry}
        </Button>
      )}
    </Card>
  )
}
