import { describe, it, expect, beforeEach, vi } from 'vitest'
import { createClient } from './client'
import { ApiError } from './errors'
import { decodeToken } from './token'
import * as auth from './auth'
import { MOCK_TAB_KEYS, applySetCookie } from './mock'
import { memoryStorage } from './storage.testing'
import { getWorld, resetWorld, scenarios, INVALID_AUTHENTICATION } from '../fixtures'

const ADA = { email: 'ada@acme.test', password: 'correct-horse-battery-staple' }

beforeEach(() => {
  resetWorld()
})

describe('mock mode', () => {
  it('answers a password login with a real JWT for the user', async () => {
    const client = createClient({ mock: { delayMs: 0 } })
    const answer = await auth.loginWithPassword(client, ADA)
    expect(answer.accessToken).toEqual(expect.any(String))
    const claims = decodeToken(answer.accessToken!)
    expect(claims.sub).toBe('user-ada')
    expect(claims.email).toBe('ada@acme.test')
    expect(claims.exp! > Date.now() / 1000).toBe(true)
    expect(answer.userId).toBe('user-ada')
  })

  it('records what was sent in the fixtures world', async () => {
    const client = createClient({ mock: { delayMs: 0 } })
    await auth.loginWithPassword(client, ADA)
    expect(getWorld().requests).toEqual([{ method: 'POST', path: '/identity/resources/auth/v1/user', query: {}, body: ADA }])
  })

  it('rejects a wrong password with a 401 ApiError "Invalid authentication"', async () => {
    const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    const error = await auth.loginWithPassword(client, { ...ADA, password: 'wrong' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, reason: 'http', message: 'Invalid authentication' })
    expect(INVALID_AUTHENTICATION).toBe('Invalid authentication')
  })

  it('answers an unknown path with a 404 ApiError', async () => {
    const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    const error = await client.request('/identity/resources/nothing/here').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, reason: 'http' })
    expect((error as ApiError).message).toContain('/identity/resources/nothing/here')
  })

  it('serves the signed-in profile for the token it issued', async () => {
    const client = createClient({ mock: { delayMs: 0 } })
    const { accessToken } = await auth.loginWithPassword(client, ADA)
    client.setAccessToken(accessToken!)
    await expect(auth.getMe(client)).resolves.toMatchObject({ id: 'user-ada', email: 'ada@acme.test' })
  })

  it('answers requests under a baseUrl and prefix', async () => {
    const client = createClient({ mock: { delayMs: 0 }, baseUrl: 'https://api.example.com/', prefix: '/frontegg' })
    await expect(auth.getVendorConfig(client)).resolves.toMatchObject({ authStrategy: 'EmailAndPassword' })
  })

  it('turns an injected 500 into an ApiError with its message', async () => {
    resetWorld(scenarios.loginServerError())
    const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    await expect(auth.loginWithPassword(client, ADA)).rejects.toMatchObject({ status: 500, reason: 'http', message: 'Internal server error' })
  })

  it('turns an injected malformed answer into a malformed ApiError', async () => {
    resetWorld(scenarios.loginMalformed())
    const client = createClient({ mock: { delayMs: 0 } })
    await expect(auth.loginWithPassword(client, ADA)).rejects.toMatchObject({ reason: 'malformed', status: 200 })
  })

  // A network error in mock mode should look like one from a real fetch: reason 'network', status 0.
  it('turns an injected network error into a network ApiError', async () => {
    resetWorld(scenarios.loginNetworkError())
    const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    await expect(auth.loginWithPassword(client, ADA)).rejects.toMatchObject({ status: 0, reason: 'network' })
  })

  // Like a real fetch, an aborted request rejects with the AbortError instead of answering.
  it('rejects with an AbortError when the signal is already aborted', async () => {
    const client = createClient({ mock: { delayMs: 0 } })
    const error = await auth.getVendorConfig(client, { signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
  })

  it('honours the default mock delay (500 ms)', async () => {
    const client = createClient({ mock: true })
    const started = performance.now()
    await auth.getVendorConfig(client)
    expect(performance.now() - started).toBeGreaterThanOrEqual(450)
  })

  it('honours a custom delay', async () => {
    const client = createClient({ mock: { delayMs: 120 } })
    const started = performance.now()
    await auth.getVendorConfig(client)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })
})

