import * as authApi from '../../api/auth'
import * as entitlementsApi from '../../api/entitlements'
import { ApiError, decodeToken, type Client, type Delays, type UserEntitlements, type UserProfile } from '../../api'
import { tokenLifetimeSeconds } from '../../api/refreshTiming'
import { clockOffsetMs, type SessionStore, type SessionUser } from './store'

/** spec/auth.md §6: the flags that make a sign-in load authorization data and entitlements. */
export const SESSION_FLAGS = {
  loadAuthorization: 'admin_portal_should_load_authorization',
  entitlements: 'admin_portal_entitlements',
} as const

/** spec/auth.md §7: profile loads are retried 3 times. */
export const PROFILE_RETRIES = 3

/** What a sign-in proved: the access token and how long it lives. The refresh token is the server's cookie. */
export interface SessionTokens {
  accessToken: string
  expiresIn?: number
}

/** The calls a sign-in makes; a test or a host can swap them. */
export interface SessionApi {
  getMe: typeof authApi.getMe
  getMyAuthorization: typeof authApi.getMyAuthorization
  getUserEntitlements: typeof entitlementsApi.getUserEntitlements
}

export const defaultSessionApi: SessionApi = {
  getMe: authApi.getMe,
  getMyAuthorization: authApi.getMyAuthorization,
  getUserEntitlements: entitlementsApi.getUserEntitlements,
}

export interface FinishSignInContext {
  readonly client: Client
  readonly store: SessionStore
  readonly flags: Readonly<Record<string, boolean>>
  /**
   * The flags once the API's have come (or stopped being waited for); `flags` when absent. Only the
   * loads that depend on a flag wait for it: the profile is asked at once.
   */
  readonly flagsReady?: () => Promise<Readonly<Record<string, boolean>>>
  readonly delays: Pick<Delays, 'profileRetry'>
  /** Whether the other tabs are told that the session changed (every sign-in but the restore of the session they share). */
  readonly announce?: boolean
}

/**
 * The end of every sign-in (login, callbacks, step-up, restore): the token's claims merged with the
 * profile, plus authorization and entitlements where their flags say so (spec/auth.md §3). Only
 * then does the client hold the new token and the session say signed in; on any failure both are
 * cleared (spec/auth.md §8), so the client and `useSession()` never disagree.
 */
export async function finishSignIn(context: FinishSignInContext, tokens: SessionTokens, api: Partial<SessionApi> = {}): Promise<SessionUser> {
  const { client, store } = context
  try {
    const user = await loadSessionUser(context, tokens, { ...defaultSessionApi, ...api })
    client.setAccessToken(tokens.accessToken)
    store.signIn(user)
    if (context.announce !== false) client.announceSessionChange()
    return user
  } catch (error) {
    client.setAccessToken(null)
    store.signOut()
    throw error
  }
}

/** The session user for `tokens`, loaded with the new token but without handing it to the client yet. */
export async function loadSessionUser(context: Omit<FinishSignInContext, 'store'>, tokens: SessionTokens, api: SessionApi): Promise<SessionUser> {
  const { client, flags, delays } = context
  const claims = decodeToken(tokens.accessToken)
  const asUser = { accessToken: tokens.accessToken }
  const ready = context.flagsReady ? context.flagsReady() : Promise.resolve(flags)
  const [profile, authorization, entitlements] = await Promise.all([
    withRetries(() => api.getMe(client, asUser), PROFILE_RETRIES, delays.profileRetry),
    ready.then((known) => (known[SESSION_FLAGS.loadAuthorization] ? withRetries(() => api.getMyAuthorization(client, asUser), PROFILE_RETRIES, delays.profileRetry) : undefined)),
    // spec/auth.md §8: a failed entitlements lookup is ignored.
    ready.then((known) => (known[SESSION_FLAGS.entitlements] ? api.getUserEntitlements(client, asUser).catch(() => undefined) : undefined)),
  ])
  const user: SessionUser = {
    ...claims,
    ...(profile as UserProfile),
    ...(authorization ?? {}),
    accessToken: tokens.accessToken,
    expiresIn: tokenLifetimeSeconds(tokens.expiresIn, claims),
    clockOffsetMs: clockOffsetMs(claims, Date.now()),
  }
  if (entitlements) user.entitlements = entitlements satisfies UserEntitlements
  return user
}

/**
 * Runs `load`, and again up to `retries` times `delayMs` apart when it fails for a reason that may
 * pass (no answer, a server error); a refusal (4xx) or a malformed answer fails at once.
 */
export async function withRetries<T>(load: () => Promise<T>, retries: number, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= retries || !isPassing(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}

function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.reason === 'network' || (error.reason === 'http' && error.status >= 500)
}
