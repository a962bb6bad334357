import { describe, expect, it } from 'vitest'
import { MAX_TIMER_MS } from '../../api/sessionRules'
import { isStepUpValid, logoutKeepingQuery, maxAgeFromUrl, MULTI_FACTOR_ACR, nextCheckDelay, owedStepUpLocation, stepUpExpiresIn, stepUpLocation } from './stepUp'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const nowSeconds = NOW / 1000
const steppedUp = { acr: MULTI_FACTOR_ACR, amr: ['pwd', 'mfa', 'otp'], auth_time: nowSeconds - 60 }

describe('isStepUpValid', () => {
  it('the multi-factor acr with mfa and otp is valid without maxAge', () => {
    expect(isStepUpValid(steppedUp, { now: NOW })).toBe(true)
  })

  it.each(['otp', 'sms', 'hwk'])('amr mfa + %s counts', (method) => {
    expect(isStepUpValid({ ...steppedUp, amr: ['mfa', method] }, { now: NOW })).toBe(true)
  })

  it.each<[string, object]>([
    ['acr missing', { acr: undefined }],
    ['another acr', { acr: 'urn:mace:incommon:iap:silver' }],
    ['acr differing only in case', { acr: MULTI_FACTOR_ACR.toUpperCase() }],
    ['amr without mfa', { amr: ['pwd', 'otp'] }],
    ['amr with mfa but no method', { amr: ['pwd', 'mfa'] }],
    ['amr with mfa and an unknown method', { amr: ['mfa', 'pwd', 'email'] }],
    ['amr missing', { amr: undefined }],
    ['amr not an array', { amr: 'mfa otp' }],
  ])('%s → invalid', (_, change) => {
    expect(isStepUpValid({ ...steppedUp, ...change }, { now: NOW })).toBe(false)
  })

  it('null, undefined and empty claims → invalid', () => {
    expect(isStepUpValid({}, { now: NOW })).toBe(false)
    expect(isStepUpValid(null, { now: NOW })).toBe(false)
    expect(isStepUpValid(undefined, { now: NOW })).toBe(false)
  })

  describe('maxAge boundaries', () => {
    const at = (age: number) => ({ ...steppedUp, auth_time: nowSeconds - age })
    it('age below maxAge → valid', () => expect(isStepUpValid(at(299), { maxAge: 300, now: NOW })).toBe(true))
    it('age exactly maxAge → valid (not older)', () => expect(isStepUpValid(at(300), { maxAge: 300, now: NOW })).toBe(true))
    it('age one second over maxAge → invalid', () => expect(isStepUpValid(at(301), { maxAge: 300, now: NOW })).toBe(false))
    it('a fraction of a second over → invalid', () => expect(isStepUpValid(at(300), { maxAge: 300, now: NOW + 1 })).toBe(false))
    it('maxAge 0 accepts only this very second', () => {
      expect(isStepUpValid(at(0), { maxAge: 0, now: NOW })).toBe(true)
      expect(isStepUpValid(at(1), { maxAge: 0, now: NOW })).toBe(false)
    })
    it('auth_time in the future (clock skew) → valid', () => expect(isStepUpValid(at(-30), { maxAge: 300, now: NOW })).toBe(true))
    it('no auth_time with a maxAge → invalid', () => {
      expect(isStepUpValid({ ...steppedUp, auth_time: undefined }, { maxAge: 300, now: NOW })).toBe(false)
    })
    it('a non-number auth_time with a maxAge → invalid', () => {
      expect(isStepUpValid({ ...steppedUp, auth_time: '1700000000' as unknown as number }, { maxAge: 300, now: NOW })).toBe(false)
    })
    it('no auth_time without maxAge → still valid', () => {
      expect(isStepUpValid({ ...steppedUp, auth_time: undefined }, { now: NOW })).toBe(true)
    })
  })
})

describe('isStepUpValid: exp and an auth_time in the future', () => {
  it.each<[string, object, number | undefined, boolean]>([
    ['exp a minute ahead', { exp: nowSeconds + 60 }, undefined, true],
    ['exp a minute ahead, within maxAge', { exp: nowSeconds + 60 }, 300, true],
    ['exp passed a second ago', { exp: nowSeconds - 1 }, undefined, false],
    ['exp passed, within maxAge', { exp: nowSeconds - 1 }, 300, false],
    ['exp this very moment', { exp: nowSeconds }, undefined, false],
    ['exp not a number', { exp: 'never' }, undefined, false],
    ['auth_time 30 s ahead (clock skew)', { auth_time: nowSeconds + 30 }, undefined, true],
    ['auth_time 60 s ahead (the skew allowed)', { auth_time: nowSeconds + 60 }, 300, true],
    ['auth_time 61 s ahead, no maxAge', { auth_time: nowSeconds + 61 }, undefined, false],
    ['auth_time an hour ahead, with maxAge', { auth_time: nowSeconds + 3600 }, 300, false],
    ['auth_time a year ahead, with maxAge', { auth_time: nowSeconds + 365 * 86400 }, 300, false],
  ])('%s (maxAge %s) → %s', (_, change, maxAge, expected) => {
    expect(isStepUpValid({ ...steppedUp, ...change }, { maxAge, now: NOW })).toBe(expected)
  })
})

