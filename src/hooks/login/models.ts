// The login models the reducer starts from and moves to, and its one way of refusing an event.
import type { LoginModel, LoginState, MfaChallenge } from './machine'
import type { SmsLoginHandoff } from './smsHandoff'

export const initialLoginModel = (email = ''): LoginModel => ({ state: { step: 'preLogin', email }, pending: null, error: null })

export const signedIn = (email: string): LoginModel => ({ state: { step: 'success', email }, pending: null, error: null })

/** An event that makes no sense in the current step changes nothing. */
export function reject(model: LoginModel): LoginModel {
  return model
}

/** A login that starts at the second factor: a callback route handed over its MFA challenge (spec/auth.md §4). */
export function continuedLoginModel(email: string, mfa: MfaChallenge): LoginModel {
  return { state: twoFactorState(email, mfa), pending: null, error: null }
}

/**
 * A second factor is due: the MFA screen takes over on the challenge. Whether that is proving a
 * factor or enrolling one (forceTwoFactor, spec/auth.md §4) is the MFA screen's to decide and show.
 */
export function twoFactorState(email: string, mfa: MfaChallenge): LoginState {
  return { step: 'loginWithTwoFactor', email, mfa }
}

/**
 * A login that starts at the SMS code: another flow sent it (spec/auth.md §4 phone reset: after the
 * change the SMS-code login step starts). A code that could not be sent shows as the step's error.
 */
export function smsLoginModel({ email, phoneNumber, error }: SmsLoginHandoff): LoginModel {
  return { state: { step: 'loginWithSmsOtc', email, resent: 0, ...(phoneNumber ? { phoneNumber } : {}) }, pending: null, error: error ?? null }
}

/** spec/auth.md §2 flows: registerQuickLogin while a quick-login method is being registered, login otherwise. */
export function loginFlow(state: LoginState): 'login' | 'registerQuickLogin' {
  return state.step === 'loginWithQuickSmsOtc' ? 'registerQuickLogin' : 'login'
}
