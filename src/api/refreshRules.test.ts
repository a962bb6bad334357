import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { decideLockedRefresh, endsSession, recentStarts, refreshWait } from './refreshRules'
import { refreshDueAfterMs, retryDelayMs, tokenLifetimeSeconds } from './refreshTiming'

describe('tokenLifetimeSeconds', () => {
  it.each([
    ['expires_in when the server gave it', 600, { iat: 100, exp: 400 }, 600],
    ['else exp − iat (the server’s own clock)', undefined, { iat: 100, exp: 400 }, 300],
    ['else exp − iat, a 5 s token', undefined, { iat: 1_700_000_000, exp: 1_700_000_005 }, 5],
    ['else 300 without iat', undefined, { exp: 400 }, 300],
    ['else 300 without claims', undefined, null, 300],
    ['a zero or negative expires_in is not a lifetime', 0, { iat: 100, exp: 160 }, 60],
    ['exp before iat is not a lifetime', undefined, { iat: 400, exp: 100 }, 300],
  ])('%s', (_name, expiresIn, claims, expected) => {
    expect(tokenLifetimeSeconds(expiresIn, claims)).toBe(expected)
  })
})

describe('refreshDueAfterMs: the lifetime less the lead', () => {
  it.each([
    [300_000, 270_000],
    [5_000, 4_000],
    [60_000, 48_000],
    [0, 0],
  ])('a token of %i ms is refreshed %i ms after it arrived', (lifetime, due) => {
    expect(refreshDueAfterMs(lifetime)).toBe(due)
  })
})

describe('refreshWait: floor and cap', () => {
  it('the first refresh starts at once', () => {
    expect(refreshWait([], 1_000)).toEqual({ waitMs: 0, capped: false })
  })

  it('one 500 ms after the last waits for the 2 s floor', () => {
    expect(refreshWait([10_000], 10_500)).toEqual({ waitMs: 1_500, capped: false })
  })

  it('past the floor, under the cap: at once', () => {
    expect(refreshWait([0, 3_000, 6_000], 9_000)).toEqual({ waitMs: 0, capped: false })
  })

  it('20 in the last minute: the next waits until the oldest leaves the window, and says it is capped', () => {
    const starts = Array.from({ length: 20 }, (_, index) => 1_000 + index * 2_500)
    expect(refreshWait(starts, 50_000)).toEqual({ waitMs: 11_000, capped: true })
  })

  it('a storm cannot pass the cap: 1,000 refreshes asked back to back start at most 20 a minute', () => {
    let starts: number[] = []
    let now = 0
    let started = 0
    while (now < 60_000) {
      const { waitMs } = refreshWait(starts, now)
      now += Math.max(waitMs, 1)
      if (now >= 60_000) break
      starts = [...recentStarts(starts, now), now]
      started += 1
    }
    expect(started).toBeLessThanOrEqual(20)
  })

  it('recentStarts keeps only the last minute', () => {
    expect(recentStarts([0, 30_000, 61_000], 90_000)).toEqual([61_000])
  })
})

describe('retryDelayMs: exponential backoff with jitter', () => {
  it.each([
    [1, 0, 500],
    [1, 0.999, 1_000],
    [2, 0, 1_000],
    [3, 0.5, 3_000],
    [7, 1, 60_000],
    [20, 0, 30_000],
  ])('after %i failures with random %f: %i ms', (failures, random, expected) => {
    expect(retryDelayMs(failures, random)).toBe(Math.round(expected))
  })
})

describe('endsSession: only the server saying the session is over', () => {
  it.each([
    ['401', new ApiError('Unauthorized', 401), true],
    ['400 invalid_grant', new ApiError('invalid_grant', 400, { body: { error: 'invalid_grant' } }), true],
    ['403', new ApiError('Forbidden', 403), true],
    ['a network failure', new ApiError('Network', 0, { reason: 'network' }), false],
    ['a timeout', new ApiError('Timeout', 0, { reason: 'network' }), false],
    ['500', new ApiError('Server', 500), false],
    ['503', new ApiError('Unavailable', 503), false],
    ['429', new ApiError('Slow down', 429), false],
    ['408', new ApiError('Timeout', 408), false],
    ['a malformed answer', new ApiError('Malformed', 200, { reason: 'malformed' }), false],
    ['a TypeError from fetch', new TypeError('Failed to fetch'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(endsSession(error)).toBe(expected)
  })
})

describe('decideLockedRefresh: inside the lock', () => {
  it('the held token changed while waiting (a sibling’s, adopted) → use it', () => {
    expect(decideLockedRefresh({ expiring: 'a', held: 'b', markerAtStart: 'm1', markerNow: 'm2', siblingId: 'm2' })).toEqual({ kind: 'useHeld' })
  })
  it('nobody refreshed meanwhile → refresh', () => {
    expect(decideLockedRefresh({ expiring: 'a', held: 'a', markerAtStart: 'm1', markerNow: 'm1', siblingId: null })).toEqual({ kind: 'refresh' })
  })
  it('no marker at all (first refresh of the browser) → refresh', () => {
    expect(decideLockedRefresh({ expiring: null, held: null, markerAtStart: null, markerNow: null, siblingId: null })).toEqual({ kind: 'refresh' })
  })
  it('a restoring tab (no token) whose sibling refreshed and told it → use the sibling’s token', () => {
    expect(decideLockedRefresh({ expiring: null, held: null, markerAtStart: 'm1', markerNow: 'm2', siblingId: 'm2' })).toEqual({ kind: 'useSibling' })
  })
  it('a tab that asked a moment after its sibling’s refresh finished takes that token while it is fresh', () => {
    expect(decideLockedRefresh({ expiring: null, held: null, markerAtStart: 'm2', markerNow: 'm2', siblingId: 'm2', siblingFresh: true })).toEqual({ kind: 'useSibling' })
  })
  it('…but not once it is past the first half of its life: then it refreshes', () => {
    expect(decideLockedRefresh({ expiring: null, held: null, markerAtStart: 'm2', markerNow: 'm2', siblingId: 'm2', siblingFresh: false })).toEqual({ kind: 'refresh' })
  })
  it('a sibling refreshed but its message is still on the way → wait for it', () => {
    expect(decideLockedRefresh({ expiring: null, held: null, markerAtStart: 'm1', markerNow: 'm2', siblingId: 'm1' })).toEqual({ kind: 'awaitSibling' })
  })
})
