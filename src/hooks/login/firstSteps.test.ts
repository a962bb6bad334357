import { describe, expect, it } from 'vitest'
import { reduceLogin } from './firstSteps'
import { loginReducer, type LoginEvent, type LoginModel } from './machine'
import { continuedLoginModel, initialLoginModel, smsLoginModel } from './models'

const mfa = { mfaToken: 'm', isEnrolled: true, devices: {}, strategies: [] }
const model = (state: LoginModel['state'], pending: LoginModel['pending'] = null): LoginModel => ({ state, pending, error: null })

describe('reduceLogin before the later steps have loaded', () => {
  it('every step a login can start in takes its events: the email, a handed-over second factor, a handed-over SMS code', () => {
    expect(reduceLogin(initialLoginModel(), { type: 'EMAIL.SUBMITTED', email: 'ada@acme.test' }, null)).toMatchObject({ pending: 'email' })
    expect(reduceLogin(continuedLoginModel('ada@acme.test', mfa), { type: 'MFA.VERIFIED' }, null)).toMatchObject({ pending: 'mfa' })
    expect(reduceLogin(smsLoginModel({ email: 'ada@acme.test' }), { type: 'CODE.SUBMITTED' }, null)).toMatchObject({ pending: 'code' })
  })

  it('preLogin + EMAIL.RESOLVED → the later step, though its reducer is not there yet', () => {
    const pending = model({ step: 'preLogin', email: 'ada@acme.test' }, 'email')
    expect(reduceLogin(pending, { type: 'EMAIL.RESOLVED', outcome: { step: 'loginWithPassword' } }, null).state).toEqual({ step: 'loginWithPassword', email: 'ada@acme.test' })
  })

  it('a later step without its reducer rejects every event (the same model back)', () => {
    const password = model({ step: 'loginWithPassword', email: 'ada@acme.test' })
    for (const event of [{ type: 'PASSWORD.SUBMITTED' }, { type: 'BACK' }] satisfies LoginEvent[]) expect(reduceLogin(password, event, null)).toBe(password)
  })

  it('the first steps answer alike before and after the later steps load', () => {
    const events: LoginEvent[] = [{ type: 'EMAIL.SUBMITTED', email: 'a@b.test' }, { type: 'MFA.VERIFIED' }, { type: 'CODE.SUBMITTED' }, { type: 'CODE.RESEND_REQUESTED' }, { type: 'LOGIN.SUCCEEDED' }, { type: 'BACK' }]
    const states: LoginModel['state'][] = [
      { step: 'preLogin', email: 'a@b.test' },
      { step: 'loginWithTwoFactor', email: 'a@b.test', mfa },
      { step: 'loginWithOtc', email: 'a@b.test', resent: 0 },
      { step: 'loginWithSmsOtc', email: 'a@b.test', resent: 0 },
      { step: 'magicLinkPreLoginSuccess', email: 'a@b.test', resent: 0 },
    ]
    for (const state of states) for (const event of events) expect(reduceLogin(model(state), event, null)).toEqual(loginReducer(model(state), event))
  })
})
