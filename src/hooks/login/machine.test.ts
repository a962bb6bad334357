import { describe, it, expect } from 'vitest'
import type { AuthStrategy, LoginResponse } from '../../api'
import type { FlowError } from '../shared/flowError'
import {
  LOGIN_STEPS,
  initialLoginModel,
  loginReducer,
  type LoginEvent,
  type LoginModel,
  type LoginState,
  type MfaChallenge,
} from './machine'
import {
  DEFAULT_EXPIRES_IN,
  interpretLoginResponse,
  preLoginStep,
  stepForStrategy,
} from './loginAnswers'

const EMAIL = 'ada@example.test'
const error: FlowError = { code: 'http', message: 'Wrong email or password', status: 401, field: 'password' }
const mfa: MfaChallenge = { mfaToken: 'mfa-token', isEnrolled: true, devices: { authenticators: [{ id: 'a1' }] }, strategies: ['AuthenticatorApp'] }

// Frozen, so a reducer that mutated its input would throw instead of passing.
const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })

const preLogin = (pending: LoginModel['pending'] = null, err: FlowError | null = null) => model({ step: 'preLogin', email: EMAIL }, pending, err)
const password = (pending: LoginModel['pending'] = null, err: FlowError | null = null) => model({ step: 'loginWithPassword', email: EMAIL }, pending, err)
const sso = () => model({ step: 'redirectToSSO', email: EMAIL, address: 'https://idp.test/sso' })
const twoFactor = () => model({ step: 'loginWithTwoFactor', email: EMAIL, mfa })
const success = () => model({ step: 'success', email: EMAIL })

const events = {
  'EMAIL.SUBMITTED': { type: 'EMAIL.SUBMITTED', email: 'other@example.test' },
  'EMAIL.RESOLVED': { type: 'EMAIL.RESOLVED', outcome: { step: 'loginWithPassword' } },
  'EMAIL.REJECTED': { type: 'EMAIL.REJECTED', error },
  'SSO.FAILED': { type: 'SSO.FAILED', error },
  'PASSWORD.SUBMITTED': { type: 'PASSWORD.SUBMITTED' },
  'PASSWORD.REJECTED': { type: 'PASSWORD.REJECTED', error },
  'LOGIN.MFA_REQUIRED': { type: 'LOGIN.MFA_REQUIRED', mfa },
  'MFA.VERIFIED': { type: 'MFA.VERIFIED' },
  'MFA.COMPLETION_FAILED': { type: 'MFA.COMPLETION_FAILED', error },
  'CODE.SUBMITTED': { type: 'CODE.SUBMITTED' },
  'CODE.REJECTED': { type: 'CODE.REJECTED', error },
  'CODE.RESEND_REQUESTED': { type: 'CODE.RESEND_REQUESTED' },
  'CODE.RESENT': { type: 'CODE.RESENT' },
  'CODE.RESEND_FAILED': { type: 'CODE.RESEND_FAILED', error },
  'PASSKEY.STARTED': { type: 'PASSKEY.STARTED', ceremony: 'signIn' },
  'PASSKEY.REJECTED': { type: 'PASSKEY.REJECTED', error },
  'PASSKEYS.PROMPTED': { type: 'PASSKEYS.PROMPTED', destination: '/' },
  'PASSKEY.CREATED': { type: 'PASSKEY.CREATED' },
  'PASSKEYS.PROMPT_CLOSED': { type: 'PASSKEYS.PROMPT_CLOSED' },
  'LOGIN.BREACHED_PASSWORD': { type: 'LOGIN.BREACHED_PASSWORD' },
  'RESET.SUBMITTED': { type: 'RESET.SUBMITTED' },
  'RESET.SENT': { type: 'RESET.SENT' },
  'RESET.FAILED': { type: 'RESET.FAILED', error },
  'QUICK_LOGIN.STARTED': { type: 'QUICK_LOGIN.STARTED', destination: '/' },
  'PHONE.SUBMITTED': { type: 'PHONE.SUBMITTED' },
  'PHONE.CODE_SENT': { type: 'PHONE.CODE_SENT', phoneNumber: '+15555550123', otcToken: 'otc' },
  'PHONE.INVALID': { type: 'PHONE.INVALID', error },
  'PHONE.REJECTED': { type: 'PHONE.REJECTED', error },
  'PHONE.CODE_SUBMITTED': { type: 'PHONE.CODE_SUBMITTED' },
  'PHONE.CODE_REJECTED': { type: 'PHONE.CODE_REJECTED', error },
  'PHONE.VERIFIED': { type: 'PHONE.VERIFIED' },
  'PHONE.CHANGE_REQUESTED': { type: 'PHONE.CHANGE_REQUESTED' },
  'QUICK_LOGIN.SKIPPED': { type: 'QUICK_LOGIN.SKIPPED' },
  'LOGIN.SUCCEEDED': { type: 'LOGIN.SUCCEEDED' },
  BACK: { type: 'BACK' },
} satisfies Record<LoginEvent['type'], LoginEvent>
type EventName = keyof typeof events

