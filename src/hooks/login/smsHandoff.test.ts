import { describe, it, expect } from 'vitest'
import { parseSmsLoginHandoff, serialiseSmsLoginHandoff, SMS_HANDOFF_MAX_AGE_MS } from './smsHandoff'
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

describe('the SMS sign-in hand-off in session storage', () => {
  const NOW = 1_750_000_000_000
  const handoff = { email: EMAIL, phoneNumber: '+1 ••• ••• 0143' }

  it.each([
    ['with where the code went', handoff],
    ['with why the code was not sent', { email: EMAIL, error }],
    ['with the email alone', { email: EMAIL }],
  ])('serialise then parse %s → the same hand-off', (_name, value) => {
    expect(parseSmsLoginHandoff(serialiseSmsLoginHandoff(value, NOW), NOW + 1000)).toEqual(value)
  })

  it('written exactly SMS_HANDOFF_MAX_AGE_MS ago → still taken; a millisecond older → dropped', () => {
    const raw = serialiseSmsLoginHandoff(handoff, NOW)
    expect(parseSmsLoginHandoff(raw, NOW + SMS_HANDOFF_MAX_AGE_MS)).toEqual(handoff)
    expect(parseSmsLoginHandoff(raw, NOW + SMS_HANDOFF_MAX_AGE_MS + 1)).toBeNull()
  })

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{email'],
    ['not an object', '"ada@acme.test"'],
    ['no email', JSON.stringify({ at: NOW })],
    ['an empty email', JSON.stringify({ email: '', at: NOW })],
    ['no time', JSON.stringify({ email: EMAIL })],
    ['a time in the future', JSON.stringify({ email: EMAIL, at: NOW + 1 })],
    ['a phone number that is not text', JSON.stringify({ email: EMAIL, phoneNumber: 15555550143, at: NOW })],
    ['an error without a message', JSON.stringify({ email: EMAIL, error: { code: 'http' }, at: NOW })],
    ['an error with a status that is not a number', JSON.stringify({ email: EMAIL, error: { code: 'http', message: 'x', status: '500' }, at: NOW })],
  ])('%s → null', (_name, raw) => {
    expect(parseSmsLoginHandoff(raw, NOW)).toBeNull()
  })

  it('keeps only the fields of a hand-off (an error keeps code, message and status)', () => {
    const raw = JSON.stringify({ email: EMAIL, extra: 1, error: { code: 'http', message: 'm', status: 500, field: 'x', secret: 's' }, at: NOW })
    expect(parseSmsLoginHandoff(raw, NOW)).toEqual({ email: EMAIL, error: { code: 'http', message: 'm', status: 500 } })
  })
})
