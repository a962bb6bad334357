import type { Ref } from 'react'
import { useGatehouse, useImpersonation, useSession, type Impersonation, type ImpersonationOptions } from '../../hooks'
import { Banner, Card, NativeButton, NativeLink } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { SessionRestoring } from '../shared/SessionRestoring'
import { useStepFocus } from '../shared/useStepFocus'
import { ConfirmStep } from './ConfirmStep'

export type ImpersonationScreenProps = ImpersonationOptions

/**
 * The impersonation route (spec/auth.md §2 /account/impersonate): the confirmation (who, and a
 * reason), then impersonating, then success while the session reloads.
 */
export function ImpersonationScreen(props: ImpersonationScreenProps) {
  const flow = useImpersonation(props)
  const { isLoading } = useSession()
  const { state, error } = flow
  // The confirmation (or why there is none) waits for the impersonator's session to be restored. A
  // failure (not a field's) is a view of its own: focus moves to its heading as to a new step's.
  const view = state.step === 'confirming' && isLoading ? 'restoring' : error && !error.field ? 'failed' : state.step
  const { headingRef, isFirstStep } = useStepFocus(view)
  return (
    <BrandFrame>
      {view === 'failed' ? (
        <FailedStep flow={flow} headingRef={headingRef} />
      ) : view === 'restoring' ? (
        <SessionRestoring />
      ) : view === 'success' ? (
        <SuccessStep headingRef={headingRef} />
      ) : view === 'impersonating' ? (
        <ImpersonatingStep headingRef={headingRef} />
      ) : state.step === 'confirming' && state.userId !== null ? (
        // Reset (cancelled, or the session reloaded): nothing to show while the host navigates on.
        <ConfirmStep flow={flow} state={state} userId={state.userId} headingRef={headingRef} autoFocus={isFirstStep} />
      ) : null}
    </BrandFrame>
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
  const { routes, navigate } = useGatehouse('ImpersonationScreen')
  const error = flow.error
  const noUser = error?.code === 'noUser'
  return (
    <Card heading={text.failed.title} headingRef={headingRef} footer={<NativeLink href={routes.authenticatedUrl} navigate={navigate}>{text.failed.back}</NativeLink>}>
      {error && <Banner tone="error">{noUser ? text.noUser : errorText(error, messages, text.unknownError)}</Banner>}
      {!noUser && (
        <NativeButton fullWidth onPress={flow.retry} isPending={flow.isPending}>
          {text.failed.retry}
        </NativeButton>
      )}
    </Card>
  )
}