describe('loginReducer transitions', () => {
  it('initialLoginModel → preLogin with the given email, nothing pending', () => {
    expect(initialLoginModel()).toEqual({ state: { step: 'preLogin', email: '' }, pending: null, error: null })
    expect(initialLoginModel(EMAIL).state).toEqual({ step: 'preLogin', email: EMAIL })
  })

  it('preLogin + EMAIL.SUBMITTED → preLogin pending email', () => {
    expect(loginReducer(preLogin(null, error), events['EMAIL.SUBMITTED'])).toEqual({
      state: { step: 'preLogin', email: 'other@example.test' },
      pending: 'email',
      error: null,
    })
  })

  it('preLogin pending email + EMAIL.RESOLVED with SSO address → redirectToSSO', () => {
    const next = loginReducer(preLogin('email'), { type: 'EMAIL.RESOLVED', outcome: { step: 'redirectToSSO', address: 'https://idp.test/sso' } })
    expect(next).toEqual({ state: { step: 'redirectToSSO', email: EMAIL, address: 'https://idp.test/sso' }, pending: null, error: null })
  })

  it('preLogin pending email + EMAIL.RESOLVED to password → loginWithPassword', () => {
    expect(loginReducer(preLogin('email'), events['EMAIL.RESOLVED'])).toEqual({
      state: { step: 'loginWithPassword', email: EMAIL },
      pending: null,
      error: null,
    })
  })

  it('preLogin + EMAIL.REJECTED → preLogin with the error, not pending', () => {
    expect(loginReducer(preLogin('email'), events['EMAIL.REJECTED'])).toEqual({ state: { step: 'preLogin', email: EMAIL }, pending: null, error })
  })

  it('loginWithPassword + PASSWORD.SUBMITTED → loginWithPassword pending password, error cleared', () => {
    expect(loginReducer(password(null, error), events['PASSWORD.SUBMITTED'])).toEqual({
      state: { step: 'loginWithPassword', email: EMAIL },
      pending: 'password',
      error: null,
    })
  })

  it('loginWithPassword + PASSWORD.REJECTED → loginWithPassword with the error, not pending', () => {
    expect(loginReducer(password('password'), events['PASSWORD.REJECTED'])).toEqual({
      state: { step: 'loginWithPassword', email: EMAIL },
      pending: null,
      error,
    })
  })

  it('loginWithPassword + LOGIN.MFA_REQUIRED → loginWithTwoFactor with the challenge', () => {
    expect(loginReducer(password('password'), events['LOGIN.MFA_REQUIRED'])).toEqual({
      state: { step: 'loginWithTwoFactor', email: EMAIL, mfa },
      pending: null,
      error: null,
    })
  })

  it('loginWithPassword + LOGIN.SUCCEEDED → success', () => {
    expect(loginReducer(password('password'), events['LOGIN.SUCCEEDED'])).toEqual({ state: { step: 'success', email: EMAIL }, pending: null, error: null })
  })

  it('loginWithPassword + BACK → preLogin keeping the email, error dropped', () => {
    expect(loginReducer(password(null, error), events.BACK)).toEqual(initialLoginModel(EMAIL))
  })

  it('redirectToSSO + BACK → preLogin keeping the email', () => {
    expect(loginReducer(sso(), events.BACK)).toEqual(initialLoginModel(EMAIL))
  })

  it('loginWithTwoFactor + BACK → preLogin keeping the email', () => {
    expect(loginReducer(twoFactor(), events.BACK)).toEqual(initialLoginModel(EMAIL))
  })
})

