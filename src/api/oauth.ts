import type * as OAuth from 'oauth4webapi'
import * as v from 'valibot'
import { clientFetch, isSafeHttpUrl, type Client } from './client'
import type { CallOptions } from './auth'

/** The hosted-login endpoints of the identity API (spec/auth.md §7), each written once. The authorize one is a browser redirect, never a fetch. */
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  silent: '/oauth/authorize/silent',
  logout: '/oauth/logout',
} as const

/** spec/auth.md §9 hosted login: the scope asked for, and the PKCE method. */
export const HOSTED_SCOPE = 'openid email profile'
export const PKCE_METHOD = 'S256'

/**
 * oauth4webapi, fetched on first use: every call that needs it is async, so nothing here imports it
 * statically. A page that never begins, finishes or refreshes a hosted login (the login box, the
 * account pages) never downloads it, in any bundler: a static import from a module a public entry
 * reaches would let esbuild put what the lazy hosted-login code uses of it into the page's first
 * chunk (evanw/esbuild#3704).
 */
const library = () => import('oauth4webapi')

/** RFC 7636 §4.1: a verifier is 43 to 128 characters of [A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~". */
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

export function isPkceVerifier(value: string): boolean {
  return PKCE_VERIFIER.test(value)
}

/** A PKCE verifier and its S256 challenge (spec/auth.md §9: SHA-256, base64url without padding). */
export interface PkcePair {
  readonly verifier: string
  readonly challenge: string
  readonly method: typeof PKCE_METHOD
}

/** The S256 challenge of an RFC 7636 verifier; a verifier outside the RFC's syntax is refused. */
export async function pkceChallenge(verifier: string): Promise<string> {
  if (!isPkceVerifier(verifier)) throw new TypeError('A PKCE code verifier is 43 to 128 characters from A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1)')
  return (await library()).calculatePKCECodeChallenge(verifier)
}

/** A fresh verifier (32 random bytes, 43 characters) and its challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = (await library()).generateRandomCodeVerifier()
  return { verifier, challenge: await pkceChallenge(verifier), method: PKCE_METHOD }
}

/** The authorization server a hosted login talks to, as oauth4webapi describes it, and this app's registration there. */
export interface HostedServer {
  readonly as: OAuth.AuthorizationServer
  readonly client: OAuth.Client
  /** Lets an http issuer through (local development and tests); https otherwise. */
  readonly allowInsecureRequests?: boolean
  readonly fetch?: typeof fetch
}

/** Where the client's requests go: its base URL (the page's origin when empty) plus its prefix. */
export function apiBase(client: Client): string {
  const base = client.options.baseUrl || globalThis.location?.origin || 'http://localhost'
  return `${base.replace(/\/+$/, '')}${client.options.prefix ?? ''}`
}

/**
 * The identity API as the authorization server: its own /oauth endpoints under the client's base.
 * Its token endpoint sends with the client's credentials mode, as the client's own calls do: the
 * code exchange's answer sets the identity API's session cookie, which the next page load's silent
 * refresh needs (a cross-origin answer's cookie is dropped unless the request was credentialed).
 */
export function identityHostedServer(client: Client, clientId: string): HostedServer {
  const issuer = apiBase(client)
  const send = clientFetch(client)
  const { credentials } = client.options
  return {
    as: {
      issuer,
      authorization_endpoint: `${issuer}${OAUTH_PATHS.authorize}`,
      token_endpoint: `${issuer}${OAUTH_PATHS.token}`,
      end_session_endpoint: `${issuer}${OAUTH_PATHS.logout}`,
    },
    client: { client_id: clientId },
    allowInsecureRequests: issuer.startsWith('http:'),
    // The client's own transport (a host's fetch, or mock mode answering from the fixtures) and credentials mode.
    fetch: credentials ? (input, init) => send(input, { ...init, credentials }) : send,
  }
}

