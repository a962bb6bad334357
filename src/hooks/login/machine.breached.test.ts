import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { initialLoginModel, loginReducer, type LoginModel, type LoginState } from './machine'
import { isBreachedPasswordLogin, SECURITY_CENTER_LOGIN_FLOWS_FLAG, type LoginResult } from './loginAnswers'

const EMAIL = 'alan@example.test'
const error: FlowError = { code: 'network', message: 'offline' }
const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })
const breached = (pending: LoginModel['pending'] = null, err: FlowError | null = null) => model({ step: 'breachedPassword', email: EMAIL }, pending, err)

describe('breached password transitions', () => {
  it('loginWithPassword pending + LOGIN.BREACHED_PASSWORD → breachedPassword', () => {
    expect(loginReducer(model({ step: 'loginWithPassword', email: EMAIL }, 'password'), { type: 'LOGIN.BREACHED_PASSWORD' })).toEqual({
      state: { step: 'breachedPassword', email: EMAIL },
      pending: null,
      error: null,
    })
  })
  it('breachedPassword + RESET.SUBMITTED → pending reset, error cleared', () => {
    expect(loginReducer(breached(null, error), { type: 'RESET.SUBMITTED' })).toEqual({ state: breached().state, pending: 'reset', error: null })
  })
  it('a second RESET.SUBMITTED while pending → rejected', () => {
    const before = breached('reset')
    expect(loginReducer(before, { type: 'RESET.SUBMITTED' })).toBe(before)
  })
  it('breachedPassword pending + RESET.SENT → breachedPasswordSuccess', () => {
    expect(loginReducer(breached('reset'), { type: 'RESET.SENT' })).toEqual({ state: { step: 'breachedPasswordSuccess', email: EMAIL }, pending: null, error: null })
  })
  it('breachedPassword pending + RESET.FAILED → the error, the step kept', () => {
    expect(loginReducer(breached('reset'), { type: 'RESET.FAILED', error })).toEqual({ state: breached().state, pending: null, error })
  })
  it.each(['breachedPassword', 'breachedPasswordSuccess'] as const)('%s + BACK → preLogin keeping the email', (step) => {
    expect(loginReducer(model({ step, email: EMAIL }), { type: 'BACK' })).toEqual(initialLoginModel(EMAIL))
  })
})

describe('isBreachedPasswordLogin (spec/auth.md §4 step 1)', () => {
  const on = { [SECURITY_CENTER_LOGIN_FLOWS_FLAG]: true }
  const withheld: LoginResult = { kind: 'authenticated', accessToken: '', expiresIn: 300, isBreachedPassword: true }
  it('flag on, breached, no access token → breachedPassword', () => {
    expect(isBreachedPasswordLogin(withheld, on)).toBe(true)
  })
  it.each<[string, LoginResult, Record<string, boolean>]>([
    ['flag off', withheld, { [SECURITY_CENTER_LOGIN_FLOWS_FLAG]: false }],
    ['flag missing', withheld, {}],
    ['a session was given', { ...withheld, accessToken: 'token' } as LoginResult, on],
    ['not breached', { ...withheld, isBreachedPassword: false } as LoginResult, on],
    ['an MFA challenge', { kind: 'mfa', mfa: { mfaToken: 't', isEnrolled: true, devices: {}, strategies: [] } }, on],
  ])('%s → not', (_, result, flags) => {
    expect(isBreachedPasswordLogin(result, flags)).toBe(false)
  })
})
