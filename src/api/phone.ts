import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/auth.md §7 users, phone: resetting the phone number of an account whose phone is lost. */
export const PHONE_PATH = '/identity/resources/users/v1/phone'

/** spec/auth.md §3 reset-phone-number tokens: the first, answered once a code was emailed. */
export const ResetPhoneNumberSchema = v.looseObject({ resetPhoneNumberToken: v.string() })
export type ResetPhoneNumberAnswer = v.InferOutput<typeof ResetPhoneNumberSchema>

/** The second token, answered once the emailed code was proven: it allows one phone number change. */
export const VerifyResetPhoneNumberSchema = v.looseObject({ changePhoneNumberToken: v.string() })
export type VerifyResetPhoneNumberAnswer = v.InferOutput<typeof VerifyResetPhoneNumberSchema>

/** Asks for a phone number reset: the API emails the account a code and answers the token it belongs to. */
export function resetPhoneNumber(client: Client, input: { email: string }, options: CallOptions = {}): Promise<ResetPhoneNumberAnswer> {
  return client.request(`${PHONE_PATH}/reset`, { method: 'POST', body: input, schema: ResetPhoneNumberSchema, ...options })
}

/** Proves the emailed code; answers the token that allows the change. */
export function verifyResetPhoneNumber(
  client: Client,
  input: { resetPhoneNumberToken: string; code: string },
  options: CallOptions = {},
): Promise<VerifyResetPhoneNumberAnswer> {
  return client.request(`${PHONE_PATH}/reset/verify`, { method: 'POST', body: input, schema: VerifyResetPhoneNumberSchema, ...options })
}

/** Sets the account's new phone number (E.164), where SMS sign-in codes go from now on. */
export function changePhoneNumber(client: Client, input: { phoneNumber: string; changePhoneNumberToken: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${PHONE_PATH}/change`, { method: 'PUT', body: input, schema: EmptySchema, ...options })
}
