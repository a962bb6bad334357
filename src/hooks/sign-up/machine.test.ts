import { describe, it, expect } from 'vitest'
import type { FlowError } from '../shared/flowError'
import {
  EMPTY_SIGN_UP_FORM,
  asksForPassword,
  initialSignUpModel,
  signUpConfigFrom,
  signUpReducer,
  type SignUpConfig,
  type SignUpEvent,
  type SignUpForm,
  type SignUpModel,
  type SignUpState,
} from './machine'

const config: SignUpConfig = { allowSignUps: true, allowNotVerifiedUsersLogin: true, authStrategy: 'EmailAndPassword' }
const FORM: SignUpForm = { email: 'hedy@mail.test', name: 'Hedy Lamarr', companyName: 'Frequency Hopping', password: 'spread-spectrum-1942' }
const error: FlowError = { code: 'http', message: 'User already exists', status: 409 }

// Frozen, so a reducer that mutated its input would throw instead of passing.
const model = (state: SignUpState, extra: Partial<SignUpModel> = {}): SignUpModel =>
  Object.freeze({ state: Object.freeze(state), config, pending: false, error: null, ...extra })
const loading = () => Object.freeze(initialSignUpModel())
const form = (pending = false, err: FlowError | null = null) => model({ step: 'SignUp', form: FORM }, { pending, error: err })
const success = () => model({ step: 'SignUpSuccess', email: FORM.email, shouldActivate: true, isSignedIn: false })

const events = {
  'CONFIG.LOADED': { type: 'CONFIG.LOADED', config },
  'CONFIG.FAILED': { type: 'CONFIG.FAILED', error },
  'CONFIG.RETRIED': { type: 'CONFIG.RETRIED' },
  'SIGNUP.SUBMITTED': { type: 'SIGNUP.SUBMITTED', form: { ...FORM, name: 'Hedy K. Lamarr' } },
  'SIGNUP.REJECTED': { type: 'SIGNUP.REJECTED', error },
  'SIGNUP.SUCCEEDED': { type: 'SIGNUP.SUCCEEDED', shouldActivate: false, isSignedIn: true },
  'SIGNUP.MFA_REQUIRED': { type: 'SIGNUP.MFA_REQUIRED' },
  RESET: { type: 'RESET' },
} satisfies Record<SignUpEvent['type'], SignUpEvent>

describe('signUpReducer transitions (spec/auth.md §4 sign-up)', () => {
  it('initialSignUpModel → loading (firstLoad), no configuration', () => {
    expect(initialSignUpModel()).toEqual({ state: { step: 'loading' }, config: null, pending: false, error: null })
  })

  it('loading + CONFIG.LOADED allowing sign-ups → SignUp with an empty form and the configuration', () => {
    expect(signUpReducer(loading(), events['CONFIG.LOADED'])).toEqual({ state: { step: 'SignUp', form: EMPTY_SIGN_UP_FORM }, config, pending: false, error: null })
  })

  it('loading + CONFIG.LOADED not allowing sign-ups → signUpsDisabled', () => {
    const closed = { ...config, allowSignUps: false }
    expect(signUpReducer(loading(), { type: 'CONFIG.LOADED', config: closed })).toEqual({ state: { step: 'signUpsDisabled' }, config: closed, pending: false, error: null })
  })

  it('loading + CONFIG.FAILED → loadFailed with the error', () => {
    expect(signUpReducer(loading(), events['CONFIG.FAILED'])).toEqual({ state: { step: 'loadFailed' }, config: null, pending: false, error })
  })

  it('loadFailed + CONFIG.RETRIED → loading, error cleared', () => {
    const failed = signUpReducer(loading(), events['CONFIG.FAILED'])
    expect(signUpReducer(failed, events['CONFIG.RETRIED'])).toEqual(initialSignUpModel())
  })

  it('SignUp + SIGNUP.SUBMITTED → SignUp pending holding the submitted form, error cleared', () => {
    expect(signUpReducer(form(false, error), events['SIGNUP.SUBMITTED'])).toEqual({
      state: { step: 'SignUp', form: { ...FORM, name: 'Hedy K. Lamarr' } },
      config,
      pending: true,
      error: null,
    })
  })

  it('SignUp pending + SIGNUP.REJECTED → SignUp keeping the form, with the error', () => {
    expect(signUpReducer(form(true), events['SIGNUP.REJECTED'])).toEqual(form(false, error))
  })

  it('SignUp pending + SIGNUP.SUCCEEDED → SignUpSuccess noting shouldActivate and the session', () => {
    expect(signUpReducer(form(true), events['SIGNUP.SUCCEEDED'])).toEqual(model({ step: 'SignUpSuccess', email: FORM.email, shouldActivate: false, isSignedIn: true }))
    expect(signUpReducer(form(true), { type: 'SIGNUP.SUCCEEDED', shouldActivate: true, isSignedIn: false }).state).toEqual({
      step: 'SignUpSuccess',
      email: FORM.email,
      shouldActivate: true,
      isSignedIn: false,
    })
  })

  it('SignUp pending + SIGNUP.MFA_REQUIRED → loginWithTwoFactor for the email', () => {
    expect(signUpReducer(form(true), events['SIGNUP.MFA_REQUIRED'])).toEqual(model({ step: 'loginWithTwoFactor', email: FORM.email }))
  })

  it('SignUp + RESET → SignUp with an empty form, keeping allowSignUps and allowNotVerifiedUsersLogin (soft reset)', () => {
    const after = signUpReducer(form(false, error), events.RESET)
    expect(after).toEqual({ state: { step: 'SignUp', form: EMPTY_SIGN_UP_FORM }, config, pending: false, error: null })
    expect(after.config).toMatchObject({ allowSignUps: true, allowNotVerifiedUsersLogin: true })
  })

  it('SignUpSuccess + RESET → SignUp with an empty form, keeping the configuration', () => {
    expect(signUpReducer(success(), events.RESET)).toEqual({ state: { step: 'SignUp', form: EMPTY_SIGN_UP_FORM }, config, pending: false, error: null })
  })
})

