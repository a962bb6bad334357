import { ApiError, oauth, type Client, type HostedServer, type HostedTokens } from '../../api'
import { createPkcePair } from '../../api/oauth'
import { finishSignIn, type FinishSignInContext, type SessionApi } from '../session/finishSignIn'
import { logout } from '../session/logout'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import type { SessionStore, SessionUser } from '../session/store'
import {
  authorizeParameters,
  checkHostedCallback,
  parsePendingHostedLogin,
  profileFromIdToken,
  serialisePendingHostedLogin,
  type HostedLoginSettings,
  type HostedStepUp,
} from './hostedLogin'

/** What the hosted-login effects need from the provider. */
export interface HostedContext extends FinishSignInContext {
  readonly client: Client
  readonly store: SessionStore
  readonly sessionStorage: KeyValueStorage
  readonly localStorage: KeyValueStorage
  readonly settings: HostedLoginSettings
}

/** The session's hosted tokens the client must not hand out: the refresh token (rotated) and the ID token (logout hint). */
interface HostedSession {
  refreshToken?: string
  idToken?: string
}

const sessions = new WeakMap<Client, HostedSession>()
const servers = new WeakMap<Client, Map<string, Promise<HostedServer>>>()

/** The authorization server of the settings: discovered once per client and issuer, or the identity API's own. */
export function resolveHostedServer(client: Client, settings: HostedLoginSettings): Promise<HostedServer> {
  if (!settings.issuer) return Promise.resolve(oauth.identityHostedServer(client, settings.clientId))
  const byIssuer = servers.get(client) ?? new Map<string, Promise<HostedServer>>()
  servers.set(client, byIssuer)
  const key = `${settings.issuer} ${settings.clientId}`
  let server = byIssuer.get(key)
  if (!server) {
    server = oauth.discoverHostedServer(settings.issuer, settings.clientId, {
      ...(settings.allowInsecureRequests ? { allowInsecureRequests: true } : {}),
      ...(client.options.fetch ? { fetch: client.options.fetch } : {}),
    })
    // A failed discovery is tried again next time.
    server.catch(() => byIssuer.delete(key))
    byIssuer.set(key, server)
  }
  return server
}

/** The silent refresh applies to the identity API (it has the endpoint) unless the settings say otherwise. */
export function usesSilentRefresh(settings: HostedLoginSettings): boolean {
  return settings.silentRefresh ?? !settings.issuer
}

/**
 * Prepares the redirect (spec/auth.md §4 hosted login): a fresh PKCE pair, state and nonce; the
 * verifier, state and nonce kept in session storage for the callback; the authorize URL returned.
 */
export async function beginHostedLogin(context: HostedContext, server: HostedServer, request: { redirectUri: string; stepUp?: HostedStepUp; returnTo?: string }): Promise<string> {
  const { verifier, challenge } = await createPkcePair()
  const { state, nonce } = await oauth.randomStateAndNonce()
  const parameters = authorizeParameters({
    clientId: context.settings.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: challenge,
    state,
    nonce,
    ...(context.settings.organization ? { organization: context.settings.organization } : {}),
    ...(request.stepUp ? { stepUp: request.stepUp } : {}),
  })
  context.sessionStorage.setItem(
    STORAGE_KEYS.hostedLoginVerifier,
    serialisePendingHostedLogin({
      verifier,
      state,
      nonce,
      redirectUri: request.redirectUri,
      ...(request.stepUp?.maxAge !== undefined ? { maxAge: request.stepUp.maxAge } : {}),
      ...(request.returnTo ? { returnTo: request.returnTo } : {}),
    }),
  )
  return oauth.authorizationUrl(server, parameters)
}

/** Refused before or by the exchange, with what the screen says. */
export class HostedLoginError extends Error {
  constructor(readonly error: { code: string; message: string }) {
    super(error.message)
    this.name = 'HostedLoginError'
  }
}

/**
 * The callback (spec/auth.md §4): the pending sign-in taken (one use), the answer checked, the code
 * exchanged with the verifier, the ID token's nonce checked (oauth4webapi), then the session stored.
 * Returns the user and the page a step-up asked to come back to.
 */
