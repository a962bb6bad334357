import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { loginReducer, type LoginModel, type LoginState } from './machine'
import { preLoginStep, SSO_ADDRESS_REFUSED, SSO_BRIDGE_FAILED } from './loginAnswers'

const EMAIL = 'margaret@sso.acme.test'
const model = (state: LoginState, pending: LoginModel['pending'] = null, err: FlowError | null = null): LoginModel =>
  Object.freeze({ state: Object.freeze(state), pending, error: err })

describe('SSO failure transitions (spec/auth.md §4 SSO failure)', () => {
  it('preLogin pending email + EMAIL.RESOLVED with loginWithSSOFailed → loginWithSSOFailed with the error', () => {
    const next = loginReducer(model({ step: 'preLogin', email: EMAIL }, 'email'), { type: 'EMAIL.RESOLVED', outcome: { step: 'loginWithSSOFailed', error: SSO_ADDRESS_REFUSED } })
    expect(next).toEqual({ state: { step: 'loginWithSSOFailed', email: EMAIL, error: SSO_ADDRESS_REFUSED }, pending: null, error: null })
  })

  it('redirectToSSO + SSO.FAILED (the native bridge failed) → loginWithSSOFailed with the error', () => {
    const next = loginReducer(model({ step: 'redirectToSSO', email: EMAIL, address: 'https://idp.test/sso' }), { type: 'SSO.FAILED', error: SSO_BRIDGE_FAILED })
    expect(next).toEqual({ state: { step: 'loginWithSSOFailed', email: EMAIL, error: SSO_BRIDGE_FAILED }, pending: null, error: null })
  })

  it('loginWithSSOFailed + BACK → rejected (the flow is leaving for the authenticated URL)', () => {
    const before = model({ step: 'loginWithSSOFailed', email: EMAIL, error: SSO_ADDRESS_REFUSED })
    expect(loginReducer(before, { type: 'BACK' })).toBe(before)
  })
})

describe('preLoginStep: only an http(s) SSO address is followed', () => {
  it.each<[string, string]>([
    ['https://idp.acme.test/saml/login?tenant=acme', 'redirectToSSO'],
    ['http://idp.internal.test/sso', 'redirectToSSO'],
    ['javascript:alert(1)', 'loginWithSSOFailed'],
    ['JavaScript:alert(document.cookie)', 'loginWithSSOFailed'],
    [' javascript:alert(1)', 'loginWithSSOFailed'],
    ['data:text/html,<script>alert(1)</script>', 'loginWithSSOFailed'],
    ['vbscript:msgbox(1)', 'loginWithSSOFailed'],
    ['//idp.acme.test/sso', 'loginWithSSOFailed'],
    ['/account/login', 'loginWithSSOFailed'],
    ['https://user:pass@idp.acme.test/', 'loginWithSSOFailed'],
    ['ftp://idp.acme.test/', 'loginWithSSOFailed'],
    ['https://idp.acme.test/a b', 'loginWithSSOFailed'],
  ])('%j → %s', (address, step) => {
    const outcome = preLoginStep({ address, idpType: 'saml' }, 'EmailAndPassword')
    expect(outcome.step).toBe(step)
    if (outcome.step === 'loginWithSSOFailed') expect(outcome.error).toBe(SSO_ADDRESS_REFUSED)
    if (outcome.step === 'redirectToSSO') expect(outcome.address).toBe(address)
  })
})