describe('loginReducer rejections (same object back)', () => {
  const all = Object.keys(events) as EventName[]
  const except = (...accepted: EventName[]) => all.filter((name) => !accepted.includes(name))
  const cases: [string, () => LoginModel, EventName[]][] = [
    // EMAIL.RESOLVED in preLogin depends on pending: see the test after the loop.
    // Passkey events in preLogin too: see machine.passkeys.test.ts.
    ['preLogin', () => preLogin(), except('EMAIL.SUBMITTED', 'EMAIL.RESOLVED', 'EMAIL.REJECTED', 'PASSKEY.STARTED')],
    ['loginWithPassword', () => password(), except('PASSWORD.SUBMITTED', 'PASSWORD.REJECTED', 'LOGIN.MFA_REQUIRED', 'LOGIN.SUCCEEDED', 'BACK')],
    ['redirectToSSO', sso, except('BACK', 'SSO.FAILED')],
    ['loginWithSSOFailed', () => model({ step: 'loginWithSSOFailed', email: EMAIL, error }), all],
    ['loginWithTwoFactor', twoFactor, except('BACK', 'MFA.VERIFIED', 'LOGIN.SUCCEEDED')],
    ['success', success, except('PASSKEYS.PROMPTED', 'QUICK_LOGIN.STARTED')],
    // RESET.SENT and RESET.FAILED need a reset pending: without one they are rejected too.
    ['breachedPassword', () => model({ step: 'breachedPassword', email: EMAIL }), except('RESET.SUBMITTED', 'BACK')],
    ['breachedPasswordSuccess', () => model({ step: 'breachedPasswordSuccess', email: EMAIL }), except('BACK')],
  ]
  for (const [step, make, rejected] of cases) {
    for (const name of rejected) {
      it(`${step} + ${name} → rejected`, () => {
        const before = make()
        expect(loginReducer(before, events[name])).toBe(before)
      })
    }
  }

  // One submit at a time: the machine, not the hook, ignores a second start while one waits (a double click).
  it.each<[string, () => LoginModel, LoginEvent]>([
    ['preLogin pending email + EMAIL.SUBMITTED', () => preLogin('email'), events['EMAIL.SUBMITTED']],
    ['preLogin pending passkey + EMAIL.SUBMITTED', () => preLogin('passkey'), events['EMAIL.SUBMITTED']],
    ['loginWithPassword pending password + PASSWORD.SUBMITTED', () => password('password'), events['PASSWORD.SUBMITTED']],
    ['loginWithTwoFactor pending mfa + MFA.VERIFIED', () => model({ step: 'loginWithTwoFactor', email: EMAIL, mfa }, 'mfa'), events['MFA.VERIFIED']],
  ])('%s → rejected', (_name, make, event) => {
    const before = make()
    expect(loginReducer(before, event)).toBe(before)
  })

  it('preLogin + EMAIL.RESOLVED when not pending → rejected', () => {
    const before = preLogin(null)
    expect(loginReducer(before, { type: 'EMAIL.RESOLVED', outcome: { step: 'redirectToSSO', address: 'https://idp.test/sso' } })).toBe(before)
  })
})

describe('stepForStrategy', () => {
  it.each<[AuthStrategy | undefined, string]>([
    ['Code', 'loginWithOtc'],
    ['EmailAndPassword', 'loginWithPassword'],
    ['MagicLink', 'magicLinkPreLoginSuccess'],
    ['SmsCode', 'loginWithSmsOtc'],
    ['NoLocalAuthentication', 'loginWithPassword'],
    [undefined, 'loginWithPassword'],
  ])('%s → %s', (strategy, step) => {
    expect(stepForStrategy(strategy)).toBe(step)
  })
})

