import { fieldError, type FlowError } from './flowError'

/**
 * What an email address must look like to be sent: valibot's `email()` pattern (one address, a dotted
 * domain, a top-level domain of two letters or more). A plain check, so the email step loads no
 * schema library; the server has the final say.
 */
const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u

/** The trimmed email, or the field error a flow shows for it ('emailRequired' / 'invalidEmail'). */
export function parseEmail(raw: string): { ok: true; email: string } | { ok: false; error: FlowError } {
  const email = raw.trim()
  if (!email) return { ok: false, error: fieldError('emailRequired', 'Enter your email', 'email') }
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: fieldError('invalidEmail', 'Enter a valid email address', 'email') }
  return { ok: true, email }
}
