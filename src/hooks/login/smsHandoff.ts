import type { FlowError } from '../shared/flowError'

/**
 * An SMS-code sign-in another flow hands to the login route (spec/auth.md §4 phone reset: after the
 * change the SMS-code login step starts): whose, where the code went, or why it was not sent. It
 * travels in session storage, so it survives the full page load of a host without a router.
 */
export interface SmsLoginHandoff {
  readonly email: string
  /** Where the code went, masked by the server. */
  readonly phoneNumber?: string
  /** Sending the code failed: the login step says so, and can send another. */
  readonly error?: FlowError
}

/** A hand-off older than this is dropped: the login route was not opened after it, and its code has run out. */
export const SMS_HANDOFF_MAX_AGE_MS = 10 * 60 * 1000

export function serialiseSmsLoginHandoff(handoff: SmsLoginHandoff, now: number): string {
  return JSON.stringify({ ...handoff, at: now })
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** The hand-off from storage, or null when there is none, it is stale, or it is not one this kit wrote. */
export function parseSmsLoginHandoff(raw: string | null, now: number): SmsLoginHandoff | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { email, phoneNumber, error, at } = value as Record<string, unknown>
  if (!isString(email) || !email || typeof at !== 'number' || at > now || now - at > SMS_HANDOFF_MAX_AGE_MS) return null
  if (phoneNumber !== undefined && !isString(phoneNumber)) return null
  const handoff: { email: string; phoneNumber?: string; error?: FlowError } = { email }
  if (phoneNumber) handoff.phoneNumber = phoneNumber
  if (error !== undefined) {
    if (typeof error !== 'object' || error === null) return null
    const { code, message, status } = error as Record<string, unknown>
    if (!isString(code) || !isString(message) || (status !== undefined && typeof status !== 'number')) return null
    handoff.error = { code, message, ...(typeof status === 'number' ? { status } : {}) }
  }
  return handoff
}
