import { describe, expect, it } from 'vitest'
import { checkSocialCallback, parsePendingSocialLogin, serialisePendingSocialLogin, socialButtons } from './social'
import { authorizationRequestUrl } from './socialStart'

const google = { type: 'google', active: true, authorizationUrl: 'https://accounts.google.test/o/oauth2/auth?client_id=abc' }
const github = { type: 'github', active: true, authorizationUrl: 'https://github.test/login/oauth/authorize?client_id=gh' }
const microsoft = { type: 'microsoft', active: true, authorizationUrl: 'https://login.microsoft.test/authorize' }

describe('socialButtons', () => {
  it('active providers in the spec order, whatever order the server used', () => {
    expect(socialButtons([github, google, microsoft]).map((button) => button.id)).toEqual(['microsoft', 'google', 'github'])
  })

  it('names providers as their owners write them', () => {
    expect(socialButtons([github, { type: 'linkedin', active: true, authorizationUrl: 'https://linkedin.test/a' }]).map((b) => b.name)).toEqual(['GitHub', 'LinkedIn'])
  })

  it.each([
    ['inactive', { ...google, active: false }],
    ['active missing', { type: 'google', authorizationUrl: google.authorizationUrl }],
    ['no authorization URL', { type: 'google', active: true }],
    ['a javascript: URL', { ...google, authorizationUrl: 'javascript:alert(1)' }],
    ['a relative URL', { ...google, authorizationUrl: '/oauth/google' }],
  ])('leaves out a provider that is %s', (_, provider) => {
    expect(socialButtons([provider])).toEqual([])
  })

  it('ignores provider types it does not know and matches types case-insensitively', () => {
    expect(socialButtons([{ type: 'myspace', active: true, authorizationUrl: 'https://myspace.test' }, { ...google, type: 'Google' }]).map((b) => b.id)).toEqual(['google'])
  })

  it('custom providers follow the built-ins, named by displayName, icon only when safe', () => {
    const buttons = socialButtons([google], [
      { id: 'okta-1', displayName: 'Acme Okta', active: true, authorizationUrl: 'https://acme.okta.test/auth', iconUrl: 'https://acme.test/okta.svg' },
      { id: 'internal', active: true, authorizationUrl: 'https://idp.internal.test/auth', iconUrl: 'javascript:void 0' },
      { id: 'off', displayName: 'Off', active: false, authorizationUrl: 'https://off.test' },
    ])
    expect(buttons).toEqual([
      { id: 'google', name: 'Google', kind: 'builtin', authorizationUrl: google.authorizationUrl },
      { id: 'okta-1', name: 'Acme Okta', kind: 'custom', authorizationUrl: 'https://acme.okta.test/auth', iconUrl: 'https://acme.test/okta.svg' },
      { id: 'internal', name: 'internal', kind: 'custom', authorizationUrl: 'https://idp.internal.test/auth' },
    ])
  })
})

describe('authorizationRequestUrl', () => {
  it('adds state, the S256 challenge and the callback, keeping what the provider URL had', () => {
    const url = new URL(authorizationRequestUrl(google.authorizationUrl, { state: 's1', codeChallenge: 'c1', redirectUri: 'https://app.test/account/social/success' }))
    expect(url.origin + url.pathname).toBe('https://accounts.google.test/o/oauth2/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
      redirect_uri: 'https://app.test/account/social/success',
    })
  })

  it('replaces a state the configured URL already had', () => {
    const url = new URL(authorizationRequestUrl('https://p.test/auth?state=stale', { state: 'fresh', codeChallenge: 'c', redirectUri: 'https://a.test/cb' }))
    expect(url.searchParams.getAll('state')).toEqual(['fresh'])
  })
})

describe('pending social login storage', () => {
  const pending = { provider: 'google', state: 'state-1', codeVerifier: 'verifier-1' }
  it('round-trips', () => {
    expect(parsePendingSocialLogin(serialisePendingSocialLogin(pending))).toEqual(pending)
  })
  it.each([null, '', 'not json', '42', 'null', '{"provider":"google","state":"s"}', '{"provider":"","state":"s","codeVerifier":"v"}', '{"provider":1,"state":"s","codeVerifier":"v"}'])(
    '%s → null',
    (raw) => {
      expect(parsePendingSocialLogin(raw)).toBeNull()
    },
  )
})

describe('checkSocialCallback', () => {
  const pending = { provider: 'google', state: 'state-1', codeVerifier: 'verifier-1' }
  const query = (search: string) => new URLSearchParams(search)

  it('the code with the state that was sent → ok, with the stored provider and verifier', () => {
    expect(checkSocialCallback(query('code=abc&state=state-1'), pending)).toEqual({ ok: true, provider: 'google', code: 'abc', state: 'state-1', codeVerifier: 'verifier-1' })
  })
  it('passes an id_token through', () => {
    expect(checkSocialCallback(query('code=abc&state=state-1&id_token=t'), pending)).toMatchObject({ ok: true, idToken: 't' })
  })
  it('the provider said no → providerError', () => {
    expect(checkSocialCallback(query('error=access_denied&state=state-1'), pending)).toEqual({ ok: false, reason: 'providerError' })
  })
  it('no code → missingCode', () => {
    expect(checkSocialCallback(query('state=state-1'), pending)).toEqual({ ok: false, reason: 'missingCode' })
  })
  it.each([
    ['another state', 'code=abc&state=forged', pending],
    ['no state', 'code=abc', pending],
    ['nothing pending', 'code=abc&state=state-1', null],
  ] as const)('%s → stateMismatch', (_, search, stored) => {
    expect(checkSocialCallback(query(search), stored)).toEqual({ ok: false, reason: 'stateMismatch' })
  })
})