export async function completeHostedLogin(context: HostedContext, server: HostedServer, callbackUrl: string, api: Partial<SessionApi> = {}): Promise<{ user: SessionUser; returnTo?: string }> {
  const pending = parsePendingHostedLogin(context.sessionStorage.getItem(STORAGE_KEYS.hostedLoginVerifier))
  context.sessionStorage.removeItem(STORAGE_KEYS.hostedLoginVerifier)
  const checked = checkHostedCallback(new URL(callbackUrl).searchParams, pending)
  if (!checked.ok) throw new HostedLoginError(checked.error)
  const tokens = await oauth.exchangeCode(server, {
    callbackUrl,
    expectedState: checked.pending.state,
    codeVerifier: checked.pending.verifier,
    expectedNonce: checked.pending.nonce,
    redirectUri: checked.pending.redirectUri,
    ...(checked.pending.maxAge !== undefined ? { maxAge: checked.pending.maxAge } : {}),
  })
  const user = await adoptHostedTokens(context, server, tokens, api)
  return { user, ...(checked.pending.returnTo ? { returnTo: checked.pending.returnTo } : {}) }
}

/** spec/auth.md §4 hosted login: the silent refresh. Null when there is no session to refresh (nothing changes then). */
export async function trySilentLogin(context: HostedContext, server: HostedServer, api: Partial<SessionApi> = {}): Promise<SessionUser | null> {
  let tokens: HostedTokens
  try {
    // The app's client id: the refresh token that comes back must serve this app's refresh-token grants.
    tokens = await oauth.silentAuthorize(context.client, { clientId: context.settings.clientId })
  } catch {
    return null
  }
  return adoptHostedTokens(context, server, tokens, api)
}

/**
 * Makes hosted tokens the session: from now on the client refreshes by the refresh-token grant,
 * rotating the refresh token (spec/auth.md §4 session refresh in hosted mode), then the user is
 * loaded as after any sign-in (finishSignIn; a failure there leaves the session signed out).
 */
export async function adoptHostedTokens(context: HostedContext, server: HostedServer, tokens: HostedTokens, api: Partial<SessionApi> = {}): Promise<SessionUser> {
  const { client, settings } = context
  const session: HostedSession = { ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}), ...(tokens.idToken ? { idToken: tokens.idToken } : {}) }
  sessions.set(client, session)
  client.setRefresher(async () => {
    if (!session.refreshToken) throw new ApiError('The hosted session gave no refresh token', 401)
    const next = await oauth.refreshHostedTokens(server, session.refreshToken).catch((error: unknown) => {
      // The token endpoint's refusal (invalid_grant …) ends the session as the refresh call's 401 does; anything else is the network's.
      if (oauth.isResponseBodyError(error)) throw new ApiError(error.error_description || error.error, error.status, { body: { error: error.error } })
      throw error
    })
    if (next.refreshToken) session.refreshToken = next.refreshToken
    if (next.idToken) session.idToken = next.idToken
    return { accessToken: next.accessToken, ...(next.expiresIn !== undefined ? { expiresIn: next.expiresIn } : {}) }
  })
  const profile = settings.profile === 'idToken' ? { getMe: async () => profileFromIdToken(tokens.idTokenClaims) } : {}
  try {
    return await finishSignIn(context, { accessToken: tokens.accessToken, ...(tokens.expiresIn !== undefined ? { expiresIn: tokens.expiresIn } : {}) }, { ...api, ...profile })
  } catch (error) {
    forgetHostedSession(client)
    throw error
  }
}

function forgetHostedSession(client: Client): void {
  sessions.delete(client)
  client.setRefresher(null)
}

/**
 * spec/auth.md §4 logout in hosted mode: the session here is ended (token, store, per-user markers;
 * the refresh token forgotten), and the end-session URL returned for the browser to end the
 * provider's session too (`GET /oauth/logout` at the identity API).
 */
export async function endHostedSession(context: HostedContext, server: HostedServer | null, postLogoutRedirectUri: string): Promise<string | null> {
  const idTokenHint = sessions.get(context.client)?.idToken
  forgetHostedSession(context.client)
  // The provider ends its own session at the end-session endpoint; there is no other call to make here.
  await logout(context, { logout: async () => ({}) })
  if (!server?.as.end_session_endpoint) return null
  return oauth.endSessionUrl(server, { postLogoutRedirectUri, ...(idTokenHint ? { idTokenHint } : {}) })
}

/** What the client holds for the hosted session, for tests and diagnostics: whether a refresh token is there. */
export function hasHostedRefreshToken(client: Client): boolean {
  return Boolean(sessions.get(client)?.refreshToken)
}
