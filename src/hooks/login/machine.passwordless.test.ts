import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import {
  initialLoginModel,
  LOGIN_STEPS,
  loginReducer,
  type LoginEvent,
  type LoginModel,
  type LoginState,
  type MfaChallenge,
  type PasswordlessStep,
} from './machine'
import {
  isPasswordlessStep,
  passwordlessTypeForStep,
} from './loginAnswers'

const EMAIL = 'ada@example.test'
const error: FlowError = { code: 'http', message: 'Failed to authenticate', status: 400, field: 'code' }
const mfa: MfaChallenge = { mfaToken: 'mfa-token', isEnrolled: true, devices: { authenticators: [{ id: 'a1' }] }, strategies: ['AuthenticatorApp'] }

const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })
const waiting = (step: PasswordlessStep, pending: LoginModel['pending'] = null, err: FlowError | null = null) =>
  model({ step, email: EMAIL, resent: 0 }, pending, err)

describe('pre-login into a passwordless step', () => {
  it.each<PasswordlessStep>(['magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc'])('EMAIL.RESOLVED to %s → that step, nothing resent yet', (step) => {
    const next = loginReducer(model({ step: 'preLogin', email: EMAIL }, 'email'), { type: 'EMAIL.RESOLVED', outcome: { step } })
    expect(next).toEqual({ state: { step, email: EMAIL, resent: 0 }, pending: null, error: null })
  })

  it('an SMS code keeps where the server says it went', () => {
    const next = loginReducer(model({ step: 'preLogin', email: EMAIL }, 'email'), {
      type: 'EMAIL.RESOLVED',
      outcome: { step: 'loginWithSmsOtc', phoneNumber: '+1 ••• ••• 4567' },
    })
    expect(next.state).toEqual({ step: 'loginWithSmsOtc', email: EMAIL, resent: 0, phoneNumber: '+1 ••• ••• 4567' })
  })
})

describe.each<PasswordlessStep>(['loginWithOtc', 'loginWithSmsOtc'])('%s', (step) => {
  it('CODE.SUBMITTED → pending code, error cleared', () => {
    expect(loginReducer(waiting(step, null, error), { type: 'CODE.SUBMITTED' })).toEqual({ state: waiting(step).state, pending: 'code', error: null })
  })

  it.each<LoginModel['pending']>(['code', 'resend'])('pending %s + CODE.SUBMITTED → rejected (one call at a time)', (pending) => {
    const before = waiting(step, pending)
    expect(loginReducer(before, { type: 'CODE.SUBMITTED' })).toBe(before)
  })

  it.each<LoginModel['pending']>(['code', 'resend'])('pending %s + CODE.RESEND_REQUESTED → rejected (one call at a time)', (pending) => {
    const before = waiting(step, pending)
    expect(loginReducer(before, { type: 'CODE.RESEND_REQUESTED' })).toBe(before)
  })

  it('CODE.REJECTED → the error, not pending, the step kept', () => {
    expect(loginReducer(waiting(step, 'code'), { type: 'CODE.REJECTED', error })).toEqual({ state: waiting(step).state, pending: null, error })
  })

  it('CODE.REJECTED while a resend is pending → rejected', () => {
    const before = waiting(step, 'resend')
    expect(loginReducer(before, { type: 'CODE.REJECTED', error })).toBe(before)
  })

  it('LOGIN.MFA_REQUIRED after a code → loginWithTwoFactor', () => {
    const next = loginReducer(waiting(step, 'code'), { type: 'LOGIN.MFA_REQUIRED', mfa })
    expect(next.state).toMatchObject({ step: 'loginWithTwoFactor', email: EMAIL, mfa })
    expect(next.pending).toBeNull()
  })

  it('LOGIN.MFA_REQUIRED with no code pending → rejected', () => {
    const before = waiting(step)
    expect(loginReducer(before, { type: 'LOGIN.MFA_REQUIRED', mfa })).toBe(before)
  })

  it('LOGIN.SUCCEEDED → success', () => {
    expect(loginReducer(waiting(step, 'code'), { type: 'LOGIN.SUCCEEDED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })
})

describe.each<PasswordlessStep>(['magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc'])('%s resend and back', (step) => {
  it('CODE.RESEND_REQUESTED → pending resend, error cleared', () => {
    expect(loginReducer(waiting(step, null, error), { type: 'CODE.RESEND_REQUESTED' })).toEqual({ state: waiting(step).state, pending: 'resend', error: null })
  })

  it('CODE.RESENT → resent counted', () => {
    const next = loginReducer(waiting(step, 'resend'), { type: 'CODE.RESENT' })
    expect(next).toEqual({ state: { step, email: EMAIL, resent: 1 }, pending: null, error: null })
  })

  it('CODE.RESENT without a resend pending → rejected', () => {
    const before = waiting(step, 'code')
    expect(loginReducer(before, { type: 'CODE.RESENT' })).toBe(before)
  })

  it('CODE.RESEND_FAILED → the error, the step kept', () => {
    expect(loginReducer(waiting(step, 'resend'), { type: 'CODE.RESEND_FAILED', error })).toEqual({ state: waiting(step).state, pending: null, error })
  })

  it('BACK → preLogin keeping the email', () => {
    expect(loginReducer(waiting(step, 'code'), { type: 'BACK' })).toEqual(initialLoginModel(EMAIL))
  })

  it.each<LoginEvent>([
    { type: 'EMAIL.SUBMITTED', email: EMAIL },
    { type: 'PASSWORD.SUBMITTED' },
    { type: 'PASSWORD.REJECTED', error },
  ])('$type → rejected', (event) => {
    const before = waiting(step)
    expect(loginReducer(before, event)).toBe(before)
  })
})

describe('magicLinkPreLoginSuccess', () => {
  it('takes no typed code: CODE.SUBMITTED → rejected', () => {
    const before = waiting('magicLinkPreLoginSuccess')
    expect(loginReducer(before, { type: 'CODE.SUBMITTED' })).toBe(before)
  })

  it('an SMS destination on CODE.RESENT is ignored outside the SMS step', () => {
    expect(loginReducer(waiting('loginWithOtc', 'resend'), { type: 'CODE.RESENT', phoneNumber: '+1 555' }).state).toEqual({ step: 'loginWithOtc', email: EMAIL, resent: 1 })
  })
})

describe('passwordlessTypeForStep / isPasswordlessStep', () => {
  it('maps each waiting step to its /passwordless/{type}', () => {
    expect(passwordlessTypeForStep('magicLinkPreLoginSuccess')).toBe('MagicLink')
    expect(passwordlessTypeForStep('loginWithOtc')).toBe('Code')
    expect(passwordlessTypeForStep('loginWithSmsOtc')).toBe('SmsCode')
  })

  it('recognises exactly the three passwordless steps', () => {
    expect(LOGIN_STEPS.filter(isPasswordlessStep)).toEqual(['magicLinkPreLoginSuccess', 'loginWithSmsOtc', 'loginWithOtc'])
  })
})
