import { describe, expect, it } from 'vitest'
import { initialMfaState, loginStepForMfa } from '../mfa/machine'
import { initialLoginModel, loginReducer, type LoginModel, type MfaChallenge } from './machine'

const EMAIL = 'ada@example.test'
const error = { code: 'http', message: 'Profile unavailable', status: 500 }
const challenge = (isEnrolled = true): MfaChallenge => ({ mfaToken: 't', isEnrolled, devices: { authenticators: [{ id: 'a' }] }, strategies: ['AuthenticatorApp'] })
const twoFactor = (pending: LoginModel['pending'] = null): LoginModel =>
  Object.freeze({ state: Object.freeze({ step: 'loginWithTwoFactor' as const, email: EMAIL, mfa: challenge() }), pending, error: null })
const password = (): LoginModel => Object.freeze({ state: { step: 'loginWithPassword' as const, email: EMAIL }, pending: 'password' as const, error: null })

describe('loginReducer: second factor (spec/auth.md §2, §4)', () => {
  it('loginWithPassword + LOGIN.MFA_REQUIRED enrolled → loginWithTwoFactor holding the challenge', () => {
    expect(loginReducer(password(), { type: 'LOGIN.MFA_REQUIRED', mfa: challenge() })).toEqual({
      state: { step: 'loginWithTwoFactor', email: EMAIL, mfa: challenge() },
      pending: null,
      error: null,
    })
  })

  it('loginWithPassword + LOGIN.MFA_REQUIRED not enrolled → loginWithTwoFactor too; the MFA state names it forceTwoFactor', () => {
    const next = loginReducer(password(), { type: 'LOGIN.MFA_REQUIRED', mfa: challenge(false) })
    expect(next.state).toEqual({ step: 'loginWithTwoFactor', email: EMAIL, mfa: challenge(false) })
    expect(loginStepForMfa(initialMfaState(challenge(false)))).toBe('forceTwoFactor')
  })

  it('+ MFA.VERIFIED → pending mfa, error cleared', () => {
    expect(loginReducer(twoFactor(), { type: 'MFA.VERIFIED' })).toMatchObject({ pending: 'mfa', error: null, state: { step: 'loginWithTwoFactor' } })
  })

  it('+ MFA.VERIFIED while the session is set up → rejected (the answer is handed over once)', () => {
    const start = twoFactor('mfa')
    expect(loginReducer(start, { type: 'MFA.VERIFIED' })).toBe(start)
  })

  it('+ MFA.COMPLETION_FAILED → the error, not pending', () => {
    expect(loginReducer(twoFactor('mfa'), { type: 'MFA.COMPLETION_FAILED', error })).toMatchObject({ pending: null, error })
  })

  it('+ MFA.COMPLETION_FAILED unasked → rejected', () => {
    const start = twoFactor()
    expect(loginReducer(start, { type: 'MFA.COMPLETION_FAILED', error })).toBe(start)
  })

  it('+ LOGIN.SUCCEEDED → success', () => {
    expect(loginReducer(twoFactor('mfa'), { type: 'LOGIN.SUCCEEDED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it('+ LOGIN.MFA_REQUIRED after a proof → a fresh challenge', () => {
    const next = loginReducer(twoFactor('mfa'), { type: 'LOGIN.MFA_REQUIRED', mfa: { ...challenge(false), mfaToken: 't2' } })
    expect(next.state).toMatchObject({ step: 'loginWithTwoFactor', mfa: { mfaToken: 't2', isEnrolled: false } })
  })

  it('+ BACK → preLogin keeping the email', () => {
    expect(loginReducer(twoFactor(), { type: 'BACK' })).toEqual(initialLoginModel(EMAIL))
  })

  it('+ PASSWORD.SUBMITTED → rejected', () => {
    const start = twoFactor()
    expect(loginReducer(start, { type: 'PASSWORD.SUBMITTED' })).toBe(start)
  })
})
