import type { FlowError } from '../shared/flowError'

/** What an invitation link carries (spec/auth.md §7: POST v1/invitation/accept with token and userId). */
export interface InvitationLink {
  readonly token: string
  readonly userId: string
}

export type AcceptInvitationState =
  /** Reading the link. */
  | { readonly step: 'validate' }
  /** spec/auth.md §4: the link lacks its token or user id. */
  | { readonly step: 'invalid' }
  /** The server is accepting the invitation. */
  | { readonly step: 'pending'; readonly link: InvitationLink }
  /** Accepted: the user can sign in to the tenant. */
  | { readonly step: 'success'; readonly link: InvitationLink }
  /** Refused (used, expired, unknown) or unreachable. */
  | { readonly step: 'failed'; readonly link: InvitationLink; readonly error: FlowError }

export type AcceptInvitationEvent =
  /** The link has a token and a user id: accept it. */
  | { type: 'LINK.VALID'; link: InvitationLink }
  /** The link lacks its token or user id. */
  | { type: 'LINK.INVALID' }
  /** The server accepted the invitation. */
  | { type: 'ACCEPT.SUCCEEDED' }
  /** The server refused, or did not answer. */
  | { type: 'ACCEPT.FAILED'; error: FlowError }
  /** The user tries the same link again (after a network failure). */
  | { type: 'ACCEPT.RETRIED' }

export const initialAcceptInvitationState = (): AcceptInvitationState => ({ step: 'validate' })

/** The token and user id of an invitation link, or null when either is missing or blank. */
export function invitationFromQuery(query: URLSearchParams): InvitationLink | null {
  const token = query.get('token')?.trim()
  const userId = query.get('userId')?.trim()
  return token && userId ? { token, userId } : null
}

export function acceptInvitationReducer(state: AcceptInvitationState, event: AcceptInvitationEvent): AcceptInvitationState {
  switch (state.step) {
    case 'validate':
      if (event.type === 'LINK.VALID') return { step: 'pending', link: event.link }
      if (event.type === 'LINK.INVALID') return { step: 'invalid' }
      return state
    case 'pending':
      if (event.type === 'ACCEPT.SUCCEEDED') return { step: 'success', link: state.link }
      if (event.type === 'ACCEPT.FAILED') return { step: 'failed', link: state.link, error: event.error }
      return state
    case 'failed':
      return event.type === 'ACCEPT.RETRIED' ? { step: 'pending', link: state.link } : state
    case 'invalid':
    case 'success':
      return state
  }
}
