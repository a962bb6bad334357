import { useStepUp, useGatehouse, type StepUpOptions } from '../../hooks'
import { Card, Link } from '../../primitives'
import { usePageMessages } from '../i18n/pageMessages'
import { MfaSteps } from '../mfa/MfaSteps'
import { StatusCard } from '../shared/fields'
import { ScreenFrame } from '../shared/ScreenFrame'
import { useStepFocus } from '../shared/useStepFocus'

export interface StepUpScreenProps extends StepUpOptions {
  /** Where a user without a second factor sets one up (the host's MFA settings page). */
  mfaSetupUrl?: string
}

/** The ready step-up route: useStepUp's state, with the MFA screen's steps for the second factor. */
export function StepUpScreen({ mfaSetupUrl, ...options }: StepUpScreenProps) {
  const stepUp = useStepUp(options)
  const { routes } = useGatehouse('StepUpScreen')
  const text = usePageMessages().stepUp
  const { headingRef } = useStepFocus(stepUp.state.step)
  const { state } = stepUp
  switch (state.step) {
    case 'loginWithTwoFactor':
      return (
        <ScreenFrame>
          <MfaSteps key={state.mfa.mfaToken} challenge={state.mfa} onVerified={stepUp.completeMfa} headingRef={headingRef} completionError={stepUp.error} />
        </ScreenFrame>
      )
    case 'noMFAEnrolledStepUp':
      return (
        <ScreenFrame>
          <Card
            heading={text.notEnrolled.title}
            headingRef={headingRef}
            description={text.notEnrolled.description}
            footer={<Link href={routes.authenticatedUrl}>{text.notEnrolled.cancel}</Link>}
          >
            {mfaSetupUrl && <Link href={mfaSetupUrl}>{text.notEnrolled.setUp}</Link>}
          </Card>
        </ScreenFrame>
      )
    default: {
      const status = state.step === 'generating' ? text.generating : state.step === 'success' ? text.success : text.signingOut
      return (
        <ScreenFrame>
          <StatusCard heading={status.title} headingRef={headingRef} description={status.description} />
        </ScreenFrame>
      )
    }
  }
}
