import type { ActivationToken } from '../../api/activation'
import type { FlowError } from '../shared/flowError'

export type ActivationState =
  /**
   * Signing out any session, loading the strategy (`phase: 'strategy'`), then activating without
   * a password when none is needed (`phase: 'activating'`). Not pending until the page starts it;
   * a failure that may pass stays here, with the model's error, until the user tries again.
   */
  | { readonly step: 'activating'; readonly link: ActivationToken; readonly phase: 'strategy' | 'activating' }
  /** The strategy asks for a password: the form, with the server's checklist. */
  | { readonly step: 'activatingForm'; readonly link: ActivationToken }
  /** Activated and verified; redirecting after 1000 ms (signed in: onward; otherwise to sign in). */
  | { readonly step: 'success'; readonly isSignedIn: boolean }
  /**
   * A new link by email: the link was refused (`notice` holds the server's words), is missing its
   * details, or the user asked. `sentTo` once the request was accepted.
   */
  | { readonly step: 'resend'; readonly email: string; readonly notice: FlowError | null; readonly sentTo: string | null }

export type ActivationStep = ActivationState['step']

export interface ActivationModel {
  readonly state: ActivationState
  /** A request of the current step is on its way. */
  readonly pending: boolean
  /** Why the last request failed: `field: 'password'` or `'email'` belongs on that field. */
  readonly error: FlowError | null
}

export type ActivationEvent =
  /** The strategy answered: a password is needed, or the account activates as it is. */
  | { type: 'STRATEGY.LOADED'; shouldSetPassword: boolean }
  /** The server refused the link (expired, used, not valid): a new one is needed. */
  | { type: 'LINK.REFUSED'; error: FlowError }
  /** Loading the strategy or activating failed for a reason that may pass (or a password was refused). */
  | { type: 'ACTIVATION.FAILED'; error: FlowError }
  /** The page starts the activation, or the user tries again after a failure. */
  | { type: 'ACTIVATION.STARTED' }
  /** The user sent the password to activate with. */
  | { type: 'PASSWORD.SUBMITTED' }
  /** The account is activated; `isSignedIn` when the answer carried a session. */
  | { type: 'ACTIVATED'; isSignedIn: boolean }
  /** The user asks for a new link instead. */
  | { type: 'RESEND.REQUESTED' }
  /** The user sent the email to send a new link to. */
  | { type: 'RESEND.SUBMITTED'; email: string }
  /** The API accepted the request (it answers alike for unknown addresses). */
  | { type: 'RESEND.SENT' }
  /** The resend was refused or failed. */
  | { type: 'RESEND.REJECTED'; error: FlowError }

/** A link missing its user id or token: no server could accept it. */
export const LINK_MISSING: FlowError = { code: 'linkMissing', message: 'This activation link is missing its details.' }

/** The link's parameters from a page URL (`?userId=…&token=…`); null when one is missing. */
export function activationLinkFromUrl(url: string): ActivationToken | null {
  const query = new URL(url, 'http://localhost').searchParams
  const userId = query.get('userId')?.trim()
  const token = query.get('token')?.trim()
  return userId && token ? { userId, token } : null
}

const resend = (notice: FlowError | null, email = ''): ActivationModel => ({ state: { step: 'resend', email, notice, sentTo: null }, pending: false, error: null })

export function initialActivationModel(link: ActivationToken | null): ActivationModel {
  return link ? { state: { step: 'activating', link, phase: 'strategy' }, pending: false, error: null } : resend(LINK_MISSING)
}

export function activationReducer(model: ActivationModel, event: ActivationEvent): ActivationModel {
  const { state } = model
  switch (state.step) {
    case 'activating':
      if (!model.pending) {
        // Before the start or after a failure: (re)start, or ask for a new link.
        if (event.type === 'ACTIVATION.STARTED') return { state: { ...state, phase: 'strategy' }, pending: true, error: null }
        if (event.type === 'RESEND.REQUESTED') return resend(null)
        return model
      }
      switch (event.type) {
        case 'STRATEGY.LOADED':
          if (state.phase !== 'strategy') return model
          return event.shouldSetPassword
            ? { state: { step: 'activatingForm', link: state.link }, pending: false, error: null }
            : { state: { ...state, phase: 'activating' }, pending: true, error: null }
        case 'ACTIVATED':
          return state.phase === 'activating' ? { state: { step: 'success', isSignedIn: event.isSignedIn }, pending: false, error: null } : model
        case 'LINK.REFUSED':
          return resend(event.error)
        case 'ACTIVATION.FAILED':
          return { ...model, pending: false, error: event.error }
        default:
          return model
      }
    case 'activatingForm':
      if (!model.pending) {
        if (event.type === 'PASSWORD.SUBMITTED') return { state, pending: true, error: null }
        if (event.type === 'RESEND.REQUESTED') return resend(null)
        return model
      }
      switch (event.type) {
        case 'ACTIVATED':
          return { state: { step: 'success', isSignedIn: event.isSignedIn }, pending: false, error: null }
        case 'LINK.REFUSED':
          return resend(event.error)
        case 'ACTIVATION.FAILED':
          return { state, pending: false, error: event.error }
        default:
          // One request at a time: a second submit while one waits is ignored.
          return model
      }
    case 'success':
      return model
    case 'resend':
      switch (event.type) {
        case 'RESEND.SUBMITTED':
          return model.pending ? model : { state: { ...state, email: event.email }, pending: true, error: null }
        case 'RESEND.SENT':
          return model.pending ? { state: { ...state, sentTo: state.email }, pending: false, error: null } : model
        case 'RESEND.REJECTED':
          return model.pending ? { ...model, pending: false, error: event.error } : model
        default:
          return model
      }
  }
}
