import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/auth.md §7 phone numbers: the signed-in user's own. */
export const PHONE_NUMBERS_PATH = '/identity/resources/users/phone-numbers/v1'
const PHONE_NUMBERS = PHONE_NUMBERS_PATH

/** spec/admin.md §9 "Phone number list 10", spec/auth.md §7 "list limit 10, offset 0". */
export const PHONE_NUMBERS_PAGE = { limit: 10, offset: 0 } as const

export const PhoneNumberCreatedSchema = v.looseObject({
  /** spec/auth.md §3: the token the verification code is checked against, held in state. */
  otcToken: v.string(),
  id: v.optional(v.string()),
})
export type PhoneNumberCreated = v.InferOutput<typeof PhoneNumberCreatedSchema>

/** spec/admin.md §3 Phone number. */
export const PhoneNumberSchema = v.looseObject({
  id: v.string(),
  /** E.164. */
  phoneNumber: v.string(),
  createdAt: v.optional(v.string()),
})
export type PhoneNumber = v.InferOutput<typeof PhoneNumberSchema>

/** A page of phone numbers: `{ items }` (or a bare list, which some deployments answer). */
export const PhoneNumbersSchema = v.pipe(
  v.union([v.array(PhoneNumberSchema), v.looseObject({ items: v.array(PhoneNumberSchema) })]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.items)),
)

const phoneNumber = (phoneId: string) => `${PHONE_NUMBERS}/${encodeURIComponent(phoneId)}`

/** The signed-in user's phone numbers, one page (10 from the first by default). */
export function listPhoneNumbers(client: Client, page: { limit: number; offset: number } = PHONE_NUMBERS_PAGE, options: CallOptions = {}): Promise<PhoneNumber[]> {
  return client.request(PHONE_NUMBERS, { query: { _limit: page.limit, _offset: page.offset }, schema: PhoneNumbersSchema, ...options })
}

/** Adds a phone number to the signed-in user and texts it a code (spec/auth.md §7 phone numbers: POST answers otcToken). */
export function createPhoneNumber(client: Client, input: { phoneNumber: string }, options: CallOptions = {}): Promise<PhoneNumberCreated> {
  return client.request(PHONE_NUMBERS, { method: 'POST', body: input, schema: PhoneNumberCreatedSchema, ...options })
}

/** Proves the code texted to a new phone number. */
export function verifyPhoneNumber(client: Client, input: { otcToken: string; code: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${PHONE_NUMBERS}/verify`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

/** Asks to remove a phone number: the API texts it a code and answers the otcToken to prove it with. */
export function deletePhoneNumber(client: Client, input: { phoneId: string }, options: CallOptions = {}): Promise<PhoneNumberCreated> {
  return client.request(phoneNumber(input.phoneId), { method: 'DELETE', schema: PhoneNumberCreatedSchema, ...options })
}

/** Proves the code texted for removing a phone number; the number is gone once it is answered. */
export function verifyDeletePhoneNumber(client: Client, input: { phoneId: string; otcToken: string; code: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${phoneNumber(input.phoneId)}/delete/verify`, { method: 'POST', body: { otcToken: input.otcToken, code: input.code }, schema: EmptySchema, ...options })
}
