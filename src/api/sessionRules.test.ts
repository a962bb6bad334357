import { describe, expect, it } from 'vitest'
import { MAX_TIMER_MS, clampTimerDelay, refreshLeadMs, refreshesOnUnauthorized } from './sessionRules'

describe('clampTimerDelay', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [1500, 1500],
    [MAX_TIMER_MS, MAX_TIMER_MS],
    [MAX_TIMER_MS + 1, MAX_TIMER_MS],
    [30 * 24 * 3600 * 1000, MAX_TIMER_MS],
    [Infinity, MAX_TIMER_MS],
    [NaN, 0],
  ])('%s ms → %s ms', (input, expected) => {
    expect(clampTimerDelay(input)).toBe(expected)
  })
})

describe('refreshesOnUnauthorized', () => {
  it.each([
    ['/identity/resources/users/v2/me', true],
    ['/identity/resources/users/v3?_limit=20', true],
    ['/entitlements/api/v2/user-entitlements', true],
    ['/frontegg/identity/resources/roles/v2', true],
    ['/identity/resources/auth/v1/user/step-up/generate', true],
    ['/identity/resources/auth/v1/user', false],
    ['/identity/resources/auth/v1/user/token/refresh', false],
    ['/identity/resources/auth/v1/logout', false],
    ['/identity/resources/auth/v1/user/mfa/verify', false],
    ['/identity/resources/auth/v2/user/sso/prelogin', false],
    ['/frontegg/identity/resources/auth/v1/passwordless/code/postlogin', false],
  ])('%s → %s', (path, expected) => {
    expect(refreshesOnUnauthorized(path)).toBe(expected)
  })
})

describe('proactive refresh', () => {
  it.each([
    [300_000, 30_000],
    [5_000, 1_000],
    [60_000, 12_000],
    [0, 0],
  ])('a token living %s ms is refreshed %s ms before it expires', (lifetime, lead) => {
    expect(refreshLeadMs(lifetime)).toBe(lead)
  })

  it('a year-long token waits no longer than a timer can hold', () => {
    const year = 365 * 24 * 3600 * 1000
    expect(clampTimerDelay(year)).toBe(MAX_TIMER_MS)
  })
})
