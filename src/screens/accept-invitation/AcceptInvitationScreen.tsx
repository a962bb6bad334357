import type { Ref } from 'react'
import { useAcceptInvitation, useGatehouse, type AcceptInvitation, type AcceptInvitationOptions } from '../../hooks'
import { Banner, Card, NativeButton, NativeLink } from '../../primitives'
import { useMessages } from '../i18n/useMessages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import { errorText } from '../shared/errorText'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export type AcceptInvitationScreenProps = AcceptInvitationOptions

/** The ready accept-invitation route (spec/auth.md §2: validate, invalid, pending, success, failed). */
export function AcceptInvitationScreen(props: AcceptInvitationScreenProps) {
  const invitation = useAcceptInvitation(props)
  const { headingRef } = useStepFocus(invitation.state.step)
  const step = { invitation, headingRef }
  return (
    <BrandFrame>
      {(() => {
        switch (invitation.state.step) {
          case 'validate':
          case 'pending':
            return <WaitingStep {...step} />
          case 'invalid':
            return <InvalidStep {...step} />
          case 'success':
            return <SuccessStep {...step} />
          case 'failed':
            return <FailedStep {...step} />
        }
      })()}
    </BrandFrame>
  )
}

type StepProps = { invitation: AcceptInvitation; headingRef: Ref<HTMLHeadingElement> }

/** validate and pending: reading the link, then accepting it. */
function WaitingStep({ invitation, headingRef }: StepProps) {
  const text = useAccountMessages().acceptInvitation
  const words = invitation.state.step === 'validate' ? text.validate : text.pending
  return <StatusCard heading={words.title} headingRef={headingRef} description={words.description} />
}

/** invalid: the link lacks its token or user id. */
function InvalidStep({ headingRef }: StepProps) {
  const text = useAccountMessages().acceptInvitation
  const { routes, navigate } = useGatehouse('AcceptInvitationScreen')
  return (
    <Card heading={text.invalid.title} headingRef={headingRef} footer={<NativeLink href={routes.loginUrl} navigate={navigate}>{text.backToLogin}</NativeLink>}>
      <Banner tone="error">{text.invalid.description}</Banner>
    </Card>
  )
}

/** success: the user joined; sign in next. */
function SuccessStep({ headingRef }: StepProps) {
  const text = useAccountMessages().acceptInvitation.success
  const { routes, navigate } = useGatehouse('AcceptInvitationScreen')
  return (
    <Card heading={text.title} headingRef={headingRef}>
      <Banner tone="success">{text.description}</Banner>
      <NativeLink href={routes.loginUrl} navigate={navigate}>{text.signIn}</NativeLink>
    </Card>
  )
}

/** failed: spec/auth.md §8 "We couldn't verify your invitation", with the server's reason, or why there was none. */
function FailedStep({ invitation, headingRef }: StepProps) {
  const messages = useMessages()
  const text = useAccountMessages().acceptInvitation
  const { routes, navigate } = useGatehouse('AcceptInvitationScreen')
  if (invitation.state.step !== 'failed') return null
  const { error } = invitation.state
  return (
    <Card
      heading={text.failed.title}
      headingRef={headingRef}
      description={error.code === 'http' ? text.failed.description : undefined}
      footer={<NativeLink href={routes.loginUrl} navigate={navigate}>{text.backToLogin}</NativeLink>}
    >
      <Banner tone="error">{errorText(error, messages)}</Banner>
      {error.code !== 'http' && (
        // Only a request that never got an answer is worth sending again; a refusal stays a refusal.
        <NativeButton fullWidth onPress={() => void invitation.retry()}>
          {text.failed.retry}
        </NativeButton>
      )}
    </Card>
  )
}
