import type { FlowError } from '../shared/flowError'

export type ChangePasswordState =
  /** The form: the current password, and the new one with the server's rules as a checklist. */
  | { readonly step: 'changePassword' }
  /** The server no longer knows the session (401): the user signs in again before changing it. */
  | { readonly step: 'signedOut'; readonly error: FlowError }

export type ChangePasswordStep = ChangePasswordState['step']

/** The fields of the form an error can belong to. */
export type ChangePasswordField = 'currentPassword' | 'newPassword'

export interface ChangePasswordModel {
  readonly state: ChangePasswordState
  /** A change is on its way. */
  readonly pending: boolean
  /** Why the last submit failed: on a field (`field`: currentPassword or newPassword) or for the form. */
  readonly error: FlowError | null
  /** How many times the password was changed here: the form starts empty after each. */
  readonly changes: number
  /** The last submit changed the password (the success message shows until the next submit). */
  readonly changed: boolean
}

export type ChangePasswordEvent =
  /** The user sent the current and the new password. */
  | { type: 'PASSWORD.SUBMITTED' }
  /** Refused (by the rules here or by the server), or the call failed: the form keeps what was typed. */
  | { type: 'PASSWORD.REJECTED'; error: FlowError }
  /** The server changed the password. */
  | { type: 'PASSWORD.CHANGED' }
  /** The server answered 401: the session is gone. */
  | { type: 'SESSION.ENDED'; error: FlowError }

export function initialChangePasswordModel(): ChangePasswordModel {
  return { state: { step: 'changePassword' }, pending: false, error: null, changes: 0, changed: false }
}

/** The identity API's words for a current password that does not match ("Invalid password"). */
const WRONG_CURRENT_PASSWORD = /\b(invalid|wrong|incorrect) (current )?password\b|\bcurrent password\b/i

/**
 * Which field a refusal of the server belongs to: a 400 saying the current password is wrong
 * goes on the current password; any other 4xx (the policy, the history, a breach) on the new
 * one. A 401, a 429 ("later"), a server error, no answer or a malformed answer belong to the form.
 */
export function changePasswordErrorField(error: FlowError): ChangePasswordField | undefined {
  if (error.code !== 'http' || error.status === undefined || error.status < 400 || error.status >= 500) return undefined
  if (error.status === 401 || error.status === 403 || error.status === 429) return undefined
  return WRONG_CURRENT_PASSWORD.test(error.message) ? 'currentPassword' : 'newPassword'
}

/** A 401: the session ended, on the server or in another tab. */
export function isSessionEnded(error: FlowError): boolean {
  return error.code === 'http' && error.status === 401
}

export function changePasswordReducer(model: ChangePasswordModel, event: ChangePasswordEvent): ChangePasswordModel {
  if (model.state.step === 'signedOut') return model
  switch (event.type) {
    case 'PASSWORD.SUBMITTED':
      // One request at a time: a second submit while one waits is ignored.
      return model.pending ? model : { ...model, pending: true, error: null, changed: false }
    case 'PASSWORD.REJECTED':
      return model.pending ? { ...model, pending: false, error: event.error } : model
    case 'PASSWORD.CHANGED':
      return model.pending ? { ...model, pending: false, error: null, changes: model.changes + 1, changed: true } : model
    case 'SESSION.ENDED':
      return model.pending ? { ...model, state: { step: 'signedOut', error: event.error }, pending: false, error: null } : model
  }
}
