import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

const PHONE_NUMBERS = '/identity/resources/users/phone-numbers/v1'

export const PhoneNumberCreatedSchema = v.looseObject({
  /** spec/auth.md §3: the token the verification code is checked against, held in state. */
  otcToken: v.string(),
  id: v.optional(v.string()),
})
export type PhoneNumberCreated = v.InferOutput<typeof PhoneNumberCreatedSchema>

/** Adds a phone number to the signed-in user and texts it a code (spec/auth.md §7 phone numbers: POST answers otcToken). */
export function createPhoneNumber(client: Client, input: { phoneNumber: string }, options: CallOptions = {}): Promise<PhoneNumberCreated> {
  return client.request(PHONE_NUMBERS, { method: 'POST', body: input, schema: PhoneNumberCreatedSchema, ...options })
}

/** Proves the code texted to a new phone number. */
export function verifyPhoneNumber(client: Client, input: { otcToken: string; code: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${PHONE_NUMBERS}/verify`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
