import { useStepUp, useGatehouse, type StepUpOptions } from '../../hooks'
import { Card, NativeLink } from '../../primitives'
import { usePageMessages } from '../i18n/pageMessages'
import { MfaSteps } from '../mfa/MfaSteps'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'

export interface StepUpScreenProps extends StepUpOptions {
  /** Where a user without a second factor sets one up (the host's MFA settings page). */
  mfaSetupUrl?: string
}

/** The ready step-up route: useStepUp's state, with the MFA screen's steps for the second factor. */
export function StepUpScreen({ mfaSetupUrl, ...options }: StepUpScreenProps) {
  const stepUp = useStepUp(options)
  const { routes, navigate } = useGatehouse('StepUpScreen')
  const text = usePageMessages().stepUp
  const { headingRef } = useStepFocus(stepUp.state.step)
  const { state } = stepUp
  switch (state.step) {
    case 'loginWithTwoFactor':
      return (
        <BrandFrame>
          <MfaSteps key={state.mfa.mfaToken} challenge={state.mfa} onVerified={stepUp.completeMfa} headingRef={headingRef} completionError={stepUp.error} />
        </BrandFrame>
      )
    case 'noMFAEnrolledStepUp':
      return (
        <BrandFrame>
          <Card
            heading={text.notEnrolled.title}
            headingRef={headingRef}
            description={text.notEnrolled.description}
            footer={<NativeLink href={routes.authenticatedUrl} navigate={navigate}>{text.notEnrolled.cancel}</NativeLink>}
          >
            {mfaSetupUrl && <NativeLink href={mfaSetupUrl} navigate={navigate}>{text.notEnrolled.setUp}</NativeLink>}
          </Card>
        </BrandFrame>
      )
    default: {
      const status = state.step === 'generating' ? text.generating : state.step === 'success' ? text.success : text.signingOut
      return (
        <BrandFrame>
          <StatusCard heading={status.title} headingRef={headingRef} description={status.description} />
        </BrandFrame>
      )
    }
  }
}
