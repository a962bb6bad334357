import { describe, it, expect } from 'vitest'
import type { FlowError } from '../shared/flowError'
import {
  initialResetPhoneNumberModel,
  resetPhoneNumberReducer as reduce,
  type ResetPhoneNumberEvent,
  type ResetPhoneNumberModel,
  type ResetPhoneNumberState,
} from './machine'

const EMAIL = 'ada@acme.test'
const error: FlowError = { code: 'http', message: 'The code is not correct. Check it and try again.', status: 400, field: 'code' }

// Frozen, so a reducer that mutated its input would throw instead of passing.
const model = (state: ResetPhoneNumberState, pending: ResetPhoneNumberModel['pending'] = null, err: FlowError | null = null): ResetPhoneNumberModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })
const request = (pending: ResetPhoneNumberModel['pending'] = null, err: FlowError | null = null) => model({ step: 'ResetPhoneNumber', email: EMAIL }, pending, err)
const verify = (pending: ResetPhoneNumberModel['pending'] = null, err: FlowError | null = null) =>
  model({ step: 'VerifyResetPhoneNumber', email: EMAIL, resetPhoneNumberToken: 'reset-1', resent: 0 }, pending, err)
const change = (pending: ResetPhoneNumberModel['pending'] = null, err: FlowError | null = null, changed = false) =>
  model({ step: 'ChangePhoneNumber', email: EMAIL, changePhoneNumberToken: 'change-1', phoneNumber: '+1 202 555 0143', changed }, pending, err)

const events = {
  'EMAIL.SUBMITTED': { type: 'EMAIL.SUBMITTED', email: 'other@acme.test' },
  'EMAIL.REJECTED': { type: 'EMAIL.REJECTED', error },
  'CODE.SENT': { type: 'CODE.SENT', resetPhoneNumberToken: 'reset-2' },
  'CODE.RESEND_REQUESTED': { type: 'CODE.RESEND_REQUESTED' },
  'CODE.RESEND_FAILED': { type: 'CODE.RESEND_FAILED', error },
  'CODE.SUBMITTED': { type: 'CODE.SUBMITTED' },
  'CODE.REJECTED': { type: 'CODE.REJECTED', error },
  'CODE.VERIFIED': { type: 'CODE.VERIFIED', changePhoneNumberToken: 'change-2' },
  'PHONE.SUBMITTED': { type: 'PHONE.SUBMITTED', phoneNumber: '(415) 555-2671' },
  'PHONE.REJECTED': { type: 'PHONE.REJECTED', error },
  'PHONE.CHANGED': { type: 'PHONE.CHANGED', phoneNumber: '+14155552671' },
  BACK: { type: 'BACK' },
} satisfies Record<ResetPhoneNumberEvent['type'], ResetPhoneNumberEvent>
type EventName = keyof typeof events

