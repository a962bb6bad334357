import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { ApiError, createClient, decodeToken, type ClientEvent } from '../../api'
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: new Date('2026-11-23T12:00:00Z') })
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

/** A fake monotonic clock with its own timers, offline switch and `online` event. */
function fakeClock() {
  let now = 0
  let online = true
  const timers = new Map<number, { at: number; run: () => void }>()
  const onlineListeners = new Set<() => void>()
  let next = 1
  const clock = {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = next++
      timers.set(id, { at: now + Math.max(0, ms), run })
      return id
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    random: () => 0.5,
    isOnline: () => online,
    onOnline(listener: () => void) {
      onlineListeners.add(listener)
      return () => void onlineListeners.delete(listener)
    },
  }
  return {
    clock,
    /** Moves the clock on, running each timer that comes due. */
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].run()
      }
      now = until
    },
    pending: () => [...timers.values()].map((timer) => timer.at - now),
    setOnline(value: boolean) {
      online = value
      if (value) for (const listener of [...onlineListeners]) listener()
    },
  }
}

/** A client double that counts refreshes and lets the test say how each ends. */
function refreshingClient() {
  const listeners = new Set<(event: ClientEvent) => void>()
  const refresh = vi.fn(async () => ({ accessToken: 'next', expiresIn: 300 }))
  const client = {
    ...createClient({ logLevel: 'silent' }),
    refresh,
    subscribe(listener: (event: ClientEvent) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const emit = (event: ClientEvent) => listeners.forEach((listener) => listener(event))
  return { client, refresh, emit }
}

const signedInUser = (expiresIn: number, accessToken = 'first') => ({ id: 'u1', email: 'ada@acme.test', accessToken, expiresIn })

describe('startSessionLifecycle: the clock, the network and other tabs', () => {
  it.each([
    ['a correct clock', 0],
    ['a clock 10 minutes fast', 600_000],
    ['a clock 10 minutes slow', -600_000],
  ])('with %s a 5-minute token is refreshed 270 s after it arrived, exactly (the wall clock is never read)', (_name, skewMs) => {
    // The token's times are the server's (a correct clock); the device's clock is off by skewMs.
    const iat = Math.floor(Date.now() / 1000)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skewMs })
    const time = fakeClock()
    const { client, refresh } = refreshingClient()
    const store = createSessionStore()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false }, time.clock)
    store.signIn({ ...signedInUser(300), iat, exp: iat + 300 })
    time.advance(0)
    expect(refresh).not.toHaveBeenCalled()
    time.advance(269_999)
    expect(refresh).not.toHaveBeenCalled()
    time.advance(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('a refresh that failed on the network is retried with backoff (1 s, 2 s, 4 s … with jitter), the user still signed in', () => {
    const time = fakeClock()
    const { client, refresh, emit } = refreshingClient()
    const store = createSessionStore()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false }, time.clock)
    store.signIn(signedInUser(300))
    const networkError = new ApiError('Network', 0, { reason: 'network' })
    emit({ type: 'refreshFailed', error: networkError })
    expect(time.pending()).toEqual([750])
    time.advance(750)
    expect(refresh).toHaveBeenCalledTimes(1)
    emit({ type: 'refreshFailed', error: networkError })
    expect(time.pending()).toEqual([1_500])
    emit({ type: 'refreshFailed', error: networkError })
    expect(time.pending()).toEqual([3_000])
    expect(store.getSnapshot().isAuthenticated).toBe(true)
    // A new token resets the backoff and schedules the next proactive refresh.
    emit({ type: 'tokenRefreshed', accessToken: 'eyJhbGciOiJub25lIn0.eyJpYXQiOjEsImV4cCI6NjF9.', expiresIn: 60 })
    expect(time.pending()).toEqual([48_000])
    stop()
  })

  it('offline, the retry waits for the online event, not for a timer', () => {
    const time = fakeClock()
    const { client, refresh, emit } = refreshingClient()
    const store = createSessionStore()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false }, time.clock)
    store.signIn(signedInUser(300))
    time.setOnline(false)
    emit({ type: 'refreshFailed', error: new ApiError('Network', 0, { reason: 'network' }) })
    expect(time.pending()).toEqual([])
    time.advance(600_000)
    expect(refresh).not.toHaveBeenCalled()
    expect(store.getSnapshot().isAuthenticated).toBe(true)
    time.setOnline(true)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('a sign-out in another tab signs this one out', () => {
    const { client, emit } = refreshingClient()
    const store = createSessionStore()
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false }, fakeClock().clock)
    store.signIn(signedInUser(300))
    emit({ type: 'signedOutElsewhere' })
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    stop()
  })

  it('a session changed in another tab (a sign-in there) is loaded here: one refresh, the user signed in', async () => {
    const server = api()
    const { client, store, options } = setup(server, false)
    const stop = startSessionLifecycle(options, fakeClock().clock)
    expect(store.getSnapshot().isAuthenticated).toBe(false)
    // What a sibling tab says after its sign-in, heard through the tab sync.
    client.syncTabs({
      post: () => {},
      subscribe: (listener) => {
        queueMicrotask(() => listener({ type: 'sessionChanged' }))
        return () => {}
      },
      exclusive: (task) => task(),
      marker: () => null,
      setMarker: () => {},
      close: () => {},
    })
    await vi.waitFor(() => expect(store.getSnapshot().isAuthenticated).toBe(true))
    expect(server.calls).toEqual([REFRESH, ME])
    stop()
  })
})
