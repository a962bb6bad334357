// The login reducer's later steps: a password, SSO, a breached password, quick-login registration, the
// passkey prompt and success. Each is reached only through the login's server work (loginActions), and
// loads with it.
import type { LoginEvent, LoginModel, LoginState } from './machine'
import { initialLoginModel, reject, signedIn, twoFactorState } from './models'

/** The reducer of every step but the first ones (firstSteps.ts). */
export function laterStepsReducer(model: LoginModel, event: LoginEvent): LoginModel {
  const { state } = model
  switch (state.step) {
    case 'loginWithPassword':
      switch (event.type) {
        case 'PASSWORD.SUBMITTED':
          return model.pending === null ? { ...model, pending: 'password', error: null } : reject(model)
        case 'PASSWORD.REJECTED':
          return { ...model, pending: null, error: event.error }
        case 'LOGIN.MFA_REQUIRED':
          return {
            state: twoFactorState(state.email, event.mfa),
            pending: null,
            error: null,
          }
        case 'LOGIN.BREACHED_PASSWORD':
          return model.pending === 'password' ? { state: { step: 'breachedPassword', email: state.email }, pending: null, error: null } : reject(model)
        case 'LOGIN.SUCCEEDED':
          return signedIn(state.email)
        case 'BACK':
          return initialLoginModel(state.email)
        default:
          return reject(model)
      }
    case 'redirectToSSO':
      if (event.type === 'SSO.FAILED') return { state: { step: 'loginWithSSOFailed', email: state.email, error: event.error }, pending: null, error: null }
      return event.type === 'BACK' ? initialLoginModel(state.email) : reject(model)
    case 'loginWithSSOFailed':
      // Nothing to do but wait: the hook goes on to the authenticated URL.
      return reject(model)
    case 'breachedPassword':
      switch (event.type) {
        case 'RESET.SUBMITTED':
          return model.pending === null ? { ...model, pending: 'reset', error: null } : reject(model)
        case 'RESET.SENT':
          return model.pending === 'reset' ? { state: { step: 'breachedPasswordSuccess', email: state.email }, pending: null, error: null } : reject(model)
        case 'RESET.FAILED':
          return model.pending === 'reset' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'BACK':
          return initialLoginModel(state.email)
        default:
          return reject(model)
      }
    case 'breachedPasswordSuccess':
      return event.type === 'BACK' ? initialLoginModel(state.email) : reject(model)
    case 'loginWithQuickSmsOtc':
      return quickLoginReducer(model, state, event)
    case 'success':
      if (event.type === 'QUICK_LOGIN.STARTED') {
        return { state: { step: 'loginWithQuickSmsOtc', email: state.email, destination: event.destination }, pending: null, error: null }
      }
      if (event.type !== 'PASSKEYS.PROMPTED') return reject(model)
      return { state: { step: 'promptPasskeys', email: state.email, destination: event.destination }, pending: null, error: null }
    case 'promptPasskeys':
      switch (event.type) {
        case 'PASSKEY.STARTED':
          return model.pending === null && event.ceremony === 'create' ? { ...model, pending: 'passkey', error: null } : reject(model)
        case 'PASSKEY.REJECTED':
          return model.pending === 'passkey' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'PASSKEY.CREATED':
          return model.pending === 'passkey' ? signedIn(state.email) : reject(model)
        case 'PASSKEYS.PROMPT_CLOSED':
          // Not while a passkey is being created: that ceremony ends the prompt itself.
          return model.pending === null ? signedIn(state.email) : reject(model)
        default:
          return reject(model)
      }
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
