import * as v from 'valibot'
import { fieldError, type FlowError } from './flowError'

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('emailRequired'), v.email('invalidEmail'))

/** The trimmed email, or the field error a flow shows for it ('emailRequired' / 'invalidEmail'). */
export function parseEmail(raw: string): { ok: true; email: string } | { ok: false; error: FlowError } {
  const parsed = v.safeParse(EmailSchema, raw)
  if (parsed.success) return { ok: true, email: parsed.output }
  const code = parsed.issues[0].message
  return { ok: false, error: fieldError(code, code === 'emailRequired' ? 'Enter your email' : 'Enter a valid email address', 'email') }
}
