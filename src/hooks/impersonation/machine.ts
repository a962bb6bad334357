import * as v from 'valibot'
import { ActorClaimSchema, type ActorClaim } from '../../api/impersonation'
import type { FlowError } from '../shared/flowError'

/** spec/auth.md §2 Impersonation steps: impersonating (the call, or its failure), then success until the session reloads. */
export type ImpersonationState =
  | { readonly step: 'impersonating'; readonly userId: string | null }
  | { readonly step: 'success'; readonly userId: string }

export interface ImpersonationModel {
  readonly state: ImpersonationState
  readonly pending: boolean
  readonly error: FlowError | null
}

export type ImpersonationEvent =
  /** The route asks to act as `userId` (on arrival, or the user tries again after a failure). */
  | { type: 'IMPERSONATION.REQUESTED'; userId: string }
  /** The route names nobody to act as: there is nothing to ask the server. */
  | { type: 'IMPERSONATION.INVALID'; error: FlowError }
  /** The server swapped the session for the impersonated user's. */
  | { type: 'IMPERSONATION.STARTED' }
  /** The server refused or the call failed: the session is the impersonator's still. */
  | { type: 'IMPERSONATION.FAILED'; error: FlowError }
  /** spec/auth.md §4: after the wait the session was reloaded; the flow's state resets. */
  | { type: 'SESSION.RELOADED' }

export const initialImpersonationModel = (userId: string | null = null): ImpersonationModel => ({ state: { step: 'impersonating', userId }, pending: false, error: null })

export function impersonationReducer(model: ImpersonationModel, event: ImpersonationEvent): ImpersonationModel {
  const { state } = model
  switch (state.step) {
    case 'impersonating':
      switch (event.type) {
        case 'IMPERSONATION.REQUESTED':
          return model.pending ? model : { state: { step: 'impersonating', userId: event.userId }, pending: true, error: null }
        case 'IMPERSONATION.INVALID':
          return model.pending ? model : { ...model, error: event.error }
        case 'IMPERSONATION.STARTED':
          return model.pending && state.userId ? { state: { step: 'success', userId: state.userId }, pending: false, error: null } : model
        case 'IMPERSONATION.FAILED':
          return model.pending ? { ...model, pending: false, error: event.error } : model
        default:
          return model
      }
    case 'success':
      return event.type === 'SESSION.RELOADED' ? initialImpersonationModel() : model
  }
}

/** Who the route asks to act as: the `userId` query parameter, and the `justification` for the audit log. */
export function impersonationRequest(url: string): { userId: string | null; justification?: string } {
  const params = new URL(url).searchParams
  const userId = params.get('userId')?.trim() || null
  const justification = params.get('justification')?.trim() || undefined
  return justification ? { userId, justification } : { userId }
}

/**
 * The impersonator of a session, from its token's RFC 8693 `act` claim (the impersonation API names
 * the acting user there); null for a session of the user themself or a claim of the wrong shape.
 */
export function impersonatorOf(claims: { readonly [claim: string]: unknown } | null | undefined): ActorClaim | null {
  const parsed = v.safeParse(ActorClaimSchema, claims?.act)
  return parsed.success ? parsed.output : null
}
