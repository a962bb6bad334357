import type { FlowError } from '../shared/flowError'

export type ForgotPasswordState =
  | { readonly step: 'forgotPassword'; readonly email: string }
  | { readonly step: 'success'; readonly email: string }

export interface ForgotPasswordModel {
  readonly state: ForgotPasswordState
  readonly pending: boolean
  readonly error: FlowError | null
}

export type ForgotPasswordEvent =
  /** The user asked for a reset email. */
  | { type: 'EMAIL.SUBMITTED'; email: string }
  /** The API accepted the request (it answers alike for unknown emails). */
  | { type: 'EMAIL.SENT' }
  /** The request was refused or failed. */
  | { type: 'EMAIL.REJECTED'; error: FlowError }
  /** The user wants to send to another address. */
  | { type: 'RESET' }

export const initialForgotPasswordModel = (email = ''): ForgotPasswordModel => ({ state: { step: 'forgotPassword', email }, pending: false, error: null })

export function forgotPasswordReducer(model: ForgotPasswordModel, event: ForgotPasswordEvent): ForgotPasswordModel {
  const { state } = model
  switch (state.step) {
    case 'forgotPassword':
      switch (event.type) {
        case 'EMAIL.SUBMITTED':
          // One request at a time: a second submit while one waits is ignored.
          return model.pending ? model : { state: { step: 'forgotPassword', email: event.email }, pending: true, error: null }
        case 'EMAIL.SENT':
          return model.pending ? { state: { step: 'success', email: state.email }, pending: false, error: null } : model
        case 'EMAIL.REJECTED':
          return { ...model, pending: false, error: event.error }
        default:
          return model
      }
    case 'success':
      return event.type === 'RESET' ? initialForgotPasswordModel(state.email) : model
  }
}
