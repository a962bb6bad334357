import type { ResetPasswordToken } from '../../api/passwords'
import type { FlowError } from '../shared/flowError'

export type ResetPasswordState =
  /** Checking the link (passwords/reset/validate) before asking for a password. */
  | { readonly step: 'validating'; readonly link: ResetPasswordToken }
  /** The link could not be checked (no answer, a server error): the user can try again. */
  | { readonly step: 'validationFailed'; readonly link: ResetPasswordToken; readonly error: FlowError }
  /** The new password, with the server's rules as a checklist. */
  | { readonly step: 'resetPassword'; readonly link: ResetPasswordToken }
  /** The password is changed; the user signs in with it. */
  | { readonly step: 'success' }
  /** The link is expired, used or not valid (`error`), or misses its token or user id (null): a new one is needed. */
  | { readonly step: 'invalidLink'; readonly error: FlowError | null }

export type ResetPasswordStep = ResetPasswordState['step']

export interface ResetPasswordModel {
  readonly state: ResetPasswordState
  /** A request of the current step is on its way. */
  readonly pending: boolean
  /** Why the last submit failed: on the field (`field: 'password'`) or for the form. */
  readonly error: FlowError | null
}

export type ResetPasswordEvent =
  /** The server says the link works. */
  | { type: 'LINK.VALIDATED' }
  /** The server refused the link (expired, used, not valid): checking or submitting found it out. */
  | { type: 'LINK.REFUSED'; error: FlowError }
  /** Checking the link failed for a reason that may pass. */
  | { type: 'LINK.CHECK_FAILED'; error: FlowError }
  /** The user asks to check the link again. */
  | { type: 'LINK.RETRIED' }
  /** The user sent a new password. */
  | { type: 'PASSWORD.SUBMITTED' }
  /** The password was refused (by the rules here or the server), or the call failed: the form stays, with what was typed. */
  | { type: 'PASSWORD.REJECTED'; error: FlowError }
  /** The server changed the password. */
  | { type: 'PASSWORD.SAVED' }

/** The link's parameters from a page URL (`?userId=…&token=…`); null when one is missing. */
export function resetLinkFromUrl(url: string): ResetPasswordToken | null {
  const query = new URL(url, 'http://localhost').searchParams
  const userId = query.get('userId')?.trim()
  const token = query.get('token')?.trim()
  return userId && token ? { userId, token } : null
}

/** An answer that says the link itself is refused (4xx), not that the server could not say (429 means "later"). */
export function isLinkRefusal(error: FlowError): boolean {
  return error.code === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429
}

export function initialResetPasswordModel(link: ResetPasswordToken | null): ResetPasswordModel {
  return { state: link ? { step: 'validating', link } : { step: 'invalidLink', error: null }, pending: Boolean(link), error: null }
}

const idle = (state: ResetPasswordState, error: FlowError | null = null): ResetPasswordModel => ({ state, pending: false, error })

export function resetPasswordReducer(model: ResetPasswordModel, event: ResetPasswordEvent): ResetPasswordModel {
  const { state } = model
  switch (state.step) {
    case 'validating':
      switch (event.type) {
        case 'LINK.VALIDATED':
          return idle({ step: 'resetPassword', link: state.link })
        case 'LINK.REFUSED':
          return idle({ step: 'invalidLink', error: event.error })
        case 'LINK.CHECK_FAILED':
          return idle({ step: 'validationFailed', link: state.link, error: event.error })
        default:
          return model
      }
    case 'validationFailed':
      return event.type === 'LINK.RETRIED' ? { state: { step: 'validating', link: state.link }, pending: true, error: null } : model
    case 'resetPassword':
      switch (event.type) {
        case 'PASSWORD.SUBMITTED':
          // One request at a time: a second submit while one waits is ignored.
          return model.pending ? model : { state, pending: true, error: null }
        case 'PASSWORD.REJECTED':
          return model.pending ? idle(state, event.error) : model
        case 'PASSWORD.SAVED':
          return model.pending ? idle({ step: 'success' }) : model
        case 'LINK.REFUSED':
          // The link ran out (or was used elsewhere) while the form was open.
          return model.pending ? idle({ step: 'invalidLink', error: event.error }) : model
        default:
          return model
      }
    case 'success':
    case 'invalidLink':
      return model
  }
}
