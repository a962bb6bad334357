import type { Ref } from 'react'
import type { Login } from '../../hooks'

/** What every login step gets from LoginScreen. */
export interface LoginStepProps {
  login: Login
  /** Focused by LoginScreen when the step changes. */
  headingRef: Ref<HTMLHeadingElement>
  /** True only on the flow's very first step: its field may take focus. */
  autoFocus?: boolean
}