/** Any OpenID provider, by its issuer's discovery document. */
export async function discoverHostedServer(issuer: string, clientId: string, options: { allowInsecureRequests?: boolean; fetch?: typeof fetch } = {}): Promise<HostedServer> {
  const server: HostedServer = { as: { issuer }, client: { client_id: clientId }, ...options }
  const url = new URL(issuer)
  const oauth = await library()
  const response = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...requestOptions(oauth, server) })
  return { ...server, as: withoutUnsafeEndpoints(await oauth.processDiscoveryResponse(url, response)) }
}

/** The browser-facing endpoints a discovery document names, kept only when absolute http(s): it can name anything, `javascript:` included. */
export function withoutUnsafeEndpoints(as: OAuth.AuthorizationServer): OAuth.AuthorizationServer {
  const { authorization_endpoint, end_session_endpoint, ...rest } = as
  return {
    ...rest,
    ...(authorization_endpoint && isSafeHttpUrl(authorization_endpoint) ? { authorization_endpoint } : {}),
    ...(end_session_endpoint && isSafeHttpUrl(end_session_endpoint) ? { end_session_endpoint } : {}),
  }
}

/** An endpoint the browser is sent to, refused unless it is an absolute http(s) URL. */
function browserEndpoint(endpoint: string | undefined, name: string): URL {
  if (!endpoint) throw new TypeError(`The authorization server names no ${name} endpoint`)
  if (!isSafeHttpUrl(endpoint)) throw new TypeError(`The authorization server's ${name} endpoint is not an absolute http(s) URL`)
  return new URL(endpoint)
}

function requestOptions(oauth: typeof OAuth, server: HostedServer) {
  return {
    ...(server.allowInsecureRequests ? { [oauth.allowInsecureRequests]: true } : {}),
    ...(server.fetch ? { [oauth.customFetch]: server.fetch } : {}),
  }
}

/** The authorization endpoint with these parameters: where the browser goes to sign in. */
export function authorizationUrl(server: HostedServer, parameters: Readonly<Record<string, string>>): string {
  const url = browserEndpoint(server.as.authorization_endpoint, 'authorization')
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
  return url.href
}

/** What a code exchange, a refresh or a silent refresh gives. */
export interface HostedTokens {
  readonly accessToken: string
  readonly expiresIn?: number
  readonly refreshToken?: string
  readonly idToken?: string
  /** The ID token's claims, checked by oauth4webapi (issuer, audience, nonce, times). */
  readonly idTokenClaims?: Readonly<Record<string, unknown>>
}

function tokensOf(oauth: typeof OAuth, answer: OAuth.TokenEndpointResponse): HostedTokens {
  const claims = oauth.getValidatedIdTokenClaims(answer)
  return {
    accessToken: answer.access_token,
    ...(answer.expires_in !== undefined ? { expiresIn: answer.expires_in } : {}),
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    ...(answer.id_token ? { idToken: answer.id_token } : {}),
    ...(claims ? { idTokenClaims: claims } : {}),
  }
}

export interface CodeExchange {
  /** The callback page's URL as the provider sent the browser back. */
  readonly callbackUrl: string
  readonly expectedState: string
  readonly codeVerifier: string
  readonly expectedNonce: string
  readonly redirectUri: string
  /** The max_age sent with the request: the ID token's auth_time must be within it. */
  readonly maxAge?: number
}

/**
 * The callback's answer checked (issuer, state, provider error) and its code exchanged at the token
 * endpoint with the verifier (`grant_type=authorization_code`), the ID token's nonce checked.
 */
export async function exchangeCode(server: HostedServer, exchange: CodeExchange): Promise<HostedTokens> {
  const oauth = await library()
  const parameters = oauth.validateAuthResponse(server.as, server.client, new URL(exchange.callbackUrl), exchange.expectedState)
  const response = await oauth.authorizationCodeGrantRequest(server.as, server.client, oauth.None(), parameters, exchange.redirectUri, exchange.codeVerifier, requestOptions(oauth, server))
  const answer = await oauth.processAuthorizationCodeResponse(server.as, server.client, response, {
    expectedNonce: exchange.expectedNonce,
    requireIdToken: true,
    ...(exchange.maxAge !== undefined ? { maxAge: exchange.maxAge } : {}),
  })
  return tokensOf(oauth, answer)
}

