import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { LoginResponseSchema, type LoginResponse } from './auth.schemas'

const AUTH = '/identity/resources/auth/v1'

/** spec/auth.md §3 passwordless types: the auth strategies that sign in without a password. */
export const PASSWORDLESS_TYPES = ['MagicLink', 'Code', 'SmsCode'] as const
export type PasswordlessType = (typeof PASSWORDLESS_TYPES)[number]

/** The path segment of a passwordless type: `/passwordless/magiclink/prelogin`. */
const segment = (type: PasswordlessType) => type.toLowerCase()

export const PasswordlessPreLoginSchema = v.looseObject({
  /** Where an SMS code went, masked by the server (e.g. "+1 ••• ••• 4567"). */
  phoneNumber: v.optional(v.string()),
})
export type PasswordlessPreLogin = v.InferOutput<typeof PasswordlessPreLoginSchema>

export interface PasswordlessPreLoginInput {
  type: PasswordlessType
  email: string
  invitationToken?: string
  recaptchaToken?: string
}

/** Sends the magic link, emailed code or SMS code for this email. */
export function passwordlessPreLogin(client: Client, input: PasswordlessPreLoginInput, options: CallOptions = {}): Promise<PasswordlessPreLogin> {
  return client.request(`${AUTH}/passwordless/${segment(input.type)}/prelogin`, {
    method: 'POST',
    body: input,
    schema: PasswordlessPreLoginSchema,
    ...options,
  })
}

export interface PasswordlessPostLoginInput {
  type: PasswordlessType
  /** The one-time code the user typed, or the token of the magic link they followed. */
  token: string
  email?: string
  invitationToken?: string
}

/** Proves the code or link; answers tokens or an MFA challenge like a password login. */
export function passwordlessPostLogin(client: Client, input: PasswordlessPostLoginInput, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request(`${AUTH}/passwordless/${segment(input.type)}/postlogin`, {
    method: 'POST',
    body: input,
    schema: LoginResponseSchema,
    ...options,
  })
}
