/**
 * Pure rules of when a session refreshes (spec/auth.md §4 session refresh, §9): how long a token
 * lives, when its refresh is due, measured from when it arrived, and the backoff after a failed one.
 * The session lifecycle's and a sign-in's; how the client refreshes is refreshRules.ts. No timers or
 * clocks here: the caller passes the time.
 */
import { DEFAULT_TOKEN_EXPIRY_SECONDS, refreshLeadMs } from './sessionRules'

/** After a failed refresh: 1 s, 2 s, 4 s … up to 60 s, each with jitter. */
export const REFRESH_BACKOFF = { baseMs: 1_000, maxMs: 60_000 } as const

/**
 * How many seconds a token lives: the server's `expires_in` when it gave one, else the token's own
 * `exp − iat` (both the server's clock, so the device's clock plays no part), else 300 (§9).
 */
export function tokenLifetimeSeconds(expiresIn: number | undefined, claims: { exp?: unknown; iat?: unknown } | null): number {
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) return expiresIn
  const { exp, iat } = claims ?? {}
  if (typeof exp === 'number' && typeof iat === 'number' && Number.isFinite(exp - iat) && exp > iat) return exp - iat
  return DEFAULT_TOKEN_EXPIRY_SECONDS
}

/** How long after a token arrived its proactive refresh is due: its lifetime less the lead (30 s, or a fifth of a short life). */
export function refreshDueAfterMs(lifetimeMs: number): number {
  const lifetime = Math.max(0, lifetimeMs)
  return lifetime - refreshLeadMs(lifetime)
}

/** The delay before retrying after `failures` failed refreshes in a row (1 or more): exponential, capped, with jitter (`random` in [0, 1)). */
export function retryDelayMs(failures: number, random: number, backoff: { baseMs: number; maxMs: number } = REFRESH_BACKOFF): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1))
  // "Equal jitter": at least half the step, so retries never bunch up at zero.
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1))
}