describe('nextCheckDelay', () => {
  it.each<[string, number, number]>([
    ['ends now', 0, 1000],
    ['ends in 4 minutes', 240_000, 241_000],
    ['already over', -5000, 0],
    ['ends in 24 days', 24 * 86_400_000, 24 * 86_400_000 + 1000],
    ['ends just past what a timer holds', MAX_TIMER_MS, MAX_TIMER_MS],
    ['ends in 30 days (a max age over ~24.8 days)', 30 * 86_400_000, MAX_TIMER_MS],
    ['ends in a year', 365 * 86_400_000, MAX_TIMER_MS],
    ['not a number', Number.NaN, 0],
  ])('%s (%i ms) → %i ms', (_, left, expected) => {
    expect(nextCheckDelay(left)).toBe(expected)
  })
})

describe('stepUpExpiresIn', () => {
  it('milliseconds left under maxAge', () => {
    expect(stepUpExpiresIn(steppedUp, { maxAge: 300, now: NOW })).toBe(240_000)
  })
  it('the earlier of the maxAge end and exp', () => {
    expect(stepUpExpiresIn({ ...steppedUp, exp: nowSeconds + 60 }, { maxAge: 300, now: NOW })).toBe(60_000)
    expect(stepUpExpiresIn({ ...steppedUp, exp: nowSeconds + 600 }, { maxAge: 300, now: NOW })).toBe(240_000)
    expect(stepUpExpiresIn({ ...steppedUp, exp: nowSeconds + 60 }, { now: NOW })).toBe(60_000)
  })
  it('a max age of 30 days → more than a timer holds, which nextCheckDelay clamps', () => {
    const left = stepUpExpiresIn(steppedUp, { maxAge: 30 * 86_400, now: NOW })!
    expect(left).toBeGreaterThan(MAX_TIMER_MS)
    expect(nextCheckDelay(left)).toBe(MAX_TIMER_MS)
  })
  it('null without maxAge or when not valid', () => {
    expect(stepUpExpiresIn(steppedUp, { now: NOW })).toBeNull()
    expect(stepUpExpiresIn({ ...steppedUp, amr: ['pwd'] }, { maxAge: 300, now: NOW })).toBeNull()
    expect(stepUpExpiresIn(steppedUp, { maxAge: 30, now: NOW })).toBeNull()
  })
})

describe('stepUpLocation / maxAgeFromUrl', () => {
  it('adds maxAge when given', () => {
    expect(stepUpLocation('/account/step-up', 300)).toBe('/account/step-up?maxAge=300')
    expect(stepUpLocation('/account/step-up')).toBe('/account/step-up')
    expect(stepUpLocation('/verify?tenant=acme', 60)).toBe('/verify?tenant=acme&maxAge=60')
  })
  it.each<[string, number | undefined]>([
    ['/account/step-up?maxAge=300', 300],
    ['/account/step-up?maxAge=0', 0],
    ['/account/step-up', undefined],
    ['/account/step-up?maxAge=', undefined],
    ['/account/step-up?maxAge=-5', undefined],
    ['/account/step-up?maxAge=1e3', undefined],
    ['/account/step-up?maxAge=abc', undefined],
    ['https://app.test/account/step-up?x=1&maxAge=45', 45],
  ])('%s → %s', (url, maxAge) => {
    expect(maxAgeFromUrl(url)).toBe(maxAge)
  })
  it('round-trips', () => {
    expect(maxAgeFromUrl(stepUpLocation('/account/step-up', 900))).toBe(900)
  })
})

describe('logoutKeepingQuery', () => {
  it('keeps the page query on the logout route', () => {
    expect(logoutKeepingQuery('/account/logout', 'https://app.test/account/step-up?maxAge=60&tenantId=t1')).toBe('/account/logout?maxAge=60&tenantId=t1')
  })
  it('no query → the logout route as is', () => {
    expect(logoutKeepingQuery('/account/logout', 'https://app.test/account/step-up')).toBe('/account/logout')
  })
  it('a logout route with its own query gets the page query appended', () => {
    expect(logoutKeepingQuery('/logout?from=kit', 'https://app.test/s?maxAge=5')).toBe('/logout?from=kit&maxAge=5')
  })
})

describe('owedStepUpLocation', () => {
  const options = { stepUpUrl: '/account/step-up', now: NOW }
  it('no marker → go on as usual', () => {
    expect(owedStepUpLocation(null, { amr: ['pwd'] }, options)).toBeNull()
  })
  it('a marker and a password-only session → step-up with the stored maxAge', () => {
    expect(owedStepUpLocation('300', { amr: ['pwd'] }, options)).toBe('/account/step-up?maxAge=300')
  })
  it('an empty marker → step-up without maxAge', () => {
    expect(owedStepUpLocation('', null, options)).toBe('/account/step-up')
  })
  it('a marker and an already stepped-up session → go on as usual', () => {
    expect(owedStepUpLocation('300', steppedUp, options)).toBeNull()
  })
  it('a marker whose maxAge the session is too old for → step-up', () => {
    expect(owedStepUpLocation('30', steppedUp, options)).toBe('/account/step-up?maxAge=30')
  })
})
