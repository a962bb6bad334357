import { describe, it, expect } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { forgotPasswordReducer, initialForgotPasswordModel, type ForgotPasswordEvent, type ForgotPasswordModel } from './machine'

const EMAIL = 'ada@example.test'
const error: FlowError = { code: 'unknown', message: 'Unknown error occurred' }

// Frozen, so a reducer that mutated its input would throw instead of passing.
const freeze = (model: ForgotPasswordModel): ForgotPasswordModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) })
const entry = (pending = false, err: FlowError | null = null) => freeze({ state: { step: 'forgotPassword', email: EMAIL }, pending, error: err })
const success = () => freeze({ state: { step: 'success', email: EMAIL }, pending: false, error: null })

const events = {
  'EMAIL.SUBMITTED': { type: 'EMAIL.SUBMITTED', email: 'other@example.test' },
  'EMAIL.SENT': { type: 'EMAIL.SENT' },
  'EMAIL.REJECTED': { type: 'EMAIL.REJECTED', error },
  RESET: { type: 'RESET' },
} satisfies Record<ForgotPasswordEvent['type'], ForgotPasswordEvent>

describe('forgotPasswordReducer transitions', () => {
  it('initialForgotPasswordModel → forgotPassword with the given email, not pending', () => {
    expect(initialForgotPasswordModel()).toEqual({ state: { step: 'forgotPassword', email: '' }, pending: false, error: null })
    expect(initialForgotPasswordModel(EMAIL).state).toEqual({ step: 'forgotPassword', email: EMAIL })
  })

  it('forgotPassword + EMAIL.SUBMITTED → forgotPassword pending, error cleared', () => {
    expect(forgotPasswordReducer(entry(false, error), events['EMAIL.SUBMITTED'])).toEqual({
      state: { step: 'forgotPassword', email: 'other@example.test' },
      pending: true,
      error: null,
    })
  })

  it('forgotPassword pending + EMAIL.SENT → success with the email', () => {
    expect(forgotPasswordReducer(entry(true), events['EMAIL.SENT'])).toEqual({ state: { step: 'success', email: EMAIL }, pending: false, error: null })
  })

  it('forgotPassword + EMAIL.REJECTED → forgotPassword with the error, not pending', () => {
    expect(forgotPasswordReducer(entry(true), events['EMAIL.REJECTED'])).toEqual({ state: { step: 'forgotPassword', email: EMAIL }, pending: false, error })
  })

  it('success + RESET → forgotPassword keeping the email', () => {
    expect(forgotPasswordReducer(success(), events.RESET)).toEqual(initialForgotPasswordModel(EMAIL))
  })
})

describe('forgotPasswordReducer rejections (same object back)', () => {
  it('forgotPassword + EMAIL.SENT when not pending → rejected', () => {
    const before = entry(false)
    expect(forgotPasswordReducer(before, events['EMAIL.SENT'])).toBe(before)
  })

  it('forgotPassword + RESET → rejected', () => {
    const before = entry(false, error)
    expect(forgotPasswordReducer(before, events.RESET)).toBe(before)
  })

  it('forgotPassword pending + EMAIL.SUBMITTED → rejected (one request at a time)', () => {
    const before = entry(true)
    expect(forgotPasswordReducer(before, events['EMAIL.SUBMITTED'])).toBe(before)
  })

  it.each(['EMAIL.SUBMITTED', 'EMAIL.SENT', 'EMAIL.REJECTED'] as const)('success + %s → rejected', (name) => {
    const before = success()
    expect(forgotPasswordReducer(before, events[name])).toBe(before)
  })
})
