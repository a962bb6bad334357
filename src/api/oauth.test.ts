import { describe, it, expect, vi } from 'vitest'
import { SignJWT, generateKeyPair } from 'jose'
import * as oauth4webapi from 'oauth4webapi'
import { answering } from './answering.testing'
import { createClient } from './client'
import { ApiError } from './errors'
import {
  HOSTED_SCOPE,
  OAUTH_PATHS,
  authorizationUrl,
  createPkcePair,
  discoverHostedServer,
  endSessionUrl,
  exchangeCode,
  identityHostedServer,
  isAuthorizationResponseError,
  isOAuthProcessingError,
  isPkceVerifier,
  isResponseBodyError,
  OAUTH_ERROR_CODES,
  pkceChallenge,
  randomStateAndNonce,
  refreshHostedTokens,
  silentAuthorize,
} from './oauth'

describe('PKCE (RFC 7636)', () => {
  it('Appendix B: the S256 challenge of the RFC verifier', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
  })

  it('a verifier is 43 to 128 unreserved characters', () => {
    expect(isPkceVerifier('a'.repeat(43))).toBe(true)
    expect(isPkceVerifier('A-._~z9'.repeat(18) + 'ab')).toBe(true)
    expect(isPkceVerifier('a'.repeat(128))).toBe(true)
    expect(isPkceVerifier('a'.repeat(42))).toBe(false)
    expect(isPkceVerifier('a'.repeat(129))).toBe(false)
    expect(isPkceVerifier('a'.repeat(16))).toBe(false)
    expect(isPkceVerifier(`${'a'.repeat(42)}+`)).toBe(false)
    expect(isPkceVerifier(`${'a'.repeat(42)}=`)).toBe(false)
  })

  it('refuses to derive a challenge from a verifier the RFC does not allow', async () => {
    await expect(pkceChallenge('abcdefghijklmnop')).rejects.toThrow(/43 to 128/)
  })

  it('createPkcePair: a fresh RFC verifier and its S256 challenge, base64url without padding', async () => {
    const first = await createPkcePair()
    const second = await createPkcePair()
    expect(isPkceVerifier(first.verifier)).toBe(true)
    expect(first.method).toBe('S256')
    expect(first.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.challenge).toBe(await pkceChallenge(first.verifier))
    expect(second.verifier).not.toBe(first.verifier)
  })
})

describe('the identity API as the authorization server', () => {
  const client = createClient({ baseUrl: 'https://api.example.com/', prefix: '/gate' })
  const server = identityHostedServer(client, 'app-1')

  it('its endpoints are the /oauth paths under the client base', () => {
    expect(server.as).toEqual({
      issuer: 'https://api.example.com/gate',
      authorization_endpoint: `https://api.example.com/gate${OAUTH_PATHS.authorize}`,
      token_endpoint: `https://api.example.com/gate${OAUTH_PATHS.token}`,
      end_session_endpoint: `https://api.example.com/gate${OAUTH_PATHS.logout}`,
    })
    expect(server.client).toEqual({ client_id: 'app-1' })
    expect(server.fetch).toEqual(expect.any(Function))
    expect(server.allowInsecureRequests).toBe(false)
  })

  it('authorizationUrl puts the parameters on the authorize endpoint', () => {
    const url = new URL(authorizationUrl(server, { scope: HOSTED_SCOPE, state: 's' }))
    expect(url.pathname).toBe('/gate/oauth/authorize')
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    expect(url.searchParams.get('state')).toBe('s')
  })

  it('endSessionUrl names the client, where to come back, and the ID token', () => {
    const url = new URL(endSessionUrl(server, { idTokenHint: 'id.token.sig', postLogoutRedirectUri: 'https://app.test/account/login' }))
    expect(url.pathname).toBe('/gate/oauth/logout')
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'app-1', post_logout_redirect_uri: 'https://app.test/account/login', id_token_hint: 'id.token.sig' })
  })
})

