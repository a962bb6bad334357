import { useResetPhoneNumber, type ResetPhoneNumberOptions } from '../../hooks'
import { ScreenFrame } from '../shared/ScreenFrame'
import { useStepFocus } from '../shared/useStepFocus'
import { ChangePhoneNumberStep, RequestResetStep, VerifyResetStep } from './ResetPhoneNumberSteps'

export type ResetPhoneNumberScreenProps = ResetPhoneNumberOptions

/**
 * The ready reset phone number screen (spec/auth.md §2): the account's email, the code emailed to
 * it, then the new number; after the change the login route's SMS-code step takes over.
 */
export function ResetPhoneNumberScreen(props: ResetPhoneNumberScreenProps) {
  const flow = useResetPhoneNumber(props)
  const { headingRef, isFirstStep } = useStepFocus(flow.state.step)
  const step = { flow, headingRef, autoFocus: isFirstStep }
  return (
    <ScreenFrame>
      {(() => {
        switch (flow.state.step) {
          case 'ResetPhoneNumber':
            return <RequestResetStep {...step} />
          case 'VerifyResetPhoneNumber':
            return <VerifyResetStep {...step} />
          case 'ChangePhoneNumber':
            return <ChangePhoneNumberStep {...step} />
        }
      })()}
    </ScreenFrame>
  )
}
