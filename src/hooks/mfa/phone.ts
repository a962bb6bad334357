import type { CountryCode } from 'libphonenumber-js/min'
import { fieldError, type FlowError } from '../shared/flowError'

export type { CountryCode }

/**
 * A phone number for SMS enrolment, checked and written in E.164 (`+12025550143`). Without a
 * default country the number must start with its country code. libphonenumber-js and its
 * metadata (~40 KiB gz) load on the first number typed, never with the login box.
 */
export async function parsePhoneNumber(raw: string, defaultCountry?: CountryCode): Promise<{ ok: true; phoneNumber: string } | { ok: false; error: FlowError }> {
  const text = raw.trim()
  if (!text) return { ok: false, error: fieldError('phoneNumberRequired', 'Enter your phone number', 'phoneNumber') }
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min')
  const parsed = parsePhoneNumberFromString(text, defaultCountry)
  if (!parsed?.isValid()) return { ok: false, error: fieldError('invalidPhoneNumber', 'Enter a valid phone number with its country code', 'phoneNumber') }
  return { ok: true, phoneNumber: parsed.number }
}
