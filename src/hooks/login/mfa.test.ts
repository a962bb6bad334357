import { describe, expect, it } from 'vitest'
import { initialLoginModel, loginReducer, type LoginModel, type MfaChallenge } from './machine'
import { normaliseOneTimeCode, rememberDeviceDays, selectMfaStep } from './mfa'

const EMAIL = 'ada@example.test'
const error = { code: 'http', message: 'Invalid code', status: 400 }
const challenge = (devices: MfaChallenge['devices'], isEnrolled = true): MfaChallenge => ({ mfaToken: 't', isEnrolled, devices, strategies: [] })
const twoFactor = (pending: LoginModel['pending'] = null): LoginModel =>
  Object.freeze({
    state: Object.freeze({ step: 'loginWithTwoFactor' as const, email: EMAIL, mfa: challenge({ authenticators: [{ id: 'a' }] }), mfaStep: 'authenticatorApp' as const, rememberDevice: null }),
    pending,
    error: null,
  })

describe('selectMfaStep (spec/auth.md §4)', () => {
  it.each([
    ['only an authenticator app', { authenticators: [{ id: 'a' }] }, 'authenticatorApp'],
    ['two authenticator apps (one kind)', { authenticators: [{ id: 'a' }, { id: 'b' }] }, 'authenticatorApp'],
    ['only a phone', { phones: [{ id: 'p' }] }, 'smsVerifyCode'],
    ['only an email', { emails: [{ email: 'a@b.c' }] }, 'emailVerifyCode'],
    ['an app and a phone', { authenticators: [{ id: 'a' }], phones: [{ id: 'p' }] }, 'verify'],
    ['only a security key', { webauthn: [{ id: 'w' }] }, 'verify'],
    ['an app and a security key', { authenticators: [{ id: 'a' }], webauthn: [{ id: 'w' }] }, 'verify'],
    ['enrolled but no device listed', {}, 'verify'],
  ] satisfies [string, MfaChallenge['devices'], string][])('enrolled with %s → %s', (_, devices, expected) => {
    expect(selectMfaStep(challenge(devices))).toBe(expected)
  })

  it('not enrolled → forceTwoFactor, whatever is listed', () => {
    expect(selectMfaStep(challenge({ authenticators: [{ id: 'a' }] }, false))).toBe('forceTwoFactor')
  })
})

describe('normaliseOneTimeCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(normaliseOneTimeCode(input)).toBe(expected))
})

describe('rememberDeviceDays', () => {
  it.each([
    [14 * 86400, 14],
    [86400, 1],
    [30 * 86400 + 3600, 30],
    [0, 1],
    [undefined, 1],
  ])('%s seconds → %s days', (seconds, days) => expect(rememberDeviceDays(seconds)).toBe(days))
})

describe('loginReducer in loginWithTwoFactor', () => {
  it('+ MFA.POLICY_LOADED → the policy is kept in the state', () => {
    const policy = { isAllowedToRemember: true, mfaDeviceExpiration: 86400 }
    const next = loginReducer(twoFactor(), { type: 'MFA.POLICY_LOADED', policy })
    expect(next.state).toMatchObject({ step: 'loginWithTwoFactor', rememberDevice: policy })
  })

  it('+ MFA.CODE_SUBMITTED → pending mfa, error cleared', () => {
    expect(loginReducer(twoFactor(), { type: 'MFA.CODE_SUBMITTED' })).toMatchObject({ pending: 'mfa', error: null })
  })

  it('+ MFA.CODE_REJECTED → the error, not pending, same step', () => {
    const next = loginReducer(twoFactor('mfa'), { type: 'MFA.CODE_REJECTED', error })
    expect(next).toMatchObject({ pending: null, error, state: { step: 'loginWithTwoFactor' } })
  })

  it('+ LOGIN.SUCCEEDED → success', () => {
    expect(loginReducer(twoFactor('mfa'), { type: 'LOGIN.SUCCEEDED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it('+ BACK → preLogin keeping the email', () => {
    expect(loginReducer(twoFactor(), { type: 'BACK' })).toEqual(initialLoginModel(EMAIL))
  })

  it('+ PASSWORD.SUBMITTED → rejected', () => {
    const start = twoFactor()
    expect(loginReducer(start, { type: 'PASSWORD.SUBMITTED' })).toBe(start)
  })
})
