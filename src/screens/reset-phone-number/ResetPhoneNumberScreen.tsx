import { useResetPhoneNumber, type ResetPhoneNumberOptions } from '../../hooks'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'
import { ChangePhoneNumberStep, RequestResetStep, VerifyResetStep, type ResetPhoneNumberStepProps } from './ResetPhoneNumberSteps'

export type ResetPhoneNumberScreenProps = ResetPhoneNumberOptions

/**
 * The ready reset phone number screen (spec/auth.md §2): the account's email, the code emailed to
 * it, then the new number; after the change the login route's SMS-code step takes over.
 */
export function ResetPhoneNumberScreen(props: ResetPhoneNumberScreenProps) {
  const flow = useResetPhoneNumber(props)
  const { headingRef, isFirstStep } = useStepFocus(flow.state.step)
  return (
    <BrandFrame>
      <Step flow={flow} headingRef={headingRef} autoFocus={isFirstStep} />
    </BrandFrame>
  )
}

function Step(props: ResetPhoneNumberStepProps) {
  switch (props.flow.state.step) {
    case 'ResetPhoneNumber':
      return <RequestResetStep {...props} />
    case 'VerifyResetPhoneNumber':
      return <VerifyResetStep {...props} />
    case 'ChangePhoneNumber':
      return <ChangePhoneNumberStep {...props} />
  }
}
