import type { Ref } from 'react'
import type { SignUp } from '../../hooks'

/** What each sign-up step component gets: the flow, and the ref that takes focus when the step changes. */
export interface SignUpStepProps {
  signUp: SignUp
  headingRef: Ref<HTMLHeadingElement>
  autoFocus?: boolean
}
