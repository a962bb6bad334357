import type { FlowError } from '../shared/flowError'
import type { Routes } from '../session/routes'

/** The routes an identity provider or an email link brings the user back to (spec/auth.md §2). */
export type CallbackKind = 'social' | 'oidc' | 'saml' | 'magicLink'

export type LoginCallbackState =
  /** Proving what the provider or link brought back. */
  | { readonly step: 'verifying'; readonly kind: CallbackKind }
  /** spec/auth.md §4 SSO failure: shown, then the authenticated URL after 1000 ms (not for magic links). */
  | { readonly step: 'loginWithSSOFailed'; readonly kind: CallbackKind; readonly error: FlowError }
  /** A second factor is due: the login route takes over with the challenge. */
  | { readonly step: 'loginWithTwoFactor'; readonly kind: CallbackKind }
  /** Signed in; navigating onward. */
  | { readonly step: 'success'; readonly kind: CallbackKind }

export type LoginCallbackEvent =
  /** The session is stored. */
  | { type: 'CALLBACK.SUCCEEDED' }
  /** The answer asks for a second factor. */
  | { type: 'CALLBACK.MFA_REQUIRED' }
  /** The callback could not be completed (bad query, refused, unreachable, malformed). */
  | { type: 'CALLBACK.FAILED'; error: FlowError }

export const initialCallbackState = (kind: CallbackKind): LoginCallbackState => ({ step: 'verifying', kind })

export function loginCallbackReducer(state: LoginCallbackState, event: LoginCallbackEvent): LoginCallbackState {
  if (state.step !== 'verifying') return state
  switch (event.type) {
    case 'CALLBACK.SUCCEEDED':
      return { step: 'success', kind: state.kind }
    case 'CALLBACK.MFA_REQUIRED':
      return { step: 'loginWithTwoFactor', kind: state.kind }
    case 'CALLBACK.FAILED':
      return { step: 'loginWithSSOFailed', kind: state.kind, error: event.error }
  }
}

/** Which callback a page is, from its path and the (overridable) routes; null when none. */
export function callbackKindForPath(pathname: string, routes: Pick<Routes, 'socialLoginCallbackUrl' | 'oidcRedirectUrl' | 'samlCallbackUrl' | 'magicLinkCallbackUrl'>): CallbackKind | null {
  const path = (route: string) => new URL(route, 'http://localhost').pathname
  const byRoute: [string, CallbackKind][] = [
    [routes.socialLoginCallbackUrl, 'social'],
    [routes.oidcRedirectUrl, 'oidc'],
    [routes.samlCallbackUrl, 'saml'],
    [routes.magicLinkCallbackUrl, 'magicLink'],
  ]
  return byRoute.find(([route]) => path(route) === pathname)?.[1] ?? null
}

/** Query parameters that belong to the provider's answer, not to the page: dropped when login takes over. */
const CALLBACK_PARAMETERS = ['code', 'state', 'id_token', 'token', 'error', 'error_description', 'RelayState', 'SAMLResponse']

/** The login route keeping the page's own query (spec/auth.md §4: "redirected to the login route with the query preserved"). */
export function loginLocationKeepingQuery(loginUrl: string, currentUrl: string): string {
  const params = new URL(currentUrl, 'http://localhost').searchParams
  for (const name of CALLBACK_PARAMETERS) params.delete(name)
  const search = params.toString()
  return search ? `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${search}` : loginUrl
}
