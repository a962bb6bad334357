import { useSignUp, type SignUpOptions } from '../../hooks'
import { BrandFrame } from '../shared/BrandFrame'
import { useStepFocus } from '../shared/useStepFocus'
import { SignUpFormStep } from './SignUpFormStep'
import { LoadFailedStep, LoadingStep, SignUpsDisabledStep, SignUpSuccessStep, TwoFactorStep } from './SignUpStatusSteps'

export type SignUpScreenProps = SignUpOptions

/** The ready sign-up screen (spec/auth.md §2 SignUp, SignUpSuccess), after the vendor's configuration loads. */
export function SignUpScreen(props: SignUpScreenProps) {
  const signUp = useSignUp(props)
  const { headingRef, isFirstStep } = useStepFocus(signUp.state.step)
  const step = { signUp, headingRef }
  return (
    <BrandFrame>
      {(() => {
        switch (signUp.state.step) {
          case 'loading':
            return <LoadingStep {...step} />
          case 'loadFailed':
            return <LoadFailedStep {...step} />
          case 'signUpsDisabled':
            return <SignUpsDisabledStep {...step} />
          case 'SignUp':
            return <SignUpFormStep {...step} autoFocus={isFirstStep} />
          case 'SignUpSuccess':
            return <SignUpSuccessStep {...step} />
          case 'loginWithTwoFactor':
            return <TwoFactorStep {...step} />
        }
      })()}
    </BrandFrame>
  )
}
