/**
 * Pure rules of the session refresh in the wild (spec/auth.md §4 session refresh, §9): when a token
 * is due, measured from when it arrived; the floor, cap and backoff that keep a tab from flooding the
 * identity API; which refusals end the session; and what a tab does once it holds the refresh lock.
 * No timers, clocks or requests here: the caller passes the time.
 */
import { DEFAULT_TOKEN_EXPIRY_SECONDS, refreshLeadMs } from './sessionRules'

/** No two refreshes of one client start closer than this (ms). */
export const REFRESH_FLOOR_MS = 2_000
/** At most this many refreshes start in any 60 s; past it the next one waits (and the kit warns once). */
export const REFRESH_CAP_PER_MINUTE = 20
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

/**
 * How long a refresh must wait before it starts, given when the earlier ones started (`startedAt`,
 * monotonic ms, oldest first) and `now`: the floor after the last one, and the per-minute cap.
 * `capped` says the cap, not the floor, is what holds it back.
 */
export function refreshWait(startedAt: readonly number[], now: number, limits = { floorMs: REFRESH_FLOOR_MS, perMinute: REFRESH_CAP_PER_MINUTE }): { waitMs: number; capped: boolean } {
  const last = startedAt.at(-1)
  const floorWait = last === undefined ? 0 : Math.max(0, last + limits.floorMs - now)
  const inWindow = startedAt.filter((at) => at > now - 60_000)
  // The cap frees up when the oldest refresh of the window leaves it.
  const capWait = inWindow.length >= limits.perMinute ? Math.max(0, inWindow[inWindow.length - limits.perMinute]! + 60_000 - now) : 0
  return { waitMs: Math.max(floorWait, capWait), capped: capWait > floorWait }
}

/** Keeps only the starts that still count for `refreshWait` (the last minute), so the list stays short. */
export function recentStarts(startedAt: readonly number[], now: number): number[] {
  return startedAt.filter((at) => at > now - 60_000)
}

/** The delay before retrying after `failures` failed refreshes in a row (1 or more): exponential, capped, with jitter (`random` in [0, 1)). */
export function retryDelayMs(failures: number, random: number, backoff: { baseMs: number; maxMs: number } = REFRESH_BACKOFF): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1))
  // "Equal jitter": at least half the step, so retries never bunch up at zero.
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1))
}

// Whether a failed refresh ends the session: in sessionRules, beside the rule the client reads on every 401.
export { endsSession } from './sessionRules'

/** What a tab does once it holds the refresh lock. */
export type LockedRefresh =
  /** A sibling tab (or this one) renewed the token while this tab waited: use the token held now. */
  | { kind: 'useHeld' }
  /** A sibling renewed it and its token has arrived over the channel: use that one. */
  | { kind: 'useSibling' }
  /** A sibling renewed it, and its token is still on its way over the channel: wait for it briefly. */
  | { kind: 'awaitSibling' }
  /** Nobody renewed it: this tab calls the server. */
  | { kind: 'refresh' }

/**
 * The decision inside the lock, from what the tab knows: the token it meant to renew (`expiring`) and
 * the one it holds now; the shared marker of the last finished refresh when it asked and now; and
 * the last refresh a sibling told it about (its marker id, and whether its token is still fresh:
 * in the first half of its life). A sibling's token that is the browser's latest and still fresh is
 * taken even when that refresh finished before this one was asked (a tab that opened a moment late).
 */
export function decideLockedRefresh(input: { expiring: string | null; held: string | null; markerAtStart: string | null; markerNow: string | null; siblingId: string | null; siblingFresh?: boolean }): LockedRefresh {
  if (input.held !== null && input.held !== input.expiring) return { kind: 'useHeld' }
  if (input.markerNow !== null && input.siblingId === input.markerNow && input.siblingFresh) return { kind: 'useSibling' }
  if (input.markerNow === null || input.markerNow === input.markerAtStart) return { kind: 'refresh' }
  return input.siblingId === input.markerNow ? { kind: 'useSibling' } : { kind: 'awaitSibling' }
}
