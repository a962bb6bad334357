import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/auth.md §7 users: the password calls of an end user (configuration, reset with a token). */
export const PASSWORDS_PATH = '/identity/resources/users/v1/passwords'
export const PASSWORD_CONFIG_PATH = `${PASSWORDS_PATH}/config`
/** Checks a reset link's token before the new password is asked for. */
export const RESET_PASSWORD_VALIDATE_PATH = `${PASSWORDS_PATH}/reset/validate`
/** Sets the new password with a reset link's token. */
export const RESET_PASSWORD_VERIFY_PATH = `${PASSWORDS_PATH}/reset/verify`

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * spec/auth.md §5 "password rules come from a server password configuration": the OWASP
 * strength-test settings the identity API answers (required: length; optional: lower case,
 * upper case, digit, symbol, of which `minOptionalTestsToPass` must pass unless a long enough
 * passphrase is allowed), plus the history policy, which only the server can check.
 */
export const PasswordConfigSchema = v.looseObject({
  minLength: v.optional(count),
  maxLength: v.optional(count),
  /** A password this long or longer is a passphrase: the optional tests do not apply to it. */
  allowPassphrases: v.optional(v.boolean()),
  minPhraseLength: v.optional(count),
  /** How many of the four character classes a password needs (0–4). */
  minOptionalTestsToPass: v.optional(v.pipe(count, v.maxValue(4))),
  /** The server refuses passwords found in breach corpora. */
  blockPwnedPasswords: v.optional(v.boolean()),
  /** The user's last `historySize` passwords cannot be used again. */
  passwordHistory: v.optional(v.nullable(v.looseObject({ enabled: v.boolean(), historySize: count }))),
})
export type PasswordConfig = v.InferOutput<typeof PasswordConfigSchema>

/** The reset link's parameters: whose password, and the one-time token that proves the email was read. */
export interface ResetPasswordToken {
  userId: string
  token: string
}

/** GET the password rules (for the user in a link, when known: a tenant may have its own). */
export function getPasswordConfig(client: Client, input: { userId?: string } = {}, options: CallOptions = {}): Promise<PasswordConfig> {
  return client.request(PASSWORD_CONFIG_PATH, { query: { userId: input.userId }, schema: PasswordConfigSchema, ...options })
}

/** Checks that a reset link is still good (not expired, not used) before asking for a password. */
export function validateResetPasswordToken(client: Client, input: ResetPasswordToken, options: CallOptions = {}): Promise<unknown> {
  return client.request(RESET_PASSWORD_VALIDATE_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

/** Sets a new password with a reset link's token; the token is used up. */
export function resetPassword(client: Client, input: ResetPasswordToken & { password: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(RESET_PASSWORD_VERIFY_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
