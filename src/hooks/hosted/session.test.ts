import { describe, it, expect, vi, beforeAll } from 'vitest'
import { SignJWT, generateKeyPair } from 'jose'
import { createClient, oauth } from '../../api'
import { createSessionStore } from '../session/store'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import { startSessionLifecycle } from '../session/lifecycle'
import { adoptHostedTokens, beginHostedLogin, completeHostedLogin, endHostedSession, hasHostedRefreshToken, trySilentLogin, usesSilentRefresh, type HostedContext } from './session'

const ISSUER = 'https://api.example.com'
const REDIRECT = 'https://app.test/oauth/callback'
let signingKey: CryptoKey

beforeAll(async () => {
  signingKey = (await generateKeyPair('RS256')).privateKey
})

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) }
}

const accessToken = (n: number) => new SignJWT({ email: 'ada@example.com', n }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('k'))
const idToken = (nonce?: string) =>
  new SignJWT({ email: 'ada@example.com', ...(nonce ? { nonce } : {}) }).setProtectedHeader({ alg: 'RS256' }).setIssuer(ISSUER).setAudience('app-1').setSubject('user-1').setIssuedAt().setExpirationTime('5m').sign(signingKey)

/** A tiny identity API: the token endpoint (codes bound to a challenge and nonce, rotating refresh tokens), the silent refresh and /me. */
function identityApi(options: { silent?: boolean } = {}) {
  const codes = new Map<string, { challenge: string; nonce: string }>()
  const refreshTokens = new Set<string>()
  let issued = 0
  const tokens = async (nonce?: string) => {
    issued += 1
    const refresh = `r${issued}`
    refreshTokens.add(refresh)
    return { access_token: await accessToken(issued), token_type: 'Bearer', expires_in: 300, refresh_token: refresh, id_token: await idToken(nonce) }
  }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    if (path === '/oauth/token') {
      const form = new URLSearchParams(await request.text())
      if (form.get('grant_type') === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '')
        codes.delete(form.get('code') ?? '')
        if (!entry || (await oauth.pkceChallenge(form.get('code_verifier') ?? '')) !== entry.challenge) return Response.json({ error: 'invalid_grant' }, { status: 400 })
        return Response.json(await tokens(entry.nonce))
      }
      const refresh = form.get('refresh_token') ?? ''
      if (!refreshTokens.delete(refresh)) return Response.json({ error: 'invalid_grant' }, { status: 400 })
      return Response.json(await tokens())
    }
    if (path === '/oauth/authorize/silent') return options.silent ? Response.json(await tokens()) : Response.json({ errors: ['Unauthorized'] }, { status: 401 })
    if (path === '/identity/resources/users/v2/me') return Response.json({ id: 'user-1', email: 'ada@example.com', name: 'Ada' })
    return new Response(null, { status: 404 })
  })
  /** The hosted page: a code for the authorize request, back at the callback. */
  const authorize = (url: string) => {
    const query = new URL(url).searchParams
    const code = `c${codes.size + 1}`
    codes.set(code, { challenge: query.get('code_challenge')!, nonce: query.get('nonce')! })
    return `${REDIRECT}?code=${code}&state=${query.get('state')}`
  }
  return { fetch, authorize }
}

function setUp(options: { silent?: boolean } = {}) {
  const api = identityApi(options)
  const client = createClient({ baseUrl: ISSUER, fetch: api.fetch, logLevel: 'silent' })
  const store = createSessionStore()
  const context: HostedContext = { client, store, flags: {}, delays: { profileRetry: 0 }, sessionStorage: memory(), localStorage: memory(), settings: { clientId: 'app-1' } }
  const server = oauth.identityHostedServer(client, 'app-1')
  const sentGrants = () => api.fetch.mock.calls.flatMap(([input, init]) => (String(input).endsWith('/oauth/token') ? [new URLSearchParams(String(init?.body)).get('grant_type')] : []))
  return { api, client, store, context, server, sentGrants }
}

