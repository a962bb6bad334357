import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { loginReducer, type LoginEvent, type LoginModel, type LoginState, type MfaChallenge } from './machine'

const EMAIL = 'ada@example.test'
const DESTINATION = '/reports'
const cancelled: FlowError = { code: 'passkeyCancelled', message: 'Cancelled' }
const mfa: MfaChallenge = { mfaToken: 'mfa-token', isEnrolled: true, devices: { authenticators: [{ id: 'a1' }] }, strategies: ['AuthenticatorApp'] }

// Frozen, so a reducer that mutated its input would throw instead of passing.
const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })
const preLogin = (pending: LoginModel['pending'] = null, err: FlowError | null = null) => model({ step: 'preLogin', email: EMAIL }, pending, err)
const prompt = (pending: LoginModel['pending'] = null, err: FlowError | null = null) =>
  model({ step: 'promptPasskeys', email: EMAIL, destination: DESTINATION }, pending, err)

const started: LoginEvent = { type: 'PASSKEY.STARTED', ceremony: 'signIn' }
const creating: LoginEvent = { type: 'PASSKEY.STARTED', ceremony: 'create' }
const rejected: LoginEvent = { type: 'PASSKEY.REJECTED', error: cancelled }

describe('passkey sign-in from preLogin', () => {
  it('preLogin + PASSKEY.STARTED → preLogin pending passkey, the last error cleared', () => {
    expect(loginReducer(preLogin(null, cancelled), started)).toEqual({ state: { step: 'preLogin', email: EMAIL }, pending: 'passkey', error: null })
  })

  it('preLogin pending email + PASSKEY.STARTED → rejected (one thing at a time)', () => {
    const before = preLogin('email')
    expect(loginReducer(before, started)).toBe(before)
  })

  it('preLogin + PASSKEY.STARTED to create one → rejected (creating is for promptPasskeys)', () => {
    const before = preLogin()
    expect(loginReducer(before, creating)).toBe(before)
  })

  it('preLogin pending passkey + PASSKEY.REJECTED → preLogin with the error, nothing pending', () => {
    expect(loginReducer(preLogin('passkey'), rejected)).toEqual({ state: { step: 'preLogin', email: EMAIL }, pending: null, error: cancelled })
  })

  it('preLogin not pending + PASSKEY.REJECTED → rejected (a stale answer)', () => {
    const before = preLogin()
    expect(loginReducer(before, rejected)).toBe(before)
  })

  it('preLogin pending passkey + LOGIN.SUCCEEDED → success', () => {
    expect(loginReducer(preLogin('passkey'), { type: 'LOGIN.SUCCEEDED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it('preLogin pending passkey + LOGIN.MFA_REQUIRED → the second factor (postlogin answers like a login)', () => {
    const next = loginReducer(preLogin('passkey'), { type: 'LOGIN.MFA_REQUIRED', mfa })
    expect(next.state).toMatchObject({ step: 'loginWithTwoFactor', email: EMAIL, mfa })
    expect(next.pending).toBeNull()
  })

  it.each<LoginEvent>([{ type: 'LOGIN.SUCCEEDED' }, { type: 'LOGIN.MFA_REQUIRED', mfa }])('preLogin not pending a passkey + $type → rejected', (event) => {
    const before = preLogin('email')
    expect(loginReducer(before, event)).toBe(before)
  })
})

describe('promptPasskeys (spec/auth.md §4 step 2)', () => {
  it('success + PASSKEYS.PROMPTED → promptPasskeys, keeping where the login goes', () => {
    const next = loginReducer(model({ step: 'success', email: EMAIL }), { type: 'PASSKEYS.PROMPTED', destination: DESTINATION })
    expect(next).toEqual({ state: { step: 'promptPasskeys', email: EMAIL, destination: DESTINATION }, pending: null, error: null })
  })

  it('promptPasskeys + PASSKEY.STARTED to create one → pending passkey', () => {
    expect(loginReducer(prompt(null, cancelled), creating)).toEqual({ ...prompt(), pending: 'passkey', error: null })
  })

  it('promptPasskeys pending + PASSKEY.STARTED → rejected', () => {
    const before = prompt('passkey')
    expect(loginReducer(before, creating)).toBe(before)
  })

  it('promptPasskeys + PASSKEY.STARTED to sign in → rejected (signing in is for preLogin)', () => {
    const before = prompt()
    expect(loginReducer(before, started)).toBe(before)
  })

  it('promptPasskeys pending + PASSKEY.CREATED → success', () => {
    expect(loginReducer(prompt('passkey'), { type: 'PASSKEY.CREATED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it('promptPasskeys not pending + PASSKEY.CREATED → rejected (no passkey was being created)', () => {
    const before = prompt()
    expect(loginReducer(before, { type: 'PASSKEY.CREATED' })).toBe(before)
  })

  it('promptPasskeys pending + PASSKEYS.PROMPT_CLOSED → rejected (not now waits for the running ceremony)', () => {
    const before = prompt('passkey')
    expect(loginReducer(before, { type: 'PASSKEYS.PROMPT_CLOSED' })).toBe(before)
  })

  it('promptPasskeys pending + PASSKEY.REJECTED → the error, the prompt stays', () => {
    expect(loginReducer(prompt('passkey'), rejected)).toEqual(prompt(null, cancelled))
  })

  it('promptPasskeys + PASSKEYS.PROMPT_CLOSED → success', () => {
    expect(loginReducer(prompt(null, cancelled), { type: 'PASSKEYS.PROMPT_CLOSED' })).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it.each<LoginEvent>([
    { type: 'EMAIL.SUBMITTED', email: 'other@example.test' },
    { type: 'PASSWORD.SUBMITTED' },
    { type: 'LOGIN.SUCCEEDED' },
    { type: 'PASSKEYS.PROMPTED', destination: '/' },
    { type: 'BACK' },
  ])('promptPasskeys + $type → rejected', (event) => {
    const before = prompt()
    expect(loginReducer(before, event)).toBe(before)
  })

  it.each<[string, () => LoginModel]>([
    ['preLogin', () => preLogin()],
    ['loginWithPassword', () => model({ step: 'loginWithPassword', email: EMAIL })],
  ])('%s + PASSKEYS.PROMPTED → rejected (only a signed-in login is prompted)', (_step, make) => {
    const before = make()
    expect(loginReducer(before, { type: 'PASSKEYS.PROMPTED', destination: '/' })).toBe(before)
  })

  it('success + PASSKEYS.PROMPT_CLOSED → rejected', () => {
    const before = model({ step: 'success', email: EMAIL })
    expect(loginReducer(before, { type: 'PASSKEYS.PROMPT_CLOSED' })).toBe(before)
  })
})