/** spec/auth.md §4 session refresh in hosted mode: `grant_type=refresh_token` at the token endpoint. */
export async function refreshHostedTokens(server: HostedServer, refreshToken: string): Promise<HostedTokens> {
  const oauth = await library()
  const response = await oauth.refreshTokenGrantRequest(server.as, server.client, oauth.None(), refreshToken, requestOptions(oauth, server))
  return tokensOf(oauth, await oauth.processRefreshTokenResponse(server.as, server.client, response))
}

/** The end-session (hosted logout) URL: the provider ends its session, then sends the browser to `postLogoutRedirectUri`. */
export function endSessionUrl(server: HostedServer, input: { idTokenHint?: string; postLogoutRedirectUri: string }): string {
  const url = browserEndpoint(server.as.end_session_endpoint, 'end-session')
  url.searchParams.set('client_id', server.client.client_id)
  url.searchParams.set('post_logout_redirect_uri', input.postLogoutRedirectUri)
  if (input.idTokenHint) url.searchParams.set('id_token_hint', input.idTokenHint)
  return url.href
}

export const SilentAuthorizeSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string()),
  expires_in: v.optional(v.number()),
  refresh_token: v.optional(v.string()),
  id_token: v.optional(v.string()),
})
export type SilentAuthorize = v.InferOutput<typeof SilentAuthorizeSchema>

/**
 * spec/auth.md §4 hosted login: the silent refresh tried before any redirect. The identity API
 * answers tokens for the session its hosted-login cookie stands for, or refuses. `clientId` names
 * the app (`?client_id=`), whose refresh-token grants then renew the session.
 */
export async function silentAuthorize(client: Client, options: CallOptions & { clientId?: string } = {}): Promise<HostedTokens> {
  const { clientId, ...call } = options
  // The app's client id: the refresh token in the answer is issued to it, for its refresh-token grants.
  const query = clientId ? { client_id: clientId } : undefined
  const answer = await client.request(OAUTH_PATHS.silent, { method: 'POST', schema: SilentAuthorizeSchema, accessToken: null, ...(query ? { query } : {}), ...call })
  return {
    accessToken: answer.access_token,
    ...(answer.expires_in !== undefined ? { expiresIn: answer.expires_in } : {}),
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    ...(answer.id_token ? { idToken: answer.id_token } : {}),
  }
}

/** A fresh state and nonce for an authorization request (oauth4webapi's, 32 random bytes each). */
export async function randomStateAndNonce(): Promise<{ state: string; nonce: string }> {
  const oauth = await library()
  return { state: oauth.generateRandomState(), nonce: oauth.generateRandomNonce() }
}

/**
 * The `code` oauth4webapi's errors carry (its RESPONSE_BODY_ERROR and AUTHORIZATION_RESPONSE_ERROR
 * exports; every code of its own starts with OAUTH_). A failure is told by its code, not by
 * `instanceof`: the classes would need oauth4webapi loaded to compare with.
 */
export const OAUTH_ERROR_CODES = {
  responseBody: 'OAUTH_RESPONSE_BODY_ERROR',
  authorizationResponse: 'OAUTH_AUTHORIZATION_RESPONSE_ERROR',
} as const

const hasCode = (error: unknown, code: string): boolean => error instanceof Error && (error as { code?: unknown }).code === code

/** The token endpoint's OAuth error answer (invalid_grant …), as oauth4webapi's ResponseBodyError. */
export function isResponseBodyError(error: unknown): error is OAuth.ResponseBodyError {
  return hasCode(error, OAUTH_ERROR_CODES.responseBody)
}

/** The provider's error sent back on the callback URL, as oauth4webapi's AuthorizationResponseError. */
export function isAuthorizationResponseError(error: unknown): error is OAuth.AuthorizationResponseError {
  return hasCode(error, OAUTH_ERROR_CODES.authorizationResponse)
}

/** Any other check of oauth4webapi's that failed (state, issuer, nonce, a malformed answer): its OperationProcessingError. */
export function isOAuthProcessingError(error: unknown): error is OAuth.OperationProcessingError {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('OAUTH_') && !isResponseBodyError(error) && !isAuthorizationResponseError(error)
}
