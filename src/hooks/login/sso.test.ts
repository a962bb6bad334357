import { describe, expect, it } from 'vitest'
import { checkSsoCallback, parsePendingSsoLogin, serialisePendingSsoLogin, ssoAuthorizationRequest, ssoProtocol, type PendingSsoLogin } from './sso'

const SAML = 'https://idp.acme.test/saml/login?tenant=acme'
const OIDC = 'https://idp.acme.test/oidc/authorize?client_id=gatehouse&tenant=acme'

describe('ssoProtocol', () => {
  it.each<[string | undefined, string, 'oidc' | 'saml']>([
    ['saml', OIDC, 'saml'],
    ['SAML', OIDC, 'saml'],
    ['oidc', SAML, 'oidc'],
    [undefined, 'https://idp.test/sso?SAMLRequest=abc', 'saml'],
    [undefined, OIDC, 'oidc'],
    ['something-else', OIDC, 'oidc'],
  ])('idpType %j at %s → %s', (idpType, address, expected) => {
    expect(ssoProtocol(idpType, new URL(address))).toBe(expected)
  })
})

describe('ssoAuthorizationRequest', () => {
  it.each<[string, string, string | undefined, string, PendingSsoLogin]>([
    ['SAML without RelayState → a fresh RelayState added', SAML, 'saml', `${SAML}&RelayState=fresh-1`, { protocol: 'saml', state: 'fresh-1' }],
    ['OIDC without state → a fresh state added', OIDC, 'oidc', `${OIDC}&state=fresh-1`, { protocol: 'oidc', state: 'fresh-1' }],
    ['OIDC with the server’s own state → kept and remembered', `${OIDC}&state=server-9`, 'oidc', `${OIDC}&state=server-9`, { protocol: 'oidc', state: 'server-9' }],
    ['SAML with the server’s own RelayState → kept and remembered', `${SAML}&RelayState=srv`, 'saml', `${SAML}&RelayState=srv`, { protocol: 'saml', state: 'srv' }],
    [
      'a signed SAML request without RelayState → unchanged, bound to the protocol only',
      'https://idp.test/sso?SAMLRequest=abc&SigAlg=rsa&Signature=sig',
      'saml',
      'https://idp.test/sso?SAMLRequest=abc&SigAlg=rsa&Signature=sig',
      { protocol: 'saml', state: null },
    ],
    ['an address without a query → the state is its query', 'https://idp.test/authorize', 'oidc', 'https://idp.test/authorize?state=fresh-1', { protocol: 'oidc', state: 'fresh-1' }],
  ])('%s', (_, address, idpType, url, pending) => {
    expect(ssoAuthorizationRequest(address, idpType, 'fresh-1')).toEqual({ url, pending })
  })
})

describe('parsePendingSsoLogin', () => {
  it.each<[string, string | null, PendingSsoLogin | null]>([
    ['what serialisePendingSsoLogin wrote', serialisePendingSsoLogin({ protocol: 'oidc', state: 's' }), { protocol: 'oidc', state: 's' }],
    ['a SAML sign-in without a state', serialisePendingSsoLogin({ protocol: 'saml', state: null }), { protocol: 'saml', state: null }],
    ['nothing', null, null],
    ['not JSON', '{', null],
    ['an unknown protocol', '{"protocol":"ldap","state":"s"}', null],
    ['an OIDC sign-in without a state', '{"protocol":"oidc","state":null}', null],
    ['an empty state', '{"protocol":"saml","state":""}', null],
    ['a number', '7', null],
  ])('%s → %j', (_, raw, expected) => {
    expect(parsePendingSsoLogin(raw)).toEqual(expected)
  })
})

describe('checkSsoCallback', () => {
  const oidc: PendingSsoLogin = { protocol: 'oidc', state: 'abc' }
  const saml: PendingSsoLogin = { protocol: 'saml', state: 'rs-1' }
  it.each<[string, 'oidc' | 'saml', string, PendingSsoLogin | null, string]>([
    ['OIDC code with the state sent', 'oidc', 'code=c1&state=abc', oidc, 'ok'],
    ['OIDC code with another state (forged)', 'oidc', 'code=c1&state=forged', oidc, 'stateMismatch'],
    ['OIDC code without a state', 'oidc', 'code=c1', oidc, 'stateMismatch'],
    ['OIDC code, no sign-in started here', 'oidc', 'code=c1&state=abc', null, 'notStarted'],
    ['OIDC code, a SAML sign-in started here', 'oidc', 'code=c1&state=rs-1', saml, 'notStarted'],
    ['OIDC error from the IdP', 'oidc', 'error=access_denied&state=abc', oidc, 'providerError'],
    ['OIDC without a code', 'oidc', 'state=abc', oidc, 'missingResponse'],
    ['SAML response with the RelayState sent', 'saml', 'SAMLResponse=r&RelayState=rs-1', saml, 'ok'],
    ['SAML response with another RelayState', 'saml', 'SAMLResponse=r&RelayState=sso.acme.test', saml, 'stateMismatch'],
    ['SAML response, no sign-in started here (IdP-initiated or forged)', 'saml', 'SAMLResponse=r&RelayState=rs-1', null, 'notStarted'],
    ['SAML response for a signed request without a state', 'saml', 'SAMLResponse=r', { protocol: 'saml', state: null }, 'ok'],
    ['SAML with nothing at all', 'saml', '', saml, 'missingResponse'],
  ])('%s → %s', (_, protocol, query, pending, expected) => {
    const checked = checkSsoCallback(protocol, new URLSearchParams(query), pending)
    expect(checked.ok ? 'ok' : checked.reason).toBe(expected)
  })
})
