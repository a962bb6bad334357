// The login reducer's step families with their own events: passwordless codes and links, quick-login registration.
import type { LoginEvent, LoginModel, LoginState, PasswordlessStep } from './machine'
import { initialLoginModel, reject, signedIn, twoFactorState } from './models'

type PasswordlessState = Extract<LoginState, { step: PasswordlessStep }>

/** Waiting for a code or a magic link: codes are checked, links and codes can be sent again. */
export function passwordlessReducer(model: LoginModel, state: PasswordlessState, event: LoginEvent): LoginModel {
  switch (event.type) {
    case 'CODE.SUBMITTED':
      // A magic link is proven on the callback route, never typed here.
      return state.step === 'magicLinkPreLoginSuccess' || model.pending !== null ? reject(model) : { ...model, pending: 'code', error: null }
    case 'CODE.REJECTED':
      return model.pending === 'code' || model.pending === null ? { ...model, pending: null, error: event.error } : reject(model)
    case 'CODE.RESEND_REQUESTED':
      return model.pending === null ? { ...model, pending: 'resend', error: null } : reject(model)
    case 'CODE.RESENT': {
      if (model.pending !== 'resend') return reject(model)
      const phone = state.step === 'loginWithSmsOtc' && event.phoneNumber ? { phoneNumber: event.phoneNumber } : {}
      return { state: { ...state, resent: state.resent + 1, ...phone }, pending: null, error: null }
    }
    case 'CODE.RESEND_FAILED':
      return model.pending === 'resend' ? { ...model, pending: null, error: event.error } : reject(model)
    case 'LOGIN.MFA_REQUIRED':
      if (model.pending !== 'code') return reject(model)
      return {
        state: twoFactorState(state.email, event.mfa),
        pending: null,
        error: null,
      }
    case 'LOGIN.SUCCEEDED':
      return signedIn(state.email)
    case 'BACK':
      return initialLoginModel(state.email)
    default:
      return reject(model)
  }
}

type QuickLoginState = Extract<LoginState, { step: 'loginWithQuickSmsOtc' }>

/** registerQuickLogin: a phone number, then the code texted to it; "not now" at any point. */
export function quickLoginReducer(model: LoginModel, state: QuickLoginState, event: LoginEvent): LoginModel {
  const askingForPhone = state.otcToken === undefined
  switch (event.type) {
    case 'PHONE.SUBMITTED':
      return askingForPhone && model.pending === null ? { ...model, pending: 'phone', error: null } : reject(model)
    case 'PHONE.CODE_SENT':
      if (model.pending !== 'phone') return reject(model)
      return { state: { ...state, phoneNumber: event.phoneNumber, otcToken: event.otcToken }, pending: null, error: null }
    case 'PHONE.INVALID':
      return askingForPhone && model.pending === null ? { ...model, error: event.error } : reject(model)
    case 'PHONE.REJECTED':
      return model.pending === 'phone' ? { ...model, pending: null, error: event.error } : reject(model)
    case 'PHONE.CHANGE_REQUESTED': {
      if (askingForPhone || model.pending) return reject(model)
      const { otcToken: _token, ...rest } = state
      return { state: rest, pending: null, error: null }
    }
    case 'PHONE.CODE_SUBMITTED':
      return !askingForPhone && model.pending === null ? { ...model, pending: 'code', error: null } : reject(model)
    case 'PHONE.CODE_REJECTED':
      return !askingForPhone && model.pending === 'code' ? { ...model, pending: null, error: event.error } : reject(model)
    case 'PHONE.VERIFIED':
      return model.pending === 'code' ? signedIn(state.email) : reject(model)
    case 'QUICK_LOGIN.SKIPPED':
      return model.pending === null ? signedIn(state.email) : reject(model)
    default:
      return reject(model)
  }
}