describe('mock mode: a session that survives a reload of the tab', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage())
    return () => vi.unstubAllGlobals()
  })

  it('signed in, then the page reloads (a new world, a new client) → the refresh cookie still restores the session', async () => {
    const first = createClient({ mock: { delayMs: 0 } })
    const login = await auth.loginWithPassword(first, ADA)
    expect(login).not.toHaveProperty('refreshToken')
    expect(JSON.stringify(sessionStorage.getItem(MOCK_TAB_KEYS.cookies))).toContain('gatehouse-refresh')

    resetWorld()
    const second = createClient({ mock: { delayMs: 0 } })
    const restored = await second.refresh()
    expect(decodeToken(restored.accessToken).sub).toBe('user-ada')
    await expect(auth.getMe(second)).resolves.toMatchObject({ email: 'ada@acme.test' })
  })

  it('after logout the cookie is gone: a reload restores nothing', async () => {
    const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    const login = await auth.loginWithPassword(client, ADA)
    client.setAccessToken(login.accessToken!)
    await auth.logout(client)
    resetWorld()
    const next = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
    await expect(next.refresh()).rejects.toMatchObject({ status: 401 })
  })

  it('without session storage (SSR, blocked) mock mode still answers; the session lasts as long as the page', async () => {
    vi.stubGlobal('sessionStorage', undefined)
    const client = createClient({ mock: { delayMs: 0 } })
    await auth.loginWithPassword(client, ADA)
    await expect(client.refresh()).resolves.toMatchObject({ accessToken: expect.any(String) })
  })
})

describe('applySetCookie', () => {
  it.each([
    [{}, 'gatehouse-refresh=abc; Path=/; HttpOnly; SameSite=Lax', { 'gatehouse-refresh': 'abc' }],
    [{ 'gatehouse-refresh': 'abc' }, 'gatehouse-refresh=def; Path=/', { 'gatehouse-refresh': 'def' }],
    [{ 'gatehouse-refresh': 'abc', other: '1' }, 'gatehouse-refresh=; Max-Age=0; Path=/; HttpOnly', { other: '1' }],
    [{ 'gatehouse-refresh': 'abc' }, 'gatehouse-refresh=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', {}],
    [{ a: '1' }, 'not a cookie', { a: '1' }],
  ])('%j + %s → %j', (jar, setCookie, expected) => {
    expect(applySetCookie(jar, setCookie)).toEqual(expected)
  })
})

describe('mock mode answers hosted login too', () => {
  it('a silent refresh for an app gives a refresh token that the same app renews the session with', async () => {
    const { identityHostedServer, refreshHostedTokens, silentAuthorize } = await import('./oauth')
    const client = createClient({ mock: { delayMs: 0 } })
    await auth.loginWithPassword(client, ADA)
    const silent = await silentAuthorize(client, { clientId: 'app-1' })
    const renewed = await refreshHostedTokens(identityHostedServer(client, 'app-1'), silent.refreshToken!)
    expect(renewed.accessToken).toEqual(expect.any(String))
    expect(renewed.refreshToken).not.toBe(silent.refreshToken)
  })

  it('the token endpoint, reached through oauth4webapi with the client’s transport, refuses an unknown refresh token as OAuth does', async () => {
    const { identityHostedServer, refreshHostedTokens, ResponseBodyError } = await import('./oauth')
    const server = identityHostedServer(createClient({ mock: { delayMs: 0 } }), 'app-1')
    const error = await refreshHostedTokens(server, 'not-a-token').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseBodyError)
    expect(error).toMatchObject({ error: 'invalid_grant', status: 400 })
    expect(getWorld().requests.at(-1)).toMatchObject({ path: '/oauth/token', body: { grant_type: 'refresh_token', refresh_token: 'not-a-token' } })
  })
})
