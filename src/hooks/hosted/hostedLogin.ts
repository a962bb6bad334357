import { HOSTED_SCOPE, PKCE_METHOD, isPkceVerifier, oauth } from '../../api'
import { MULTI_FACTOR_ACR } from '../../api/stepUp'
import type { FlowError } from '../shared/flowError'

/** How a host turns on hosted login (spec/auth.md §4): the app's registration at the authorization server. */
export interface HostedLoginSettings {
  /** The app's client id at the authorization server (a public client: PKCE, no secret). */
  readonly clientId: string
  /** An OpenID provider's issuer, found by discovery; the identity API's own /oauth endpoints when absent. */
  readonly issuer?: string
  /** Lets an http issuer through (local development, tests). */
  readonly allowInsecureRequests?: boolean
  /** Where the signed-in user's profile comes from: the identity API's /me (default) or the ID token's claims. */
  readonly profile?: 'me' | 'idToken'
  /** The organization (login alias) the sign-in is for; sent as `organization`. */
  readonly organization?: string
  /** Try `POST /oauth/authorize/silent` before redirecting (default: on for the identity API, off for another issuer). */
  readonly silentRefresh?: boolean
  /** Where the provider sends the browser after a hosted logout; the login route by default. */
  readonly postLogoutRedirectUrl?: string
}

/** What a hosted sign-in keeps in session storage while the user is at the provider (spec/auth.md §9 hosted-login verifier key). */
export interface PendingHostedLogin {
  /** The PKCE verifier whose S256 challenge went with the request. */
  readonly verifier: string
  readonly state: string
  readonly nonce: string
  readonly redirectUri: string
  /** The step-up's max_age, checked against the ID token's auth_time. */
  readonly maxAge?: number
  /** A step-up's way back: the page it was asked from. */
  readonly returnTo?: string
}

export function serialisePendingHostedLogin(pending: PendingHostedLogin): string {
  return JSON.stringify(pending)
}

/** The pending sign-in from storage, or null when there is none or it is not one this kit wrote. */
export function parsePendingHostedLogin(raw: string | null): PendingHostedLogin | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { verifier, state, nonce, redirectUri, maxAge, returnTo } = value as Record<string, unknown>
    if (typeof verifier !== 'string' || !isPkceVerifier(verifier)) return null
    if (typeof state !== 'string' || !state || typeof nonce !== 'string' || !nonce || typeof redirectUri !== 'string' || !redirectUri) return null
    return {
      verifier,
      state,
      nonce,
      redirectUri,
      ...(typeof maxAge === 'number' && Number.isInteger(maxAge) && maxAge >= 0 ? { maxAge } : {}),
      ...(typeof returnTo === 'string' && returnTo ? { returnTo } : {}),
    }
  } catch {
    return null
  }
}

/** A hosted step-up (spec/auth.md §4): the multi-factor acr, and how recent the authentication must be. */
export interface HostedStepUp {
  readonly maxAge?: number
}

export interface AuthorizeRequest {
  readonly clientId: string
  readonly redirectUri: string
  readonly codeChallenge: string
  readonly state: string
  readonly nonce: string
  readonly organization?: string
  readonly stepUp?: HostedStepUp
}

/**
 * spec/auth.md §4 hosted login and hosted step-up: the authorize request's parameters. Code flow,
 * scope "openid email profile", the S256 challenge, nonce and state; a step-up adds the multi-factor
 * acr_values and its max_age; the organization alias when one is set.
 */
export function authorizeParameters(request: AuthorizeRequest): Record<string, string> {
  const parameters: Record<string, string> = {
    response_type: 'code',
    client_id: request.clientId,
    scope: HOSTED_SCOPE,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    code_challenge_method: PKCE_METHOD,
    state: request.state,
    nonce: request.nonce,
  }
  if (request.organization) parameters.organization = request.organization
  if (request.stepUp) {
    parameters.acr_values = MULTI_FACTOR_ACR
    const { maxAge } = request.stepUp
    if (maxAge !== undefined) {
      if (!Number.isInteger(maxAge) || maxAge < 0) throw new RangeError(`max_age must be a whole number of seconds, not ${maxAge}`)
      parameters.max_age = String(maxAge)
    }
  }
  return parameters
}

export type HostedCallbackCheck =
  | { readonly ok: true; readonly pending: PendingHostedLogin }
  | { readonly ok: false; readonly error: FlowError }

/** spec/auth.md §8: what a failed hosted sign-in says without a better message. */
export const HOSTED_LOGIN_FAILED = 'Failed to authenticate'

export const HOSTED_ERRORS = {
  /** No sign-in of this browser is waiting (another browser, a reload after use, a forged link). */
  notStarted: { code: 'signInNotStarted', message: HOSTED_LOGIN_FAILED },
  /** The state came back different: not the answer to the request this browser sent. */
  stateMismatch: { code: 'stateMismatch', message: HOSTED_LOGIN_FAILED },
  /** The callback has no code. */
  missingCode: { code: 'missingCode', message: HOSTED_LOGIN_FAILED },
} as const satisfies Record<string, FlowError>

/**
 * What can be decided about a callback before any request: a sign-in of this browser is waiting,
 * the state is the one it sent, the provider sent no error, and a code came (oauth4webapi checks the state again).
 */
export function checkHostedCallback(query: URLSearchParams, pending: PendingHostedLogin | null): HostedCallbackCheck {
  if (!pending) return { ok: false, error: HOSTED_ERRORS.notStarted }
  // Before the error: a forged callback's error_description must never reach the screen.
  if (query.get('state') !== pending.state) return { ok: false, error: HOSTED_ERRORS.stateMismatch }
  const providerError = query.get('error')
  if (providerError) return { ok: false, error: { code: 'providerError', message: query.get('error_description') || providerError } }
  if (!query.get('code')) return { ok: false, error: HOSTED_ERRORS.missingCode }
  return { ok: true, pending }
}

/**
 * An oauth4webapi failure as the screen tells it: a state that is not ours, the token endpoint's
 * refusal (a wrong verifier, a used code) with its description, an ID token that does not check
 * out (nonce, issuer, audience). Null for anything else (the network, a malformed answer).
 */
export function hostedFailure(error: unknown): FlowError | null {
  if (oauth.isResponseBodyError(error)) {
    return { code: 'tokenRefused', message: error.error_description || error.error || HOSTED_LOGIN_FAILED, status: error.status }
  }
  if (oauth.isAuthorizationResponseError(error)) return { code: 'providerError', message: error.error_description || error.error }
  // fetch's own failure: no answer at all (offline, refused, CORS).
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return { code: 'network', message: HOSTED_LOGIN_FAILED }
  if (oauth.isOAuthProcessingError(error)) {
    if (/"state"/.test(error.message)) return HOSTED_ERRORS.stateMismatch
    return { code: 'invalidResponse', message: HOSTED_LOGIN_FAILED }
  }
  return null
}

/** A profile from the ID token's standard claims, for an OpenID provider that has no identity API /me. */
export function profileFromIdToken(claims: Readonly<Record<string, unknown>> | undefined): { id: string; email: string; name?: string; verified?: boolean } {
  const sub = claims?.sub
  const email = claims?.email
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) throw new TypeError('The ID token has no subject or email')
  return {
    id: sub,
    email,
    ...(typeof claims?.name === 'string' ? { name: claims.name } : {}),
    ...(typeof claims?.email_verified === 'boolean' ? { verified: claims.email_verified } : {}),
  }
}
