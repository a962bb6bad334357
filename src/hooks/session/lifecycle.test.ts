import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { createClient, decodeToken } from '../../api'
import { startSessionLifecycle, restoreSession } from './lifecycle'
import { createSessionStore } from './store'

const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const ME = '/identity/resources/users/v2/me'

async function token(lifetimeSeconds: number, sub = 'u1'): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: 'ada@acme.test' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt(now).setExpirationTime(now + lifetimeSeconds).sign(new TextEncoder().encode('k'.repeat(32)))
}

const decodeClaims = (jwt: string) => {
  const { exp, iat } = decodeToken(jwt)
  return { exp, iat }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** An identity API with a refresh cookie (`cookie` false: none), counting calls. */
function api(options: { cookie?: boolean; lifetime?: number; meStatus?: number } = {}) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://api.test').pathname
    calls.push(path)
    if (path === REFRESH) {
      if (options.cookie === false) return json({ errors: ['Unauthorized'] }, 401)
      return json({ accessToken: await token(options.lifetime ?? 300), expiresIn: options.lifetime ?? 300 })
    }
    if (path === ME) {
      if (options.meStatus) return json({ errors: ['No'] }, options.meStatus)
      return new Headers(init?.headers).get('Authorization') ? json({ id: 'u1', email: 'ada@acme.test', name: 'Ada' }) : json({ errors: ['Unauthorized'] }, 401)
    }
    return json({})
  })
  return { fetch, calls, count: (path: string) => calls.filter((call) => call === path).length }
}

function setup(server: ReturnType<typeof api>, restore = true) {
  const client = createClient({ fetch: server.fetch, logLevel: 'silent' })
  const store = createSessionStore({ isLoading: restore })
  const options = { client, store, flags: {}, delays: { profileRetry: 0 }, restore }
  return { client, store, options }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('startSessionLifecycle: restore', () => {
  it('a refresh cookie → one refresh, the user loaded, signed in, the client holding the token', async () => {
    const server = api()
    const { client, store, options } = setup(server)
    const stop = startSessionLifecycle(options)
    await vi.waitFor(() => expect(store.getSnapshot().isAuthenticated).toBe(true))
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, user: { id: 'u1', email: 'ada@acme.test', name: 'Ada', expiresIn: 300 } })
    expect(client.getAccessToken()).toBe(store.getSnapshot().user!.accessToken)
    expect(server.calls).toEqual([REFRESH, ME])
    stop()
  })

  it('started twice (StrictMode mounts effects twice) → still one refresh', async () => {
    const server = api()
    const { store, options } = setup(server)
    startSessionLifecycle(options)()
    const stop = startSessionLifecycle(options)
    await vi.waitFor(() => expect(store.getSnapshot().isAuthenticated).toBe(true))
    expect(server.count(REFRESH)).toBe(1)
    stop()
  })

  it('no cookie (401) → signed out, not loading, no profile call', async () => {
    const server = api({ cookie: false })
    const { client, store, options } = setup(server)
    const stop = startSessionLifecycle(options)
    await vi.waitFor(() => expect(store.getSnapshot().isLoading).toBe(false))
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    expect(client.getAccessToken()).toBeNull()
    expect(server.calls).toEqual([REFRESH])
    stop()
  })

  it('the profile refused after a good refresh → signed out and the client holds no token', async () => {
    const server = api({ meStatus: 403 })
    const { client, store, options } = setup(server)
    await restoreSession(options)
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    expect(client.getAccessToken()).toBeNull()
  })

  it('a sign-in that lands while the restore is out wins over the restore', async () => {
    const server = api({ cookie: false })
    const { client, store, options } = setup(server)
    const restoring = restoreSession(options)
    const user = { id: 'u2', email: 'grace@acme.test', accessToken: 'mine', expiresIn: 300 }
    client.setAccessToken('mine')
    store.signIn(user)
    await restoring
    expect(store.getSnapshot().user).toBe(user)
    expect(client.getAccessToken()).toBe('mine')
  })

  it('restore off → no refresh, the session as it was', () => {
    const server = api()
    const { store, options } = setup(server, false)
    const stop = startSessionLifecycle(options)
    expect(server.calls).toEqual([])
    expect(store.getSnapshot().isLoading).toBe(false)
    stop()
  })
})

describe('startSessionLifecycle: keeping the session alive', () => {
  it('refreshes before exp (a fifth of a 5 s token early), follows each new token, and stops on stop()', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-23T12:00:00Z') })
    const server = api({ lifetime: 5 })
    const { client, store, options } = setup(server, false)
    const stop = startSessionLifecycle(options)
    const first = await token(5)
    client.setAccessToken(first)
    store.signIn({ id: 'u1', email: 'ada@acme.test', ...decodeClaims(first), accessToken: first, expiresIn: 5 })
    await vi.advanceTimersByTimeAsync(3_900)
    expect(server.count(REFRESH)).toBe(0)
    await vi.advanceTimersByTimeAsync(100)
    expect(server.count(REFRESH)).toBe(1)
    // The new token is signed with WebCrypto, which the fake clock does not drive.
    await vi.waitFor(() => expect(store.getSnapshot().user!.accessToken).not.toBe(first))
    const second = store.getSnapshot().user!.accessToken
    expect(client.getAccessToken()).toBe(second)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(server.count(REFRESH)).toBe(2)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.count(REFRESH)).toBe(2)
  })

  it('a refresh that fails mid-session signs out that session', async () => {
    const server = api()
    const { client, store, options } = setup(server)
    const stop = startSessionLifecycle(options)
    await vi.waitFor(() => expect(store.getSnapshot().isAuthenticated).toBe(true))
    server.fetch.mockImplementation(async () => json({ errors: ['Unauthorized'] }, 401))
    await expect(client.request('/identity/resources/users/v3')).rejects.toMatchObject({ status: 401 })
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    stop()
  })

  it('signing out clears the proactive refresh timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const server = api()
    const { store, options } = setup(server, false)
    const stop = startSessionLifecycle(options)
    store.signIn({ id: 'u1', email: 'ada@acme.test', accessToken: 'x', expiresIn: 300 })
    expect(vi.getTimerCount()).toBe(1)
    store.signOut()
    expect(vi.getTimerCount()).toBe(0)
    stop()
  })
})