describe('signUpReducer rejections (same object back)', () => {
  const cases: [string, SignUpModel, SignUpEvent['type'][]][] = [
    ['loading', loading(), ['CONFIG.RETRIED', 'SIGNUP.SUBMITTED', 'SIGNUP.REJECTED', 'SIGNUP.SUCCEEDED', 'SIGNUP.MFA_REQUIRED', 'RESET']],
    ['loadFailed', model({ step: 'loadFailed' }, { config: null, error }), ['CONFIG.LOADED', 'CONFIG.FAILED', 'SIGNUP.SUBMITTED', 'SIGNUP.SUCCEEDED', 'RESET']],
    ['signUpsDisabled', model({ step: 'signUpsDisabled' }), ['CONFIG.LOADED', 'CONFIG.RETRIED', 'SIGNUP.SUBMITTED', 'RESET']],
    ['SignUp (idle)', form(), ['CONFIG.LOADED', 'CONFIG.FAILED', 'CONFIG.RETRIED', 'SIGNUP.REJECTED', 'SIGNUP.SUCCEEDED', 'SIGNUP.MFA_REQUIRED']],
    ['SignUp pending', form(true), ['SIGNUP.SUBMITTED', 'RESET', 'CONFIG.LOADED']],
    ['SignUpSuccess', success(), ['SIGNUP.SUBMITTED', 'SIGNUP.SUCCEEDED', 'SIGNUP.REJECTED', 'CONFIG.LOADED']],
    ['loginWithTwoFactor', model({ step: 'loginWithTwoFactor', email: FORM.email }), ['SIGNUP.SUBMITTED', 'RESET', 'SIGNUP.SUCCEEDED']],
  ]
  for (const [name, before, rejected] of cases) {
    for (const type of rejected) {
      it(`${name} + ${type} → rejected`, () => {
        expect(signUpReducer(before, events[type])).toBe(before)
      })
    }
  }
})

describe('signUpConfigFrom (spec/auth.md §3 vendor public config)', () => {
  it.each([
    [{}, { allowSignUps: false, allowNotVerifiedUsersLogin: false, authStrategy: 'EmailAndPassword' }],
    [{ allowSignups: true, authStrategy: 'MagicLink' as const }, { allowSignUps: true, allowNotVerifiedUsersLogin: false, authStrategy: 'MagicLink' }],
    [{ allowSignups: true, allowNotVerifiedUsersLogin: true, authStrategy: 'Code' as const }, { allowSignUps: true, allowNotVerifiedUsersLogin: true, authStrategy: 'Code' }],
  ])('%j → %j', (vendor, expected) => {
    expect(signUpConfigFrom(vendor)).toEqual(expected)
  })

  it('asksForPassword only for EmailAndPassword', () => {
    expect(asksForPassword({ authStrategy: 'EmailAndPassword' })).toBe(true)
    for (const authStrategy of ['MagicLink', 'Code', 'SmsCode', 'NoLocalAuthentication'] as const) expect(asksForPassword({ authStrategy })).toBe(false)
  })
})
