/**
 * Pure rules of a session that outlives the page: when the client may refresh on its own, and
 * when the next proactive refresh is due. No timers or requests here (spec/auth.md §4 session refresh).
 */
import { ApiError } from './errors'

/** The longest delay `setTimeout` can hold (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2_147_483_647

/** A delay `setTimeout` can hold: never negative, never past MAX_TIMER_MS, NaN as 0. */
export function clampTimerDelay(ms: number): number {
  if (Number.isNaN(ms)) return 0
  return Math.min(Math.max(0, ms), MAX_TIMER_MS)
}

const AUTH_PREFIX = '/identity/resources/auth/'

/**
 * Whether a 401 on `path` may be answered by refreshing the session. Auth calls (login, MFA,
 * passwordless, SSO, the refresh and logout calls themselves) answer 401 for a wrong credential, not
 * for an expired session; step-up is the one auth call made with the session's own token.
 */
export function refreshesOnUnauthorized(path: string): boolean {
  const pathname = path.split('?')[0] ?? ''
  const at = pathname.indexOf(AUTH_PREFIX)
  if (at === -1) return true
  return /\/user\/step-up\//.test(pathname.slice(at))
}

/** How long before `exp` a proactive refresh runs: 30 s, or a fifth of a short token's lifetime. */
export function refreshLeadMs(lifetimeMs: number): number {
  return Math.min(30_000, Math.max(0, lifetimeMs) / 5)
}

/** spec/auth.md §9: default token expiry when the response gives none. */
export const DEFAULT_TOKEN_EXPIRY_SECONDS = 300

/**
 * Whether a failed refresh means the session is over: the server refused it (401, 400 `invalid_grant`,
 * any other 4xx but 408 and 429). A network failure, a timeout, a 5xx, a throttle or a malformed
 * answer says nothing about the session: it is retried, and the user stays signed in.
 */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.reason !== 'http') return false
  if (error.status === 408 || error.status === 429) return false
  return error.status >= 400 && error.status < 500
}
