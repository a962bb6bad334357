import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** reference endpoints.json, area impersonation: POST starts impersonating a user. */
export const IMPERSONATION_PATH = '/identity/resources/impersonation/v1'

export interface ImpersonateInput {
  /** The user to act as. */
  impersonatedUserId: string
  /** Why, for the audit log. */
  justification?: string
}

/**
 * Starts impersonating: the server swaps the session behind the refresh cookie for one of the
 * impersonated user, whose tokens name the impersonator (the `act` claim). A refresh then reloads it.
 */
export function impersonate(client: Client, input: ImpersonateInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(IMPERSONATION_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

/**
 * RFC 8693 §4.1 actor claim: an impersonated session's token names who acts (`act.sub`), and may
 * nest the actor's own actor. Unknown members pass through.
 */
export const ActorClaimSchema = v.looseObject({
  sub: v.string(),
  email: v.optional(v.string()),
  name: v.optional(v.string()),
  type: v.optional(v.string()),
})
export type ActorClaim = v.InferOutput<typeof ActorClaimSchema>