describe('browser-facing endpoints are absolute http(s) URLs', () => {
  const ISSUER = 'https://idp.test'
  const discovering = (document: Record<string, unknown>) =>
    vi.fn(async () => Response.json({ issuer: ISSUER, token_endpoint: `${ISSUER}/token`, ...document }))

  it('a discovery document naming javascript: or data: endpoints leaves them out, so the browser is never sent there', async () => {
    const fetch = discovering({ authorization_endpoint: 'javascript:alert(document.cookie)', end_session_endpoint: 'data:text/html,<script>alert(1)</script>' })
    const server = await discoverHostedServer(ISSUER, 'app-1', { fetch })
    expect(server.as).not.toHaveProperty('authorization_endpoint')
    expect(server.as).not.toHaveProperty('end_session_endpoint')
    expect(server.as.token_endpoint).toBe(`${ISSUER}/token`)
    expect(() => authorizationUrl(server, { state: 's' })).toThrow(TypeError)
    expect(() => endSessionUrl(server, { postLogoutRedirectUri: 'https://app.test/' })).toThrow(TypeError)
  })

  it('http(s) endpoints from discovery are kept', async () => {
    const fetch = discovering({ authorization_endpoint: `${ISSUER}/authorize`, end_session_endpoint: `${ISSUER}/logout` })
    const server = await discoverHostedServer(ISSUER, 'app-1', { fetch })
    expect(new URL(authorizationUrl(server, { state: 's' })).origin).toBe(ISSUER)
    expect(new URL(endSessionUrl(server, { postLogoutRedirectUri: 'https://app.test/' })).pathname).toBe('/logout')
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative/authorize', '//idp.test/authorize'])('authorizationUrl and endSessionUrl refuse an endpoint %j', (endpoint) => {
    const server = { as: { issuer: ISSUER, authorization_endpoint: endpoint, end_session_endpoint: endpoint }, client: { client_id: 'app-1' } }
    expect(() => authorizationUrl(server, { state: 's' })).toThrow(/not an absolute http\(s\) URL/)
    expect(() => endSessionUrl(server, { postLogoutRedirectUri: 'https://app.test/' })).toThrow(/not an absolute http\(s\) URL/)
  })
})

describe('silentAuthorize', () => {
  it('POSTs /oauth/authorize/silent and reads the token answer', async () => {
    const { client, sent } = answering({ access_token: 'a.b.c', expires_in: 300, refresh_token: 'r1', token_type: 'Bearer' })
    await expect(silentAuthorize(client)).resolves.toEqual({ accessToken: 'a.b.c', expiresIn: 300, refreshToken: 'r1' })
    expect(sent()).toEqual({ method: 'POST', path: '/oauth/authorize/silent', body: undefined })
  })

  it("names the app's client id when given", async () => {
    const { client, sent } = answering({ access_token: 'a.b.c' })
    await silentAuthorize(client, { clientId: 'app-1' })
    expect(sent()).toEqual({ method: 'POST', path: '/oauth/authorize/silent?client_id=app-1', body: undefined })
  })

  it('an answer without an access token is malformed', async () => {
    const { client } = answering({ token_type: 'Bearer' })
    await expect(silentAuthorize(client)).rejects.toMatchObject({ reason: 'malformed' })
  })

  it('a refusal is the server’s error', async () => {
    const { client } = answering({ errors: ['Unauthorized'] }, 401)
    const error = await silentAuthorize(client).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' })
  })
})

