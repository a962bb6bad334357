/**
 * Pure rules of how a client refreshes (spec/auth.md §4 session refresh, §9): the floor and cap that
 * keep a tab from flooding the identity API, which refusals end the session, and what a tab does once
 * it holds the refresh lock. When a refresh is due and the backoff after a failure are refreshTiming.ts
 * (the session lifecycle's). No timers, clocks or requests here: the caller passes the time.
 */

/** No two refreshes of one client start closer than this (ms). */
export const REFRESH_FLOOR_MS = 2_000
/** At most this many refreshes start in any 60 s; past it the next one waits (and the kit warns once). */
export const REFRESH_CAP_PER_MINUTE = 20
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
