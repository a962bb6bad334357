import { describe, it, expect } from 'vitest'
import * as oauth from 'oauth4webapi'
import { MULTI_FACTOR_ACR } from '../../api/stepUp'
import {
  HOSTED_ERRORS,
  authorizeParameters,
  checkHostedCallback,
  hostedFailure,
  parsePendingHostedLogin,
  profileFromIdToken,
  serialisePendingHostedLogin,
  type PendingHostedLogin,
} from './hostedLogin'

const request = { clientId: 'app-1', redirectUri: 'https://app.test/oauth/callback', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', state: 's1', nonce: 'n1' }
const pending: PendingHostedLogin = { verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', state: 's1', nonce: 'n1', redirectUri: request.redirectUri }

describe('authorizeParameters (spec/auth.md §4 hosted login)', () => {
  it('code flow, scope openid email profile, S256 challenge, state and nonce', () => {
    expect(authorizeParameters(request)).toEqual({
      response_type: 'code',
      client_id: 'app-1',
      scope: 'openid email profile',
      redirect_uri: 'https://app.test/oauth/callback',
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      state: 's1',
      nonce: 'n1',
    })
  })
  it('the organization alias when one is set', () => {
    expect(authorizeParameters({ ...request, organization: 'acme' }).organization).toBe('acme')
  })
  it('a step-up asks for the multi-factor acr, with no max_age unless given', () => {
    const parameters = authorizeParameters({ ...request, stepUp: {} })
    expect(parameters.acr_values).toBe(MULTI_FACTOR_ACR)
    expect(parameters).not.toHaveProperty('max_age')
  })
  it('a step-up with maxAge sends max_age in seconds', () => {
    expect(authorizeParameters({ ...request, stepUp: { maxAge: 300 }, organization: 'acme' })).toMatchObject({ acr_values: MULTI_FACTOR_ACR, max_age: '300', organization: 'acme' })
  })
  it('max_age 0 is sent (re-authenticate now)', () => {
    expect(authorizeParameters({ ...request, stepUp: { maxAge: 0 } }).max_age).toBe('0')
  })
  it('a max_age that is not whole seconds is refused', () => {
    expect(() => authorizeParameters({ ...request, stepUp: { maxAge: 1.5 } })).toThrow(RangeError)
    expect(() => authorizeParameters({ ...request, stepUp: { maxAge: -1 } })).toThrow(RangeError)
  })
})

describe('the pending sign-in in session storage', () => {
  it('round-trips', () => {
    const full = { ...pending, maxAge: 60, returnTo: '/billing?tab=2' }
    expect(parsePendingHostedLogin(serialisePendingHostedLogin(full))).toEqual(full)
  })
  it.each([
    ['nothing stored', null],
    ['not JSON', '{nope'],
    ['not an object', '"x"'],
    ['a verifier shorter than RFC 7636 allows', JSON.stringify({ ...pending, verifier: 'abcdefghijklmnop' })],
    ['no state', JSON.stringify({ ...pending, state: '' })],
    ['no nonce', JSON.stringify({ ...pending, nonce: undefined })],
    ['no redirect URI', JSON.stringify({ ...pending, redirectUri: 1 })],
  ])('%s → null', (_name, raw) => {
    expect(parsePendingHostedLogin(raw)).toBeNull()
  })
  it('drops a maxAge or returnTo of the wrong kind', () => {
    expect(parsePendingHostedLogin(JSON.stringify({ ...pending, maxAge: 'soon', returnTo: 5 }))).toEqual(pending)
  })
})

describe('checkHostedCallback', () => {
  const query = (search: string) => new URLSearchParams(search)
  it('a callback with a code and a pending sign-in → ok', () => {
    expect(checkHostedCallback(query('code=c1&state=s1'), pending)).toEqual({ ok: true, pending })
  })
  it('no pending sign-in in this browser → signInNotStarted', () => {
    expect(checkHostedCallback(query('code=c1&state=s1'), null)).toEqual({ ok: false, error: HOSTED_ERRORS.notStarted })
  })
  it('the provider’s error → its description', () => {
    expect(checkHostedCallback(query('error=access_denied&error_description=The+user+said+no&state=s1'), pending)).toEqual({ ok: false, error: { code: 'providerError', message: 'The user said no' } })
  })
  it('the provider’s error without description → the error code', () => {
    expect(checkHostedCallback(query('error=login_required&state=s1'), pending)).toEqual({ ok: false, error: { code: 'providerError', message: 'login_required' } })
  })
  it.each([
    ['another state', 'error=access_denied&error_description=Call+0800+FRAUD+to+unlock&state=forged'],
    ['no state', 'error=access_denied&error_description=Call+0800+FRAUD+to+unlock'],
  ])('a provider error with %s → stateMismatch, its description never shown', (_name, search) => {
    expect(checkHostedCallback(query(search), pending)).toEqual({ ok: false, error: HOSTED_ERRORS.stateMismatch })
  })
  it('a code with another state → stateMismatch before any request', () => {
    expect(checkHostedCallback(query('code=c1&state=forged'), pending)).toEqual({ ok: false, error: HOSTED_ERRORS.stateMismatch })
  })
  it('no code → missingCode', () => {
    expect(checkHostedCallback(query('state=s1'), pending)).toEqual({ ok: false, error: HOSTED_ERRORS.missingCode })
  })
})

describe('hostedFailure: oauth4webapi errors as the screen tells them', () => {
  const as = { issuer: 'https://api.example.com' }
  const client = { client_id: 'app-1' }
  it('a state that is not ours → stateMismatch', () => {
    let caught: unknown
    try {
      oauth.validateAuthResponse(as, client, new URLSearchParams('code=c&state=forged'), 's1')
    } catch (error) {
      caught = error
    }
    expect(hostedFailure(caught)).toEqual(HOSTED_ERRORS.stateMismatch)
  })
  it('the token endpoint’s refusal → tokenRefused with its description', async () => {
    const response = Response.json({ error: 'invalid_grant', error_description: 'PKCE verification failed' }, { status: 400 })
    const caught = await oauth.processAuthorizationCodeResponse(as, client, response).catch((error: unknown) => error)
    expect(hostedFailure(caught)).toEqual({ code: 'tokenRefused', message: 'PKCE verification failed', status: 400 })
  })
  it('an answer that does not check out → invalidResponse', async () => {
    const response = Response.json({ token_type: 'Bearer' })
    const caught = await oauth.processAuthorizationCodeResponse(as, client, response).catch((error: unknown) => error)
    expect(hostedFailure(caught)).toEqual({ code: 'invalidResponse', message: 'Failed to authenticate' })
  })
  it('fetch failing (no answer) → network', () => {
    expect(hostedFailure(new TypeError('Failed to fetch'))).toEqual({ code: 'network', message: 'Failed to authenticate' })
  })
  it('anything else → null (the caller’s own handling)', () => {
    expect(hostedFailure(new Error('boom'))).toBeNull()
  })
})

describe('profileFromIdToken', () => {
  it('sub, email, name and email_verified', () => {
    expect(profileFromIdToken({ sub: 'u1', email: 'ada@example.com', name: 'Ada', email_verified: true })).toEqual({ id: 'u1', email: 'ada@example.com', name: 'Ada', verified: true })
  })
  it('no email → refused', () => {
    expect(() => profileFromIdToken({ sub: 'u1' })).toThrow(TypeError)
  })
})
