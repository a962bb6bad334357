import type { PasswordConfig } from '../../api/passwords'
import type { SignUpRequest, SignUpResponse } from '../../api/signUp'
import { newPasswordError, PASSWORD_RULES_NOT_MET } from '../shared/passwordRules'
import type { GatehouseEvent } from '../session/events'
import type { SessionTokens } from '../session/finishSignIn'
import { type MfaChallenge } from '../login/machine'
import { interpretLoginResponse } from '../login/loginAnswers'
import { parseEmail } from '../shared/email'
import { fieldError, type FlowError } from '../shared/flowError'
import { asksForPassword, type SignUpConfig, type SignUpForm } from './machine'

/**
 * The first field the form must fix before anything is sent, or null when it can go. The password
 * must meet the server's rules the browser can check, once they are loaded (spec/auth.md §5); the
 * server has the last word either way.
 */
export function signUpFormError(form: SignUpForm, config: Pick<SignUpConfig, 'authStrategy'>, passwordConfig?: PasswordConfig): FlowError | null {
  const email = parseEmail(form.email)
  if (!email.ok) return email.error
  if (!form.name.trim()) return fieldError('nameRequired', 'Enter your name', 'name')
  if (!asksForPassword(config)) return null
  const refused = newPasswordError(passwordConfig, form.password ?? '')
  return refused && fieldError(refused.code, refused.code === 'passwordRules' ? PASSWORD_RULES_NOT_MET : 'Enter a password', refused.field)
}

/**
 * spec/auth.md §3 sign-up request: the phone number is removed before sending, the invitation
 * token kept, the password sent only when the vendor signs people in with one; blank optional
 * fields are left out rather than sent empty.
 */
export function signUpRequest(form: SignUpForm, config: Pick<SignUpConfig, 'authStrategy'>, invitationToken?: string | null): SignUpRequest {
  const name = form.name.trim()
  const companyName = form.companyName.trim()
  return {
    email: form.email.trim(),
    ...(name ? { name } : {}),
    ...(companyName ? { companyName } : {}),
    ...(asksForPassword(config) && form.password ? { password: form.password } : {}),
    ...(invitationToken ? { invitationToken } : {}),
  }
}

/** What a sign-up answer comes to (spec/auth.md §4 sign-up). */
export type SignUpOutcome =
  /** No activation needed and the new user must prove a second factor: the login route's MFA step. */
  | { readonly kind: 'mfa'; readonly mfa: MfaChallenge }
  /** The success stage; `tokens` when the answer signs the user in. */
  | { readonly kind: 'success'; readonly shouldActivate: boolean; readonly tokens: SessionTokens | null }

/**
 * spec/auth.md §4 sign-up: "If no activation is required and the returned user needs MFA, the
 * login MFA step is entered. Otherwise the success stage is shown, shouldActivate noted, and the
 * user authenticated when an access token exists." The new user's login answer comes as `user`
 * (or `authResponse` from newer servers).
 */
export function signUpOutcome(answer: SignUpResponse): SignUpOutcome {
  const login = answer.user ?? answer.authResponse
  const result = login ? interpretLoginResponse(login) : null
  if (!answer.shouldActivate && result?.kind === 'mfa') return { kind: 'mfa', mfa: result.mfa }
  const tokens = result?.kind === 'authenticated' && result.accessToken ? { accessToken: result.accessToken, expiresIn: result.expiresIn } : null
  return { kind: 'success', shouldActivate: answer.shouldActivate, tokens }
}

/** spec/auth.md §4, §9 events: a sign-up is announced, unless the user came with an invitation (the inviter's sign-up, not a new customer). */
export function signUpEvents(input: { userId?: string; email: string; name?: string; invitationToken?: string | null }): GatehouseEvent[] {
  if (input.invitationToken) return []
  return [{ type: 'signup_completed', provider: 'local', email: input.email, ...(input.userId ? { userId: input.userId } : {}), ...(input.name ? { name: input.name } : {}) }]
}

/**
 * A server refusal that belongs to a field gets tied to it (spec/auth.md §5: the server's password
 * refusal shows on the field): a taken email (409) on the email, a 400 about the password on the
 * password. Anything else stays on the form.
 */
export function refusalOnField(error: FlowError): FlowError {
  if (error.field || error.code !== 'http') return error
  if (error.status === 409) return { ...error, field: 'email' }
  if (error.status === 400 && /password/i.test(error.message)) return { ...error, field: 'password' }
  return error
}

/** A new account has no earlier passwords: the history rule does not apply to it. */
export function rulesForNewAccount(config: PasswordConfig): PasswordConfig {
  return config.passwordHistory ? { ...config, passwordHistory: null } : config
}
