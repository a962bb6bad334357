import { describe, it, expect } from 'vitest'
import { createSessionStore } from '../session/store'
import { loginReducer, smsLoginModel } from './machine'

const EMAIL = 'ada@acme.test'
const error = { code: 'http', message: 'This sign-in method is not enabled', status: 400 }

describe('smsLoginModel: the SMS-code step handed over by another flow (spec/auth.md §4 phone reset)', () => {
  it('with where the code went → loginWithSmsOtc with the masked number, no error', () => {
    expect(smsLoginModel({ email: EMAIL, phoneNumber: '+1 ••• ••• 0143' })).toEqual({
      state: { step: 'loginWithSmsOtc', email: EMAIL, resent: 0, phoneNumber: '+1 ••• ••• 0143' },
      pending: null,
      error: null,
    })
  })

  it('with a code that could not be sent → loginWithSmsOtc showing why, no number', () => {
    expect(smsLoginModel({ email: EMAIL, error })).toEqual({ state: { step: 'loginWithSmsOtc', email: EMAIL, resent: 0 }, pending: null, error })
  })

  it('the step then works as one reached from the email: a code, another code, or back to the email', () => {
    const model = smsLoginModel({ email: EMAIL, error })
    expect(loginReducer(model, { type: 'CODE.SUBMITTED' })).toMatchObject({ pending: 'code', error: null })
    expect(loginReducer(model, { type: 'CODE.RESEND_REQUESTED' })).toMatchObject({ pending: 'resend', error: null })
    expect(loginReducer(model, { type: 'BACK' })).toEqual({ state: { step: 'preLogin', email: EMAIL }, pending: null, error: null })
  })
})

describe('the session store holds the SMS sign-in hand-off', () => {
  it('until it is replaced or cleared; reading does not consume it', () => {
    const store = createSessionStore()
    expect(store.pendingSmsLogin()).toBeNull()
    store.handOffSmsLogin({ email: EMAIL })
    expect(store.pendingSmsLogin()).toEqual({ email: EMAIL })
    expect(store.pendingSmsLogin()).toEqual({ email: EMAIL })
    store.handOffSmsLogin(null)
    expect(store.pendingSmsLogin()).toBeNull()
  })
})
