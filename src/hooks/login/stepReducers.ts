// The passwordless steps' own events (codes and links), one of the login reducer's first steps (firstSteps.ts).
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
