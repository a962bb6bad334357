// The login reducer's first steps: those a login page can start in (the email, a second factor or an
// SMS code handed over by another route) and their own events. The first render runs them; the later
// steps (laterSteps.ts) load with the login's server work, which is what leads to them.
import type { LoginEvent, LoginModel, LoginState, LoginStep, PreLoginOutcome } from './machine'
import { reject, signedIn, twoFactorState, initialLoginModel } from './models'
import { passwordlessReducer } from './stepReducers'

/** The steps a login can start in, with every step their own events lead to before the server work has answered. */
const FIRST_STEPS: ReadonlySet<LoginStep> = new Set<LoginStep>(['preLogin', 'loginWithTwoFactor', 'magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc'])

/** The reducer for the later steps, when it is there. */
export type LaterStepsReducer = (model: LoginModel, event: LoginEvent) => LoginModel

/**
 * The login's reducer (machine.ts `loginReducer` with `later` given): the first steps here, the
 * others by `later`. Without it an event of a later step is rejected; a later step is only reached
 * by the login's server work, which brings it.
 */
export function reduceLogin(model: LoginModel, event: LoginEvent, later: LaterStepsReducer | null): LoginModel {
  if (!FIRST_STEPS.has(model.state.step)) return later ? later(model, event) : reject(model)
  const { state } = model
  switch (state.step) {
    case 'preLogin':
      switch (event.type) {
        case 'EMAIL.SUBMITTED':
          // One submit at a time: a second while discovery or a passkey runs is ignored.
          return model.pending === null ? { state: { step: 'preLogin', email: event.email }, pending: 'email', error: null } : reject(model)
        case 'EMAIL.RESOLVED':
          if (model.pending !== 'email') return reject(model)
          return { state: resolvedStep(state.email, event.outcome), pending: null, error: null }
        case 'EMAIL.REJECTED':
          return { ...model, pending: null, error: event.error }
        case 'PASSKEY.STARTED':
          return model.pending === null && event.ceremony === 'signIn' ? { ...model, pending: 'passkey', error: null } : reject(model)
        case 'PASSKEY.REJECTED':
          return model.pending === 'passkey' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'LOGIN.MFA_REQUIRED':
          // A passkey sign-in answers like a login: it may still ask for a second factor.
          return model.pending === 'passkey' ? { state: twoFactorState(state.email, event.mfa), pending: null, error: null } : reject(model)
        case 'LOGIN.SUCCEEDED':
          return model.pending === 'passkey' ? signedIn(state.email) : reject(model)
        default:
          return reject(model)
      }
    case 'loginWithTwoFactor':
      switch (event.type) {
        case 'MFA.VERIFIED':
          return model.pending === null ? { ...model, pending: 'mfa', error: null } : reject(model)
        case 'MFA.COMPLETION_FAILED':
          return model.pending === 'mfa' ? { ...model, pending: null, error: event.error } : reject(model)
        case 'LOGIN.MFA_REQUIRED':
          // The proof was taken but the server asks again (a new challenge): start over on it.
          return model.pending === 'mfa' ? { state: twoFactorState(state.email, event.mfa), pending: null, error: null } : reject(model)
        case 'LOGIN.SUCCEEDED':
          return signedIn(state.email)
        case 'BACK':
          return initialLoginModel(state.email)
        default:
          return reject(model)
      }
    case 'magicLinkPreLoginSuccess':
    case 'loginWithOtc':
    case 'loginWithSmsOtc':
      return passwordlessReducer(model, state, event)
    default:
      return reject(model)
  }
}

function resolvedStep(email: string, outcome: PreLoginOutcome): LoginState {
  switch (outcome.step) {
    case 'redirectToSSO':
      return { step: 'redirectToSSO', email, address: outcome.address }
    case 'loginWithSSOFailed':
      return { step: 'loginWithSSOFailed', email, error: outcome.error }
    case 'loginWithPassword':
      return { step: 'loginWithPassword', email }
    case 'loginWithSmsOtc':
      return { step: 'loginWithSmsOtc', email, resent: 0, ...(outcome.phoneNumber ? { phoneNumber: outcome.phoneNumber } : {}) }
    default:
      return { step: outcome.step, email, resent: 0 }
  }
}
