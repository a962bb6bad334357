import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/auth.md §7 users: activate (POST), its strategy (GET /strategy), a new link (POST /reset). */
export const ACTIVATE_PATH = '/identity/resources/users/v1/activate'
export const ACTIVATE_STRATEGY_PATH = `${ACTIVATE_PATH}/strategy`
export const ACTIVATE_RESEND_PATH = `${ACTIVATE_PATH}/reset`

/** What activating a link needs: a password of the user's own when the account has none yet. */
export const ActivationStrategySchema = v.looseObject({ shouldSetPassword: v.boolean() })
export type ActivationStrategy = v.InferOutput<typeof ActivationStrategySchema>

/**
 * The activation's answer: a session when the server signs the user in, or no token when the user
 * signs in next (a second factor is due, or the vendor does not sign in on activation).
 */
export const ActivationResponseSchema = v.looseObject({
  accessToken: v.optional(v.string()),
  expiresIn: v.optional(v.number()),
  mfaRequired: v.optional(v.boolean()),
  userId: v.optional(v.string()),
})
export type ActivationResponse = v.InferOutput<typeof ActivationResponseSchema>

/** The activation link's parameters. */
export interface ActivationToken {
  userId: string
  token: string
}

/** GET whether activating this link needs a password. */
export function getActivationStrategy(client: Client, input: ActivationToken, options: CallOptions = {}): Promise<ActivationStrategy> {
  return client.request(ACTIVATE_STRATEGY_PATH, { query: { userId: input.userId, token: input.token }, schema: ActivationStrategySchema, ...options })
}

/** Activates the account (verifies the email); the token is used up. */
export function activateAccount(client: Client, input: ActivationToken & { password?: string; recaptchaToken?: string }, options: CallOptions = {}): Promise<ActivationResponse> {
  return client.request(ACTIVATE_PATH, { method: 'POST', body: input, schema: ActivationResponseSchema, ...options })
}

/** Emails a new activation link (answers alike for unknown addresses). */
export function resendActivationEmail(client: Client, input: { email: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(ACTIVATE_RESEND_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