describe('code exchange and refresh through oauth4webapi', () => {
  const issuer = 'https://api.example.com'
  async function tokenEndpoint(nonce: string) {
    const { privateKey } = await generateKeyPair('RS256')
    const idToken = await new SignJWT({ nonce, email: 'ada@example.com' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setAudience('app-1')
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey)
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ access_token: 'a.b.c', token_type: 'Bearer', expires_in: 300, refresh_token: 'r1', id_token: idToken }),
    )
    const server = identityHostedServer(createClient({ baseUrl: issuer, fetch }), 'app-1')
    return { server, fetch }
  }
  const exchange = { callbackUrl: 'https://app.test/oauth/callback?code=c1&state=s1', expectedState: 's1', codeVerifier: 'v'.repeat(43), expectedNonce: 'n1', redirectUri: 'https://app.test/oauth/callback' }

  it('sends grant_type authorization_code with the code, redirect_uri and code_verifier; the ID token claims come back', async () => {
    const { server, fetch } = await tokenEndpoint('n1')
    const tokens = await exchangeCode(server, exchange)
    expect(tokens).toMatchObject({ accessToken: 'a.b.c', expiresIn: 300, refreshToken: 'r1', idTokenClaims: { sub: 'user-1', email: 'ada@example.com', nonce: 'n1' } })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://api.example.com/oauth/token')
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'https://app.test/oauth/callback',
      code_verifier: 'v'.repeat(43),
      client_id: 'app-1',
    })
  })

  it("the token endpoint is called with the client's credentials mode, so that its session cookie is kept", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json({ access_token: 'a.b.c', token_type: 'Bearer', expires_in: 300 }))
    const credentialed = identityHostedServer(createClient({ baseUrl: issuer, fetch, credentials: 'include' }), 'app-1')
    await refreshHostedTokens(credentialed, 'r1')
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'POST' })
    // Without a mode of its own, the client's fetch decides (the browser's default: same-origin).
    const plain = identityHostedServer(createClient({ baseUrl: issuer, fetch }), 'app-1')
    await refreshHostedTokens(plain, 'r1')
    expect(fetch.mock.calls[1]![1]).not.toHaveProperty('credentials')
  })

  it('a callback whose state is not the one sent is refused before any request', async () => {
    const { server, fetch } = await tokenEndpoint('n1')
    await expect(exchangeCode(server, { ...exchange, expectedState: 'other' })).rejects.toThrow(/state/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('an ID token with another nonce is refused', async () => {
    const { server } = await tokenEndpoint('replayed')
    await expect(exchangeCode(server, exchange)).rejects.toThrow(/nonce/)
  })

  it('refresh sends grant_type refresh_token', async () => {
    const { server, fetch } = await tokenEndpoint('n1')
    await expect(refreshHostedTokens(server, 'r0')).resolves.toMatchObject({ accessToken: 'a.b.c', refreshToken: 'r1' })
    expect(Object.fromEntries(new URLSearchParams(String(fetch.mock.calls[0]![1]!.body)))).toEqual({ grant_type: 'refresh_token', refresh_token: 'r0', client_id: 'app-1' })
  })
})

describe('oauth4webapi’s failures, told apart by their code', () => {
  it('the codes are the library’s own', () => {
    expect(OAUTH_ERROR_CODES).toEqual({ responseBody: oauth4webapi.RESPONSE_BODY_ERROR, authorizationResponse: oauth4webapi.AUTHORIZATION_RESPONSE_ERROR })
  })

  it('the token endpoint’s refusal, the provider’s error on the callback and a failed check each as what it is; anything else as none of them', async () => {
    const server = { as: { issuer: 'https://id.example', token_endpoint: 'https://id.example/oauth/token' }, client: { client_id: 'app-1' } }
    const refusal = new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400, headers: { 'content-type': 'application/json' } })
    const refused = await oauth4webapi.processRefreshTokenResponse(server.as, server.client, refusal).catch((error: unknown) => error)
    const providerError = (() => {
      try {
        return oauth4webapi.validateAuthResponse(server.as, server.client, new URL('https://app.example/cb?error=access_denied&state=s1'), 's1')
      } catch (error) {
        return error
      }
    })()
    const wrongState = (() => {
      try {
        return oauth4webapi.validateAuthResponse(server.as, server.client, new URL('https://app.example/cb?code=c1&state=other'), 's1')
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(oauth4webapi.ResponseBodyError)
    expect(providerError).toBeInstanceOf(oauth4webapi.AuthorizationResponseError)
    expect(wrongState).toBeInstanceOf(oauth4webapi.OperationProcessingError)
    expect([isResponseBodyError(refused), isAuthorizationResponseError(refused), isOAuthProcessingError(refused)]).toEqual([true, false, false])
    expect([isResponseBodyError(providerError), isAuthorizationResponseError(providerError), isOAuthProcessingError(providerError)]).toEqual([false, true, false])
    expect([isResponseBodyError(wrongState), isAuthorizationResponseError(wrongState), isOAuthProcessingError(wrongState)]).toEqual([false, false, true])
    for (const other of [new TypeError('Failed to fetch'), new ApiError('Unauthorized', 401), { code: oauth4webapi.RESPONSE_BODY_ERROR }, null]) {
      expect([isResponseBodyError(other), isAuthorizationResponseError(other), isOAuthProcessingError(other)]).toEqual([false, false, false])
    }
  })

  it('a state and a nonce are fresh each time', async () => {
    const first = await randomStateAndNonce()
    const second = await randomStateAndNonce()
    expect(first.state).toMatch(/^[\w-]{43}$/)
    expect(first.nonce).not.toBe(first.state)
    expect(second.state).not.toBe(first.state)
  })
})
