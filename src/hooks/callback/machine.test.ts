import { describe, expect, it } from 'vitest'
import { DEFAULT_ROUTES } from '../session/routes'
import type { FlowError } from '../shared/flowError'
import { callbackKindForPath, initialCallbackState, loginCallbackReducer, loginLocationKeepingQuery, type LoginCallbackEvent } from './machine'

const error: FlowError = { code: 'http', message: 'Failed to authenticate', status: 401 }
const events: LoginCallbackEvent[] = [{ type: 'CALLBACK.SUCCEEDED' }, { type: 'CALLBACK.MFA_REQUIRED' }, { type: 'CALLBACK.FAILED', error }]

describe('loginCallbackReducer', () => {
  const verifying = Object.freeze(initialCallbackState('oidc'))
  it('verifying + CALLBACK.SUCCEEDED → success', () => {
    expect(loginCallbackReducer(verifying, events[0]!)).toEqual({ step: 'success', kind: 'oidc' })
  })
  it('verifying + CALLBACK.MFA_REQUIRED → loginWithTwoFactor', () => {
    expect(loginCallbackReducer(verifying, events[1]!)).toEqual({ step: 'loginWithTwoFactor', kind: 'oidc' })
  })
  it('verifying + CALLBACK.FAILED → loginWithSSOFailed with the error', () => {
    expect(loginCallbackReducer(verifying, events[2]!)).toEqual({ step: 'loginWithSSOFailed', kind: 'oidc', error })
  })
  it.each(['success', 'loginWithTwoFactor'] as const)('%s is final', (step) => {
    const before = Object.freeze({ step, kind: 'social' as const })
    for (const event of events) expect(loginCallbackReducer(before, event)).toBe(before)
  })
  it('loginWithSSOFailed is final', () => {
    const before = Object.freeze({ step: 'loginWithSSOFailed' as const, kind: 'saml' as const, error })
    for (const event of events) expect(loginCallbackReducer(before, event)).toBe(before)
  })
})

describe('callbackKindForPath', () => {
  it.each([
    ['/account/social/success', 'social'],
    ['/account/oidc/callback', 'oidc'],
    ['/account/saml/callback', 'saml'],
    ['/account/login/magic-link', 'magicLink'],
    ['/account/login', null],
    ['/account/social/success/extra', null],
  ] as const)('%s → %s', (path, kind) => {
    expect(callbackKindForPath(path, DEFAULT_ROUTES)).toBe(kind)
  })
  it('follows overridden routes, ignoring their query', () => {
    expect(callbackKindForPath('/auth/sso', { ...DEFAULT_ROUTES, oidcRedirectUrl: '/auth/sso?from=kit' })).toBe('oidc')
    expect(callbackKindForPath('/account/oidc/callback', { ...DEFAULT_ROUTES, oidcRedirectUrl: '/auth/sso' })).toBeNull()
  })
})

describe('loginLocationKeepingQuery', () => {
  it('keeps the page query, drops the provider answer', () => {
    expect(loginLocationKeepingQuery('/account/login', 'https://app.test/account/oidc/callback?code=c&state=s&redirectUrl=%2Fbilling&tenantId=t1')).toBe(
      '/account/login?redirectUrl=%2Fbilling&tenantId=t1',
    )
  })
  it('nothing of the page → the login route alone', () => {
    expect(loginLocationKeepingQuery('/account/login', 'https://app.test/account/login/magic-link?token=abc')).toBe('/account/login')
  })
  it('a login route with a query of its own', () => {
    expect(loginLocationKeepingQuery('/login?kit=1', 'https://app.test/cb?code=x&tenantId=t')).toBe('/login?kit=1&tenantId=t')
  })
})
