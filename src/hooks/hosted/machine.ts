import type { FlowError } from '../shared/flowError'

/** Starting a hosted sign-in, step-up or logout from the app (spec/auth.md §4 hosted login). */
export type HostedLoginState =
  /** Nothing under way. */
  | { readonly step: 'idle' }
  /** The silent refresh tried first: a live session at the identity API signs in with no redirect. */
  | { readonly step: 'checkingSession' }
  /** Leaving for the authorization server (sign-in or step-up). */
  | { readonly step: 'redirecting'; readonly purpose: 'login' | 'stepUp' }
  /** The silent refresh signed the user in. */
  | { readonly step: 'signedIn' }
  /** Ending the session here, then at the provider. */
  | { readonly step: 'signingOut' }
  /** The redirect could not be prepared (discovery unreachable, bad settings). */
  | { readonly step: 'failed'; readonly error: FlowError }

export type HostedLoginEvent =
  /** The user asked to sign in; `silent` says whether the silent refresh comes first. */
  | { type: 'LOGIN.STARTED'; silent: boolean }
  /** The silent refresh answered a session. */
  | { type: 'SILENT.SUCCEEDED' }
  /** No session to refresh silently: on to the redirect. */
  | { type: 'SILENT.FAILED' }
  /** A step-up through the authorization server was asked (acr, max_age). */
  | { type: 'STEP_UP.STARTED' }
  /** The authorize URL could not be built. */
  | { type: 'REDIRECT.FAILED'; error: FlowError }
  /** The user signs out. */
  | { type: 'LOGOUT.STARTED' }

export const initialHostedLoginState: HostedLoginState = { step: 'idle' }

/** Only a flow at rest starts something; a second press while one is under way is ignored. */
const atRest = (state: HostedLoginState) => state.step === 'idle' || state.step === 'failed' || state.step === 'signedIn'

export function hostedLoginReducer(state: HostedLoginState, event: HostedLoginEvent): HostedLoginState {
  switch (event.type) {
    case 'LOGIN.STARTED':
      if (!atRest(state)) return state
      return event.silent ? { step: 'checkingSession' } : { step: 'redirecting', purpose: 'login' }
    case 'SILENT.SUCCEEDED':
      return state.step === 'checkingSession' ? { step: 'signedIn' } : state
    case 'SILENT.FAILED':
      return state.step === 'checkingSession' ? { step: 'redirecting', purpose: 'login' } : state
    case 'STEP_UP.STARTED':
      return atRest(state) ? { step: 'redirecting', purpose: 'stepUp' } : state
    case 'REDIRECT.FAILED':
      return state.step === 'redirecting' || state.step === 'checkingSession' ? { step: 'failed', error: event.error } : state
    case 'LOGOUT.STARTED':
      return state.step === 'signingOut' || state.step === 'redirecting' ? state : { step: 'signingOut' }
  }
}

/** The `/oauth/callback` route (spec/auth.md §2 hosted login redirect). */
export type HostedCallbackState =
  /** Checking the answer and exchanging its code for tokens. */
  | { readonly step: 'exchanging' }
  /** Signed in; navigating onward. */
  | { readonly step: 'success' }
  /** Refused or unreachable: said plainly, with a way to sign in again. */
  | { readonly step: 'failed'; readonly error: FlowError }
  /** Signing in again after a failure: leaving for the authorization server. */
  | { readonly step: 'redirecting' }

export type HostedCallbackEvent =
  /** Tokens in hand and the session stored. */
  | { type: 'EXCHANGE.SUCCEEDED' }
  /** The callback was refused (state, code, verifier, ID token) or the exchange failed. */
  | { type: 'EXCHANGE.FAILED'; error: FlowError }
  /** The user asked to sign in again from the failure. */
  | { type: 'RETRY' }
  /** The new sign-in could not be prepared. */
  | { type: 'REDIRECT.FAILED'; error: FlowError }

export const initialHostedCallbackState: HostedCallbackState = { step: 'exchanging' }

export function hostedCallbackReducer(state: HostedCallbackState, event: HostedCallbackEvent): HostedCallbackState {
  switch (event.type) {
    case 'EXCHANGE.SUCCEEDED':
      return state.step === 'exchanging' ? { step: 'success' } : state
    case 'EXCHANGE.FAILED':
      return state.step === 'exchanging' ? { step: 'failed', error: event.error } : state
    case 'RETRY':
      return state.step === 'failed' ? { step: 'redirecting' } : state
    case 'REDIRECT.FAILED':
      return state.step === 'redirecting' ? { step: 'failed', error: event.error } : state
  }
}
