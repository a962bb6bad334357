import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { loginFlow, loginReducer, type LoginEvent, type LoginModel, type LoginState } from './machine'

const EMAIL = 'ada@example.test'
const error: FlowError = { code: 'http', message: 'Invalid phone number', status: 400, field: 'phoneNumber' }
const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })
const phoneStep = (pending: LoginModel['pending'] = null, err: FlowError | null = null) =>
  model({ step: 'loginWithQuickSmsOtc', email: EMAIL, destination: '/home' }, pending, err)
const codeStep = (pending: LoginModel['pending'] = null, err: FlowError | null = null) =>
  model({ step: 'loginWithQuickSmsOtc', email: EMAIL, destination: '/home', phoneNumber: '+15555550123', otcToken: 'otc-1' }, pending, err)

describe('registerQuickLogin transitions', () => {
  it('success + QUICK_LOGIN.STARTED → loginWithQuickSmsOtc asking for a phone, flow registerQuickLogin', () => {
    const next = loginReducer(model({ step: 'success', email: EMAIL }), { type: 'QUICK_LOGIN.STARTED', destination: '/home' })
    expect(next).toEqual({ state: { step: 'loginWithQuickSmsOtc', email: EMAIL, destination: '/home' }, pending: null, error: null })
    expect(loginFlow(next.state)).toBe('registerQuickLogin')
    expect(loginFlow({ step: 'preLogin', email: '' })).toBe('login')
  })
  it('PHONE.SUBMITTED → pending phone', () => {
    expect(loginReducer(phoneStep(null, error), { type: 'PHONE.SUBMITTED' })).toEqual({ state: phoneStep().state, pending: 'phone', error: null })
  })
  it('PHONE.CODE_SENT → the code step with the otcToken held in state', () => {
    expect(loginReducer(phoneStep('phone'), { type: 'PHONE.CODE_SENT', phoneNumber: '+15555550123', otcToken: 'otc-1' })).toEqual({ state: codeStep().state, pending: null, error: null })
  })
  it('PHONE.REJECTED → the error, still asking for a phone', () => {
    expect(loginReducer(phoneStep('phone'), { type: 'PHONE.REJECTED', error })).toEqual({ state: phoneStep().state, pending: null, error })
  })
  it('PHONE.CODE_SUBMITTED on the code step → pending code', () => {
    expect(loginReducer(codeStep(), { type: 'PHONE.CODE_SUBMITTED' })).toEqual({ state: codeStep().state, pending: 'code', error: null })
  })
  it('PHONE.CODE_REJECTED → the error on the code step', () => {
    expect(loginReducer(codeStep('code'), { type: 'PHONE.CODE_REJECTED', error })).toEqual({ state: codeStep().state, pending: null, error })
  })
  it('PHONE.VERIFIED while the code is checked → success', () => {
    expect(loginReducer(codeStep('code'), { type: 'PHONE.VERIFIED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })
  it('PHONE.INVALID → the error, nothing pending, still asking for a phone', () => {
    expect(loginReducer(phoneStep(), { type: 'PHONE.INVALID', error })).toEqual({ state: phoneStep().state, pending: null, error })
  })
  it('PHONE.CHANGE_REQUESTED → asking for a phone again, token dropped', () => {
    expect(loginReducer(codeStep(null, error), { type: 'PHONE.CHANGE_REQUESTED' })).toEqual({
      state: { step: 'loginWithQuickSmsOtc', email: EMAIL, destination: '/home', phoneNumber: '+15555550123' },
      pending: null,
      error: null,
    })
  })
  it.each([phoneStep(), codeStep()])('QUICK_LOGIN.SKIPPED → success', (before) => {
    expect(loginReducer(before, { type: 'QUICK_LOGIN.SKIPPED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })
  it.each<[string, LoginModel, LoginEvent]>([
    ['a code before any phone', phoneStep(), { type: 'PHONE.CODE_SUBMITTED' }],
    ['a second code submit', codeStep('code'), { type: 'PHONE.CODE_SUBMITTED' }],
    ['a passwordless code (CODE.SUBMITTED) on the code step', codeStep(), { type: 'CODE.SUBMITTED' }],
    ['PHONE.CODE_REJECTED without a pending code', codeStep(), { type: 'PHONE.CODE_REJECTED', error }],
    ['PHONE.REJECTED without a pending phone', phoneStep(), { type: 'PHONE.REJECTED', error }],
    ['PHONE.INVALID while a phone is being sent', phoneStep('phone'), { type: 'PHONE.INVALID', error }],
    ['PHONE.INVALID on the code step', codeStep(), { type: 'PHONE.INVALID', error }],
    ['PHONE.VERIFIED without a pending code', codeStep(), { type: 'PHONE.VERIFIED' }],
    ['skip while the code is checked', codeStep('code'), { type: 'QUICK_LOGIN.SKIPPED' }],
    ['a phone on the code step', codeStep(), { type: 'PHONE.SUBMITTED' }],
    ['a second phone submit', phoneStep('phone'), { type: 'PHONE.SUBMITTED' }],
    ['CODE_SENT without a pending phone', phoneStep(), { type: 'PHONE.CODE_SENT', phoneNumber: '+1', otcToken: 't' }],
    ['change while asking for a phone', phoneStep(), { type: 'PHONE.CHANGE_REQUESTED' }],
    ['skip while a phone is being sent', phoneStep('phone'), { type: 'QUICK_LOGIN.SKIPPED' }],
    ['BACK', codeStep(), { type: 'BACK' }],
    ['EMAIL.SUBMITTED', phoneStep(), { type: 'EMAIL.SUBMITTED', email: EMAIL }],
  ])('%s → rejected', (_, before, event) => {
    expect(loginReducer(before, event)).toBe(before)
  })
})
