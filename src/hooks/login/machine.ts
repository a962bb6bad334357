import type { FlowError } from '../shared/flowError'
import type { MfaChallenge } from '../mfa/steps'

export type { MfaChallenge } from '../mfa/steps'
import { reduceLogin } from './firstSteps'
import { laterStepsReducer } from './laterSteps'

export { initialLoginModel, continuedLoginModel, smsLoginModel } from './models'

/** spec/auth.md §2: every step of the login flows. */
export const LOGIN_STEPS = [
  'preLogin',
  'magicLinkPreLoginSuccess',
  'loginWithSmsOtc',
  'loginWithQuickSmsOtc',
  'loginWithOtc',
  'loginWithPassword',
  'loginWithTwoFactor',
  'redirectToSSO',
  'loginWithSSOFailed',
  'success',
  'forceTwoFactor',
  'recoverTwoFactor',
  'promptPasskeys',
  'breachedPassword',
  'breachedPasswordSuccess',
] as const
export type LoginStep = (typeof LOGIN_STEPS)[number]

/**
 * spec/auth.md §2: the login steps of a second factor. The login holds one state for all three
 * (loginWithTwoFactor, with the challenge); which of them it is follows from the MFA screen's own
 * state, `loginStepForMfa(mfa.state)`: forceTwoFactor while enrolling, recoverTwoFactor while a
 * recovery code is typed, loginWithTwoFactor otherwise. Derived, never copied, so the two cannot differ.
 */
export type TwoFactorStep = 'loginWithTwoFactor' | 'forceTwoFactor' | 'recoverTwoFactor'

export type LoginState =
  | { readonly step: 'preLogin'; readonly email: string }
  | { readonly step: 'loginWithPassword'; readonly email: string }
  /** A magic link is on its way to the email; `resent` counts the links asked for again. */
  | { readonly step: 'magicLinkPreLoginSuccess'; readonly email: string; readonly resent: number }
  /** An emailed one-time code is on its way. */
  | { readonly step: 'loginWithOtc'; readonly email: string; readonly resent: number }
  /** An SMS code is on its way to the account's phone (masked by the server when it says where). */
  | { readonly step: 'loginWithSmsOtc'; readonly email: string; readonly resent: number; readonly phoneNumber?: string }
  | { readonly step: 'redirectToSSO'; readonly email: string; readonly address: string }
  /** spec/auth.md §4 SSO failure: the IdP address was unusable or could not be opened; the authenticated URL follows after 1000 ms. */
  | { readonly step: 'loginWithSSOFailed'; readonly email: string; readonly error: FlowError }
  /** A second factor is due; the MFA screen (useMfa) runs on `mfa` and names the step within it (TwoFactorStep). */
  | { readonly step: 'loginWithTwoFactor'; readonly email: string; readonly mfa: MfaChallenge }
  | { readonly step: 'success'; readonly email: string }
  /** spec/auth.md §4 step 2: signed in, and offered a passkey before going on to `destination`. */
  | { readonly step: 'promptPasskeys'; readonly email: string; readonly destination: string }
  /**
   * Flow registerQuickLogin (spec/auth.md §2, §4): signed in, and registering a phone for quick
   * SMS sign-in before going on to `destination`. `otcToken` is set once the code was texted.
   */
  | {
      readonly step: 'loginWithQuickSmsOtc'
      readonly email: string
      readonly destination: string
      readonly phoneNumber?: string
      readonly otcToken?: string
    }
  /** spec/auth.md §4 step 1: the password is in a breach corpus and the server gave no session; a reset is offered. */
  | { readonly step: 'breachedPassword'; readonly email: string }
  /** The reset link for the breached password is on its way. */
  | { readonly step: 'breachedPasswordSuccess'; readonly email: string }

export interface LoginModel {
  readonly state: LoginState
  /** Which submit waits for the server, if any. */
  readonly pending: 'email' | 'password' | 'mfa' | 'code' | 'resend' | 'passkey' | 'reset' | 'phone' | null
  readonly error: FlowError | null
}

/** Where email discovery leads. */
export type PreLoginOutcome =
  | { readonly step: 'redirectToSSO'; readonly address: string }
  | { readonly step: 'loginWithSSOFailed'; readonly error: FlowError }
  | { readonly step: 'loginWithPassword' }
  | { readonly step: PasswordlessStep; readonly phoneNumber?: string }

/** The steps that wait for a code or a link the server sent (spec/auth.md §4 pre-login). */
export type PasswordlessStep = 'magicLinkPreLoginSuccess' | 'loginWithOtc' | 'loginWithSmsOtc'

