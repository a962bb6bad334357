import * as v from 'valibot'
import { ActorClaimSchema, type ActorClaim } from '../../api/impersonation'
import type { FlowError } from '../shared/flowError'

/** Who the confirmation names beside the id: while the lookup runs, as found, or unknown (the id alone; confirming still works). */
export type ImpersonatedUser =
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly name: string | null; readonly email: string }
  | { readonly status: 'unknown' }

/**
 * spec/auth.md §2 Impersonation steps, with a confirmation before them: a link alone never
 * impersonates (a security review finding), the admin sees who and gives a reason first.
 */
export type ImpersonationState =
  /** Who will be acted as and the reason asked for (`reason`: the route's justification, prefilled); nothing sent yet. */
  | { readonly step: 'confirming'; readonly userId: string | null; readonly reason: string; readonly user: ImpersonatedUser }
  /** The call for the confirmed user and reason, or its failure (the model's error); a retry sends the same. */
  | { readonly step: 'impersonating'; readonly userId: string; readonly reason: string }
  /** The server took it: the session reloads after spec/auth.md §9's wait. */
  | { readonly step: 'success'; readonly userId: string }

export interface ImpersonationModel {
  readonly state: ImpersonationState
  readonly pending: boolean
  /** Why the flow stopped: on the reason field (`field: 'reason'`), nobody named, or the call's failure. */
  readonly error: FlowError | null
}

export type ImpersonationEvent =
  /** The lookup of the user to act as answered: the confirmation names them. */
  | { type: 'USER.FOUND'; name: string | null; email: string }
  /** The lookup failed: the confirmation shows the id alone, and confirming still works. */
  | { type: 'USER.LOOKUP_FAILED' }
  /** The route names nobody to act as: there is nothing to confirm or to ask the server. */
  | { type: 'IMPERSONATION.INVALID'; error: FlowError }
  /** The admin confirmed without a reason: the field says so, nothing is sent. */
  | { type: 'REASON.MISSING'; error: FlowError }
  /** The admin confirmed with a reason: the only way the call starts. */
  | { type: 'IMPERSONATION.CONFIRMED'; reason: string }
  /** The admin left without impersonating: the state resets. */
  | { type: 'IMPERSONATION.CANCELLED' }
  /** The admin tries again after a failure: the same user and reason. */
  | { type: 'IMPERSONATION.RETRIED' }
  /** The server swapped the session for the impersonated user's. */
  | { type: 'IMPERSONATION.STARTED' }
  /** The server refused or the call failed: the session is the impersonator's still. */
  | { type: 'IMPERSONATION.FAILED'; error: FlowError }
  /** spec/auth.md §4: after the wait the session was reloaded; the flow's state resets. */
  | { type: 'SESSION.RELOADED' }

/** The confirmation for `userId` with `reason` prefilled; nobody named and no reason by default (the state after a reset). */
export function initialImpersonationModel(request: { userId?: string | null; reason?: string } = {}): ImpersonationModel {
  const userId = request.userId ?? null
  return { state: { step: 'confirming', userId, reason: request.reason ?? '', user: userId ? { status: 'loading' } : { status: 'unknown' } }, pending: false, error: null }
}

/** The reason as sent (trimmed), or null when there is none: the call is never made without one. */
export function impersonationReason(text: string): string | null {
  return text.trim() || null
}

export function impersonationReducer(model: ImpersonationModel, event: ImpersonationEvent): ImpersonationModel {
  const { state } = model
  switch (state.step) {
    case 'confirming':
      switch (event.type) {
        case 'USER.FOUND':
          return state.user.status === 'loading' ? { ...model, state: { ...state, user: { status: 'found', name: event.name, email: event.email } } } : model
        case 'USER.LOOKUP_FAILED':
          return state.user.status === 'loading' ? { ...model, state: { ...state, user: { status: 'unknown' } } } : model
        case 'IMPERSONATION.INVALID':
          return state.userId === null ? { ...model, error: event.error } : model
        case 'REASON.MISSING':
          return state.userId !== null ? { ...model, error: event.error } : model
        case 'IMPERSONATION.CONFIRMED': {
          const reason = impersonationReason(event.reason)
          return state.userId !== null && reason ? { state: { step: 'impersonating', userId: state.userId, reason }, pending: true, error: null } : model
        }
        case 'IMPERSONATION.CANCELLED':
          return initialImpersonationModel()
        default:
          return model
      }
    case 'impersonating':
      switch (event.type) {
        case 'IMPERSONATION.RETRIED':
          return !model.pending && model.error ? { ...model, pending: true, error: null } : model
        case 'IMPERSONATION.STARTED':
          return model.pending ? { state: { step: 'success', userId: state.userId }, pending: false, error: null } : model
        case 'IMPERSONATION.FAILED':
          return model.pending ? { ...model, pending: false, error: event.error } : model
        default:
          return model
      }
    case 'success':
      return event.type === 'SESSION.RELOADED' ? initialImpersonationModel() : model
  }
}

/** Who the route asks to act as: the `userId` query parameter, and the `justification` prefilled as the reason. */
export function impersonationRequest(url: string): { userId: string | null; justification?: string } {
  const params = new URL(url).searchParams
  const userId = params.get('userId')?.trim() || null
  const justification = params.get('justification')?.trim() || undefined
  return justification ? { userId, justification } : { userId }
}

/** The impersonation route asking to act as `userId` (what impersonationRequest reads back): it opens the confirmation. */
export function impersonationLocation(route: string, userId: string): string {
  return `${route}${route.includes('?') ? '&' : '?'}${new URLSearchParams({ userId })}`
}

/**
 * The impersonator of a session, from its token's RFC 8693 `act` claim (the impersonation API names
 * the acting user there); null for a session of the user themself or a claim of the wrong shape.
 */
export function impersonatorOf(claims: { readonly [claim: string]: unknown } | null | undefined): ActorClaim | null {
  const parsed = v.safeParse(ActorClaimSchema, claims?.act)
  return parsed.success ? parsed.output : null
}