describe('preLoginStep', () => {
  it.each<AuthStrategy | undefined>(['Code', 'EmailAndPassword', 'MagicLink', 'SmsCode', 'NoLocalAuthentication', undefined])(
    'an SSO address wins over strategy %s',
    (strategy) => {
      expect(preLoginStep({ address: 'https://idp.test/sso', idpType: 'saml' }, strategy)).toEqual({ step: 'redirectToSSO', address: 'https://idp.test/sso' })
    },
  )

  it('an SSO answer without address → the strategy step', () => {
    expect(preLoginStep({ idpType: 'saml' }, 'MagicLink')).toEqual({ step: 'magicLinkPreLoginSuccess' })
    expect(preLoginStep({ address: '' }, 'Code')).toEqual({ step: 'loginWithOtc' })
  })

  it('a null SSO answer (failed pre-login) → the strategy step, password by default', () => {
    expect(preLoginStep(null, 'SmsCode')).toEqual({ step: 'loginWithSmsOtc' })
    expect(preLoginStep(null, undefined)).toEqual({ step: 'loginWithPassword' })
  })
})

describe('interpretLoginResponse', () => {
  it('mfaRequired + mfaToken → mfa with devices, strategies, qrCode and recoveryCode', () => {
    const answer: LoginResponse = {
      mfaRequired: true,
      mfaToken: 'mfa-token',
      mfaEnrolled: false,
      mfaDevices: { phones: [{ id: 'p1' }] },
      mfaStrategies: ['SMS', 'AuthenticatorApp'],
      qrCode: 'data:image/png;base64,AAA',
      recoveryCode: 'RECOVER-1',
    }
    expect(interpretLoginResponse(answer)).toEqual({
      kind: 'mfa',
      mfa: {
        mfaToken: 'mfa-token',
        isEnrolled: false,
        devices: { phones: [{ id: 'p1' }] },
        strategies: ['SMS', 'AuthenticatorApp'],
        qrCode: 'data:image/png;base64,AAA',
        recoveryCode: 'RECOVER-1',
      },
    })
  })

  it('mfa with nothing else given → isEnrolled true, no devices or strategies', () => {
    expect(interpretLoginResponse({ mfaRequired: true, mfaToken: 'mfa-token' })).toEqual({
      kind: 'mfa',
      mfa: { mfaToken: 'mfa-token', isEnrolled: true, devices: {}, strategies: [] },
    })
  })

  it(`tokens without expiresIn → authenticated with ${DEFAULT_EXPIRES_IN} s, not breached`, () => {
    expect(DEFAULT_EXPIRES_IN).toBe(300)
    expect(interpretLoginResponse({ accessToken: 'access', refreshToken: 'refresh' })).toEqual({
      kind: 'authenticated',
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresIn: 300,
      isBreachedPassword: false,
    })
  })

  it('tokens with expiresIn and a breached password → both kept', () => {
    expect(interpretLoginResponse({ accessToken: 'access', expiresIn: 900, isBreachedPassword: true })).toEqual({
      kind: 'authenticated',
      accessToken: 'access',
      expiresIn: 900,
      isBreachedPassword: true,
    })
  })

  it('mfaRequired without an mfaToken → authenticated with the tokens', () => {
    expect(interpretLoginResponse({ mfaRequired: true, accessToken: 'access' })).toMatchObject({ kind: 'authenticated', accessToken: 'access' })
  })
})

describe('LOGIN_STEPS', () => {
  it('lists exactly the 15 steps of spec/auth.md §2', () => {
    expect([...LOGIN_STEPS]).toEqual([
      'preLogin',
      'magicLinkPreLoginSuccess',
      'loginWithSmsOtc',
      'loginWithQuickSmsOtc',
      'loginWithOtc',
      'loginWithPassword',
      'loginWithTwoFactor',
      'redirectToSSO',
      'loginWithSSOFailed',
      'success',
      'forceTwoFactor',
      'recoverTwoFactor',
      'promptPasskeys',
      'breachedPassword',
      'breachedPasswordSuccess',
    ])
    expect(new Set(LOGIN_STEPS).size).toBe(15)
  })
})