describe('hosted session', () => {
  it('sign-in: the code exchange signs in and the client refreshes by the refresh-token grant from then on, rotating', async () => {
    const { api, client, store, context, server, sentGrants } = setUp()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false })
    const { user } = await completeHostedLogin(context, server, api.authorize(await beginHostedLogin(context, server, { redirectUri: REDIRECT })))
    expect(user).toMatchObject({ id: 'user-1', email: 'ada@example.com', name: 'Ada' })
    expect(store.getSnapshot().isAuthenticated).toBe(true)
    expect(hasHostedRefreshToken(client)).toBe(true)
    const first = client.getAccessToken()
    await client.refresh()
    await client.refresh()
    expect(client.getAccessToken()).not.toBe(first)
    expect(store.getSnapshot().user?.accessToken).toBe(client.getAccessToken())
    // The second refresh sent the rotated token (the fake API accepts each once).
    expect(sentGrants()).toEqual(['authorization_code', 'refresh_token', 'refresh_token'])
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/user/token/refresh'))).toBe(false)
    stop()
  })

  it('a failed hosted refresh signs the session out (spec/auth.md §4)', async () => {
    const { api, client, store, context, server } = setUp()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false })
    await completeHostedLogin(context, server, api.authorize(await beginHostedLogin(context, server, { redirectUri: REDIRECT })))
    api.fetch.mockImplementationOnce(async () => Response.json({ error: 'invalid_grant' }, { status: 400 }))
    await expect(client.refresh()).rejects.toBeTruthy()
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, user: null })
    stop()
  })

  it('the pending sign-in is one-use: a second callback with the same answer is refused before any request', async () => {
    const { api, context, server } = setUp()
    const callback = api.authorize(await beginHostedLogin(context, server, { redirectUri: REDIRECT }))
    await completeHostedLogin(context, server, callback)
    const calls = api.fetch.mock.calls.length
    await expect(completeHostedLogin(context, server, callback)).rejects.toMatchObject({ error: { code: 'signInNotStarted' } })
    expect(api.fetch.mock.calls.length).toBe(calls)
  })

  it('a profile that fails to load leaves no session and no refresher behind', async () => {
    const { client, store, context, server, api } = setUp()
    api.fetch.mockImplementation(async () => Response.json({ errors: ['Forbidden'] }, { status: 403 }))
    await expect(adoptHostedTokens(context, server, { accessToken: await accessToken(1), refreshToken: 'r1' })).rejects.toMatchObject({ status: 403 })
    expect(store.getSnapshot().isAuthenticated).toBe(false)
    expect(hasHostedRefreshToken(client)).toBe(false)
  })

  it('silent refresh: a live session signs in without a redirect; none answers null and changes nothing', async () => {
    const live = setUp({ silent: true })
    await expect(trySilentLogin(live.context, live.server)).resolves.toMatchObject({ email: 'ada@example.com' })
    expect(live.store.getSnapshot().isAuthenticated).toBe(true)
    const none = setUp()
    await expect(trySilentLogin(none.context, none.server)).resolves.toBeNull()
    expect(none.store.getSnapshot().isAuthenticated).toBe(false)
  })

  it('logout: the session here ends and the end-session URL carries the ID token hint', async () => {
    const { api, client, store, context, server } = setUp()
    context.localStorage.setItem(STORAGE_KEYS.stepUpRedirectUrl, '/billing')
    await completeHostedLogin(context, server, api.authorize(await beginHostedLogin(context, server, { redirectUri: REDIRECT })))
    const url = new URL((await endHostedSession(context, server, 'https://app.test/account/login'))!)
    expect(url.pathname).toBe('/oauth/logout')
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/)
    expect(store.getSnapshot().isAuthenticated).toBe(false)
    expect(client.getAccessToken()).toBeNull()
    expect(hasHostedRefreshToken(client)).toBe(false)
    expect(context.localStorage.getItem(STORAGE_KEYS.stepUpRedirectUrl)).toBeNull()
  })

  it('the silent refresh applies to the identity API unless turned off, and not to another issuer unless turned on', () => {
    expect(usesSilentRefresh({ clientId: 'a' })).toBe(true)
    expect(usesSilentRefresh({ clientId: 'a', silentRefresh: false })).toBe(false)
    expect(usesSilentRefresh({ clientId: 'a', issuer: 'https://idp.test' })).toBe(false)
    expect(usesSilentRefresh({ clientId: 'a', issuer: 'https://idp.test', silentRefresh: true })).toBe(true)
  })
})
