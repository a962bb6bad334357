import { useResetPhoneNumber, type ResetPhoneNumberOptions } from '../../hooks'
import { ScreenFrame } from '../shared/ScreenFrame'
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
    <ScreenFrame>
      <Step flow={flow} headingRef={headingRef} autoFocus={isFirstStep} />
    </ScreenFrame>
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
