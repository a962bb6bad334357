import type { FlowError } from '../shared/flowError'
import type { MfaChallenge } from '../login/machine'
import { ApiError } from '../../api'
import { MFA_NOT_ENROLLED } from './stepUp'

/** spec/auth.md §4 step-up, as the step-up route shows it. */
export type StepUpState =
  /** Asking the server for a stepped-up session. */
  | { readonly step: 'generating' }
  /** The server wants a second factor: the MFA screen's steps take over. */
  | { readonly step: 'loginWithTwoFactor'; readonly mfa: MfaChallenge }
  /** spec/auth.md §2 MFA screen: the user has nothing to step up with. */
  | { readonly step: 'noMFAEnrolledStepUp' }
  /** Any other failure: the user signs in again, then steps up (spec/auth.md §4). */
  | { readonly step: 'redirectingToLogout' }
  /** Stepped up; going back to where the user was. */
  | { readonly step: 'success' }

export interface StepUpModel {
  readonly state: StepUpState
  /** True while the stepped-up session is being stored. */
  readonly pending: boolean
  readonly error: FlowError | null
}

export type StepUpEvent =
  /** The server asked for a second factor. */
  | { type: 'SESSION.MFA_REQUIRED'; mfa: MfaChallenge }
  /** The server said the user has no second factor enrolled. */
  | { type: 'SESSION.NOT_ENROLLED' }
  /** Generating the session failed for any other reason. */
  | { type: 'SESSION.FAILED' }
  /** Tokens arrived (generated at once, or after the second factor): the session is being stored, once. */
  | { type: 'STEP_UP.STORING' }
  /** The stepped-up session is stored. */
  | { type: 'STEP_UP.SUCCEEDED' }
  /** The second factor was proven but the session could not be stored (profile load failed). */
  | { type: 'STEP_UP.REJECTED'; error: FlowError }

export const initialStepUpModel: StepUpModel = { state: { step: 'generating' }, pending: false, error: null }

export function stepUpReducer(model: StepUpModel, event: StepUpEvent): StepUpModel {
  const { state } = model
  switch (state.step) {
    case 'generating':
      switch (event.type) {
        case 'SESSION.MFA_REQUIRED':
          return { state: { step: 'loginWithTwoFactor', mfa: event.mfa }, pending: false, error: null }
        case 'SESSION.NOT_ENROLLED':
          return { state: { step: 'noMFAEnrolledStepUp' }, pending: false, error: null }
        case 'SESSION.FAILED':
          return { state: { step: 'redirectingToLogout' }, pending: false, error: null }
        case 'STEP_UP.STORING':
          return model.pending ? model : { ...model, pending: true }
        case 'STEP_UP.SUCCEEDED':
          return model.pending ? { state: { step: 'success' }, pending: false, error: null } : model
        case 'STEP_UP.REJECTED':
          return model.pending ? { state: { step: 'redirectingToLogout' }, pending: false, error: event.error } : model
        default:
          return model
      }
    case 'loginWithTwoFactor':
      switch (event.type) {
        case 'STEP_UP.STORING':
          return model.pending ? model : { ...model, pending: true }
        case 'STEP_UP.SUCCEEDED':
          return model.pending ? { state: { step: 'success' }, pending: false, error: null } : model
        case 'STEP_UP.REJECTED':
          return model.pending ? { ...model, pending: false, error: event.error } : model
        default:
          return model
      }
    case 'noMFAEnrolledStepUp':
    case 'redirectingToLogout':
    case 'success':
      return model
  }
}

/** spec/auth.md §8: only the exact "MFA is not enrolled" answer means there is nothing to step up with. */
export function stepUpFailure(error: unknown): 'noMFAEnrolledStepUp' | 'logout' {
  return error instanceof ApiError && error.reason === 'http' && error.message === MFA_NOT_ENROLLED ? 'noMFAEnrolledStepUp' : 'logout'
}