describe('resetPhoneNumberReducer transitions', () => {
  it('initialResetPhoneNumberModel → ResetPhoneNumber with the given email, not pending', () => {
    expect(initialResetPhoneNumberModel()).toEqual({ state: { step: 'ResetPhoneNumber', email: '' }, pending: null, error: null })
    expect(initialResetPhoneNumberModel(EMAIL).state).toEqual({ step: 'ResetPhoneNumber', email: EMAIL })
  })

  it('ResetPhoneNumber + EMAIL.SUBMITTED → pending email, the email kept, error cleared', () => {
    expect(reduce(request(null, error), events['EMAIL.SUBMITTED'])).toEqual({ state: { step: 'ResetPhoneNumber', email: 'other@acme.test' }, pending: 'email', error: null })
  })

  it('ResetPhoneNumber pending + EMAIL.REJECTED → ResetPhoneNumber with the error, the email kept', () => {
    expect(reduce(request('email'), events['EMAIL.REJECTED'])).toEqual({ state: { step: 'ResetPhoneNumber', email: EMAIL }, pending: null, error })
  })

  it('ResetPhoneNumber pending + CODE.SENT → VerifyResetPhoneNumber with the token, none resent', () => {
    expect(reduce(request('email'), events['CODE.SENT'])).toEqual({
      state: { step: 'VerifyResetPhoneNumber', email: EMAIL, resetPhoneNumberToken: 'reset-2', resent: 0 },
      pending: null,
      error: null,
    })
  })

  it('VerifyResetPhoneNumber + CODE.SUBMITTED → pending code, error cleared', () => {
    expect(reduce(verify(null, error), events['CODE.SUBMITTED'])).toEqual(verify('code'))
  })

  it('VerifyResetPhoneNumber pending code + CODE.REJECTED → the error, same token', () => {
    expect(reduce(verify('code'), events['CODE.REJECTED'])).toEqual(verify(null, error))
  })

  it('VerifyResetPhoneNumber pending code + CODE.VERIFIED → ChangePhoneNumber with the change token, no number yet', () => {
    expect(reduce(verify('code'), events['CODE.VERIFIED'])).toEqual({
      state: { step: 'ChangePhoneNumber', email: EMAIL, changePhoneNumberToken: 'change-2', phoneNumber: '', changed: false },
      pending: null,
      error: null,
    })
  })

  it('VerifyResetPhoneNumber + CODE.RESEND_REQUESTED → pending resend, error cleared', () => {
    expect(reduce(verify(null, error), events['CODE.RESEND_REQUESTED'])).toEqual(verify('resend'))
  })

  it('VerifyResetPhoneNumber pending resend + CODE.SENT → the new token, one more resent', () => {
    expect(reduce(verify('resend'), events['CODE.SENT'])).toEqual({
      state: { step: 'VerifyResetPhoneNumber', email: EMAIL, resetPhoneNumberToken: 'reset-2', resent: 1 },
      pending: null,
      error: null,
    })
  })

  it('VerifyResetPhoneNumber pending resend + CODE.RESEND_FAILED → the error, the old token kept', () => {
    expect(reduce(verify('resend'), events['CODE.RESEND_FAILED'])).toEqual(verify(null, error))
  })

  it.each([null, 'code', 'resend'] as const)('VerifyResetPhoneNumber (pending %s) + BACK → ResetPhoneNumber keeping the email', (pending) => {
    expect(reduce(verify(pending, error), events.BACK)).toEqual(initialResetPhoneNumberModel(EMAIL))
  })

  it('ChangePhoneNumber + PHONE.SUBMITTED → pending phone, the number as typed kept, error cleared', () => {
    expect(reduce(change(null, error), events['PHONE.SUBMITTED'])).toEqual({
      state: { step: 'ChangePhoneNumber', email: EMAIL, changePhoneNumberToken: 'change-1', phoneNumber: '(415) 555-2671', changed: false },
      pending: 'phone',
      error: null,
    })
  })

  it('ChangePhoneNumber pending + PHONE.REJECTED → the error, the token kept', () => {
    expect(reduce(change('phone'), events['PHONE.REJECTED'])).toEqual(change(null, error))
  })

  it('ChangePhoneNumber pending + PHONE.CHANGED → changed, to the E.164 number', () => {
    expect(reduce(change('phone'), events['PHONE.CHANGED'])).toEqual({
      state: { step: 'ChangePhoneNumber', email: EMAIL, changePhoneNumberToken: 'change-1', phoneNumber: '+14155552671', changed: true },
      pending: null,
      error: null,
    })
  })

  it('ChangePhoneNumber + BACK → ResetPhoneNumber keeping the email (start again)', () => {
    expect(reduce(change(null, error), events.BACK)).toEqual(initialResetPhoneNumberModel(EMAIL))
  })
})

describe('resetPhoneNumberReducer rejections (same object back)', () => {
  const all = Object.keys(events) as EventName[]
  const rejected: [string, () => ResetPhoneNumberModel, EventName[]][] = [
    ['ResetPhoneNumber', () => request(), all.filter((name) => name !== 'EMAIL.SUBMITTED')],
    ['ResetPhoneNumber pending email', () => request('email'), all.filter((name) => name !== 'EMAIL.REJECTED' && name !== 'CODE.SENT')],
    ['VerifyResetPhoneNumber', () => verify(), all.filter((name) => !['CODE.SUBMITTED', 'CODE.RESEND_REQUESTED', 'BACK'].includes(name))],
    ['VerifyResetPhoneNumber pending code', () => verify('code'), all.filter((name) => !['CODE.REJECTED', 'CODE.VERIFIED', 'BACK'].includes(name))],
    ['VerifyResetPhoneNumber pending resend', () => verify('resend'), all.filter((name) => !['CODE.SENT', 'CODE.RESEND_FAILED', 'BACK'].includes(name))],
    ['ChangePhoneNumber', () => change(), all.filter((name) => name !== 'PHONE.SUBMITTED' && name !== 'BACK')],
    ['ChangePhoneNumber pending phone (BACK too: the change may have happened)', () => change('phone'), all.filter((name) => name !== 'PHONE.REJECTED' && name !== 'PHONE.CHANGED')],
    ['ChangePhoneNumber changed (leaving for the SMS sign-in)', () => change(null, null, true), all],
  ]
  for (const [name, before, names] of rejected) {
    it.each(names)(`${name} + %s → rejected`, (event) => {
      const model = before()
      expect(reduce(model, events[event])).toBe(model)
    })
  }
})