export type LoginEvent =
  /** The user submitted an email on preLogin: discovery starts. */
  | { type: 'EMAIL.SUBMITTED'; email: string }
  /** SSO discovery and the auth strategy picked the next step. */
  | { type: 'EMAIL.RESOLVED'; outcome: PreLoginOutcome }
  /** The email was not accepted (bad format, discovery failed, method unavailable). */
  | { type: 'EMAIL.REJECTED'; error: FlowError }
  /** The IdP could not be opened (the native bridge failed): the SSO sign-in failed. */
  | { type: 'SSO.FAILED'; error: FlowError }
  /** The user submitted a password: the login call starts. */
  | { type: 'PASSWORD.SUBMITTED' }
  /** The password was refused (empty, wrong, locked account, server or network failure). */
  | { type: 'PASSWORD.REJECTED'; error: FlowError }
  /** The credentials were right and a second factor is due (spec/auth.md §4 login response). */
  | { type: 'LOGIN.MFA_REQUIRED'; mfa: MfaChallenge }
  /** The second factor was proven: the session is being set up from the tokens. */
  | { type: 'MFA.VERIFIED' }
  /** The tokens could not be turned into a session (profile load failed, unreadable token). */
  | { type: 'MFA.COMPLETION_FAILED'; error: FlowError }
  /** The user submitted the emailed or texted one-time code. */
  | { type: 'CODE.SUBMITTED' }
  /** The code was refused (malformed, wrong, expired, server or network failure). */
  | { type: 'CODE.REJECTED'; error: FlowError }
  /** The user asked for another code or link. */
  | { type: 'CODE.RESEND_REQUESTED' }
  /** The server sent another code or link. */
  | { type: 'CODE.RESENT'; phoneNumber?: string }
  /** Sending another code or link failed. */
  | { type: 'CODE.RESEND_FAILED'; error: FlowError }
  /** A passkey ceremony starts: signing in with one (on preLogin) or creating one (on promptPasskeys). */
  | { type: 'PASSKEY.STARTED'; ceremony: 'signIn' | 'create' }
  /** The ceremony or its calls failed, or the person cancelled it. */
  | { type: 'PASSKEY.REJECTED'; error: FlowError }
  /** spec/auth.md §4 step 2: the passkey prompt applies; `destination` is where the login goes after it. */
  | { type: 'PASSKEYS.PROMPTED'; destination: string }
  /** The passkey offered on promptPasskeys was created: on to the destination. */
  | { type: 'PASSKEY.CREATED' }
  /** The person closed the prompt (not now, or don't show again): on to the destination. */
  | { type: 'PASSKEYS.PROMPT_CLOSED' }
  /** The password was right but is breached, and the server withheld the session (security center). */
  | { type: 'LOGIN.BREACHED_PASSWORD' }
  /** The user asked for a reset link for the breached password. */
  | { type: 'RESET.SUBMITTED' }
  /** The reset link was sent. */
  | { type: 'RESET.SENT' }
  /** Sending the reset link failed. */
  | { type: 'RESET.FAILED'; error: FlowError }
  /** A quick-login registration is pending for this user: the flow switches to registerQuickLogin. */
  | { type: 'QUICK_LOGIN.STARTED'; destination: string }
  /** The user submitted the phone number to register. */
  | { type: 'PHONE.SUBMITTED' }
  /** The code was texted to the number. */
  | { type: 'PHONE.CODE_SENT'; phoneNumber: string; otcToken: string }
  /** What was typed is not a phone number: said at once, nothing sent. */
  | { type: 'PHONE.INVALID'; error: FlowError }
  /** The server refused the number (taken, invalid), or the call failed. */
  | { type: 'PHONE.REJECTED'; error: FlowError }
  /** The user submitted the code texted to the number to register. */
  | { type: 'PHONE.CODE_SUBMITTED' }
  /** That code was refused (malformed, wrong, expired, server or network failure). */
  | { type: 'PHONE.CODE_REJECTED'; error: FlowError }
  /** The code proved the number: it is registered for quick login; on to the destination. */
  | { type: 'PHONE.VERIFIED' }
  /** The user wants to enter another number. */
  | { type: 'PHONE.CHANGE_REQUESTED' }
  /** The user chose not now: on to the destination, asked again on the next sign-in. */
  | { type: 'QUICK_LOGIN.SKIPPED' }
  /** Tokens stored and the user loaded. */
  | { type: 'LOGIN.SUCCEEDED' }
  /** The user wants to sign in with another email. */
  | { type: 'BACK' }

/**
 * The login's reducer: the first steps (firstSteps.ts: the email, a second factor, a code) and the
 * later ones (laterSteps.ts), split so that a login page's first chunk holds only the first.
 */
export function loginReducer(model: LoginModel, event: LoginEvent): LoginModel {
  return reduceLogin(model, event, laterStepsReducer)
}

export { loginFlow } from './models'
