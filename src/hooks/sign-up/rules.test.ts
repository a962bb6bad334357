import { describe, it, expect } from 'vitest'
import type { SignUpResponse } from '../../api/signUp'
import { refusalOnField, rulesForNewAccount, signUpEvents, signUpFormError, signUpOutcome, signUpRequest } from './rules'

const FORM = { email: ' hedy@mail.test ', name: ' Hedy Lamarr ', companyName: ' Frequency Hopping ', phoneNumber: '+15555550199', password: ' spread spectrum ' }
const password = { authStrategy: 'EmailAndPassword' as const }
const magicLink = { authStrategy: 'MagicLink' as const }

describe('signUpRequest (spec/auth.md §3 sign-up request)', () => {
  it('removes the phone number, trims the fields, keeps the password as typed', () => {
    expect(signUpRequest(FORM, password)).toEqual({ email: 'hedy@mail.test', name: 'Hedy Lamarr', companyName: 'Frequency Hopping', password: ' spread spectrum ' })
  })

  it('keeps the invitation token', () => {
    expect(signUpRequest(FORM, password, 'invite-1')).toMatchObject({ invitationToken: 'invite-1' })
    expect(signUpRequest(FORM, password, null)).not.toHaveProperty('invitationToken')
  })

  it('sends no password when the vendor does not sign in with one', () => {
    expect(signUpRequest(FORM, magicLink)).not.toHaveProperty('password')
  })

  it('leaves blank optional fields out', () => {
    expect(signUpRequest({ email: 'hedy@mail.test', name: 'Hedy', companyName: '  ' }, magicLink)).toEqual({ email: 'hedy@mail.test', name: 'Hedy' })
  })
})

describe('signUpFormError', () => {
  it.each([
    [{ ...FORM, email: '' }, password, 'emailRequired', 'email'],
    [{ ...FORM, email: 'hedy.mail.test' }, password, 'invalidEmail', 'email'],
    [{ ...FORM, name: '   ' }, password, 'nameRequired', 'name'],
    [{ ...FORM, password: '' }, password, 'passwordRequired', 'password'],
  ])('%j (%j) → %s on %s', (form, config, code, field) => {
    expect(signUpFormError(form, config)).toMatchObject({ code, field })
  })

  it("a password short of the server's rules → passwordRules on password; no rules loaded → the server decides", () => {
    const rules = { minLength: 10, maxLength: 128, minOptionalTestsToPass: 3, allowPassphrases: false }
    expect(signUpFormError({ ...FORM, password: 'Short1!' }, password, rules)).toMatchObject({ code: 'passwordRules', field: 'password' })
    expect(signUpFormError({ ...FORM, password: 'Long-enough-1' }, password, rules)).toBeNull()
    expect(signUpFormError({ ...FORM, password: 'Short1!' }, password)).toBeNull()
    expect(signUpFormError({ ...FORM, password: '' }, magicLink, rules)).toBeNull()
  })

  it('a complete form passes; no password is needed for a passwordless vendor', () => {
    expect(signUpFormError(FORM, password)).toBeNull()
    expect(signUpFormError({ ...FORM, password: '' }, magicLink)).toBeNull()
  })
})

describe('signUpOutcome (spec/auth.md §4 sign-up)', () => {
  const challenge = { mfaRequired: true, mfaToken: 'mfa-1', mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp'], qrCode: 'otpauth://x' }
  const cases: [string, SignUpResponse, ReturnType<typeof signUpOutcome>][] = [
    ['activation required, no user', { shouldActivate: true, userId: 'u1' }, { kind: 'success', shouldActivate: true, tokens: null }],
    ['no activation, tokens', { shouldActivate: false, user: { accessToken: 'a.b.c', expiresIn: 60 } }, { kind: 'success', shouldActivate: false, tokens: { accessToken: 'a.b.c', expiresIn: 60 } }],
    ['no activation, tokens without expiry → 300 s', { shouldActivate: false, user: { accessToken: 'a.b.c' } }, { kind: 'success', shouldActivate: false, tokens: { accessToken: 'a.b.c', expiresIn: 300 } }],
    ['tokens in authResponse', { shouldActivate: false, authResponse: { accessToken: 'a.b.c', expiresIn: 60 } }, { kind: 'success', shouldActivate: false, tokens: { accessToken: 'a.b.c', expiresIn: 60 } }],
    ['activation required but unverified users may sign in', { shouldActivate: true, user: { accessToken: 'a.b.c', expiresIn: 60 } }, { kind: 'success', shouldActivate: true, tokens: { accessToken: 'a.b.c', expiresIn: 60 } }],
    [
      'no activation, MFA challenge → mfa',
      { shouldActivate: false, user: challenge },
      { kind: 'mfa', mfa: { mfaToken: 'mfa-1', isEnrolled: false, devices: {}, strategies: ['AuthenticatorApp'], qrCode: 'otpauth://x' } },
    ],
    ['activation required with an MFA challenge → success, not signed in', { shouldActivate: true, user: challenge }, { kind: 'success', shouldActivate: true, tokens: null }],
    ['no activation, no user → success without a session', { shouldActivate: false }, { kind: 'success', shouldActivate: false, tokens: null }],
  ]
  it.each(cases)('%s', (_name, answer, expected) => {
    expect(signUpOutcome(answer)).toEqual(expected)
  })
})

describe('signUpEvents (spec/auth.md §4, §9)', () => {
  it('a sign-up emits signup_completed with who signed up', () => {
    expect(signUpEvents({ userId: 'u1', email: 'hedy@mail.test', name: 'Hedy' })).toEqual([
      { type: 'signup_completed', provider: 'local', userId: 'u1', email: 'hedy@mail.test', name: 'Hedy' },
    ])
  })

  it('a sign-up with an invitation token emits nothing', () => {
    expect(signUpEvents({ userId: 'u1', email: 'hedy@mail.test', invitationToken: 'invite-1' })).toEqual([])
  })
})

describe('refusalOnField', () => {
  it.each([
    [{ code: 'http', message: 'User already exists', status: 409 }, 'email'],
    [{ code: 'http', message: 'The password must be at least 10 characters long.', status: 400 }, 'password'],
    [{ code: 'http', message: 'Invitation token is invalid or has expired', status: 400 }, undefined],
    [{ code: 'http', message: 'Internal server error', status: 500 }, undefined],
    [{ code: 'network', message: 'Something went wrong' }, undefined],
    [{ code: 'nameRequired', message: 'Enter your name', field: 'name' }, 'name'],
  ])('%j → field %s', (error, field) => {
    expect(refusalOnField(error).field).toBe(field)
  })
})

describe('rulesForNewAccount', () => {
  it('drops the history rule, keeps the rest', () => {
    expect(rulesForNewAccount({ minLength: 10, passwordHistory: { enabled: true, historySize: 3 } })).toEqual({ minLength: 10, passwordHistory: null })
    const without = { minLength: 10 }
    expect(rulesForNewAccount(without)).toBe(without)
  })
})
