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
  it('CODE.SUBMITTED on the code step → pending code', () => {
    expect(loginReducer(codeStep(), { type: 'CODE.SUBMITTED' })).toEqual({ state: codeStep().state, pending: 'code', error: null })
  })
  it('CODE.REJECTED → the error on the code step', () => {
    expect(loginReducer(codeStep('code'), { type: 'CODE.REJECTED', error })).toEqual({ state: codeStep().state, pending: null, error })
  })
  it('PHONE.CHANGE_REQUESTED → asking for a phone again, token dropped', () => {
    expect(loginReducer(codeStep(null, error), { type: 'PHONE.CHANGE_REQUESTED' })).toEqual({
      state: { step: 'loginWithQuickSmsOtc', email: EMAIL, destination: '/home', phoneNumber: '+15555550123' },
      pending: null,
      error: null,
    })
  })
  it.each([phoneStep(), codeStep(), codeStep('code')])('QUICK_LOGIN.FINISHED → success', (before) => {
    expect(loginReducer(before, { type: 'QUICK_LOGIN.FINISHED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })
  it.each<[string, LoginModel, LoginEvent]>([
    ['a code before any phone', phoneStep(), { type: 'CODE.SUBMITTED' }],
    ['a phone on the code step', codeStep(), { type: 'PHONE.SUBMITTED' }],
    ['a second phone submit', phoneStep('phone'), { type: 'PHONE.SUBMITTED' }],
    ['CODE_SENT without a pending phone', phoneStep(), { type: 'PHONE.CODE_SENT', phoneNumber: '+1', otcToken: 't' }],
    ['change while asking for a phone', phoneStep(), { type: 'PHONE.CHANGE_REQUESTED' }],
    ['finish while a phone is being sent', phoneStep('phone'), { type: 'QUICK_LOGIN.FINISHED' }],
    ['BACK', codeStep(), { type: 'BACK' }],
    ['EMAIL.SUBMITTED', phoneStep(), { type: 'EMAIL.SUBMITTED', email: EMAIL }],
  ])('%s → rejected', (_, before, event) => {
    expect(loginReducer(before, event)).toBe(before)
  })
})
