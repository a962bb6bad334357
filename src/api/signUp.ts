import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { LoginResponseSchema } from './auth.schemas'

/** spec/auth.md §7 users: POST v1/signUp. */
export const SIGN_UP_PATH = '/identity/resources/users/v1/signUp'

/**
 * spec/auth.md §3 sign-up request as sent. The form's phone number is not part of it (it is removed
 * before sending); `password` only when the vendor signs people in with a password.
 */
export interface SignUpRequest {
  email: string
  name?: string
  companyName?: string
  password?: string
  /** The invitation the user arrived with: they join the inviting tenant instead of a new one. */
  invitationToken?: string
}

const TenantRefSchema = v.looseObject({ id: v.optional(v.string()), tenantId: v.string(), name: v.optional(v.string()) })

/**
 * spec/auth.md §3 sign-up response. `user` (or, from newer servers, `authResponse`) is a login
 * answer: tokens when the new user may sign in at once, an MFA challenge when a second factor is due.
 */
export const SignUpResponseSchema = v.looseObject({
  shouldActivate: v.boolean(),
  userId: v.optional(v.string()),
  tenantId: v.optional(v.string()),
  user: v.optional(LoginResponseSchema),
  authResponse: v.optional(LoginResponseSchema),
  tenants: v.optional(v.array(TenantRefSchema)),
  activeTenant: v.optional(TenantRefSchema),
})
export type SignUpResponse = v.InferOutput<typeof SignUpResponseSchema>

/** Creates an account (and its tenant, unless an invitation names one). */
export function signUp(client: Client, input: SignUpRequest, options: CallOptions = {}): Promise<SignUpResponse> {
  return client.request(SIGN_UP_PATH, { method: 'POST', body: input, schema: SignUpResponseSchema, ...options })
}
