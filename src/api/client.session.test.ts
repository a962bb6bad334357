import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, type ClientEvent, type ClientOptions } from './client'
import { ApiError, TIMEOUT_MESSAGE } from './errors'

const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const unauthorized = () => json({ errors: ['Unauthorized'] }, 401)

/**
 * A fake identity API: `valid` is the one access token it accepts; the refresh call answers
 * `next` (or fails with `refreshStatus`), after `release()` when `holdRefresh` is set.
 */
function server(options: { valid?: string; next?: string; refreshStatus?: number; holdRefresh?: boolean } = {}) {
  let valid = options.valid ?? 'fresh'
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const calls: { path: string; bearer: string | null; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://api.test').pathname
    const bearer = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null
    calls.push({ path, bearer, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (path === REFRESH) {
      if (options.holdRefresh) await held
      if (options.refreshStatus) return json({ errors: ['Unauthorized'] }, options.refreshStatus)
      valid = options.next ?? 'fresh'
      return json({ accessToken: valid, expiresIn: 5, refreshToken: 'must-not-leak' })
    }
    if (path.startsWith('/identity/resources/auth/')) return unauthorized()
    return bearer === valid ? json({ ok: path }) : unauthorized()
  })
  const refreshes = () => calls.filter((call) => call.path === REFRESH).length
  return { fetch, calls, refreshes, release }
}

function clientOf(fetch: ClientOptions['fetch'], accessToken: string | null = 'stale', extra: ClientOptions = {}) {
  const client = createClient({ fetch, accessToken, logLevel: 'silent', ...extra })
  const events: ClientEvent[] = []
  client.subscribe((event) => events.push(event))
  return { client, events }
}

describe('createClient: refresh on 401', () => {
  it('a 401 with an expired token → one refresh, the request replayed once with the new token', async () => {
    const api = server()
    const { client, events } = clientOf(api.fetch)
    await expect(client.request('/identity/resources/users/v2/me')).resolves.toEqual({ ok: '/identity/resources/users/v2/me' })
    expect(api.calls.map((call) => [call.path, call.bearer])).toEqual([
      ['/identity/resources/users/v2/me', 'stale'],
      [REFRESH, 'stale'],
      ['/identity/resources/users/v2/me', 'fresh'],
    ])
    expect(client.getAccessToken()).toBe('fresh')
    expect(events).toEqual([{ type: 'tokenRefreshed', accessToken: 'fresh', expiresIn: 5 }])
  })

  it('requests refused while one refresh is in flight wait for that one refresh (single flight)', async () => {
    const api = server({ holdRefresh: true })
    const { client } = clientOf(api.fetch)
    const answers = Promise.all(['/a', '/b', '/c'].map((path) => client.request(path)))
    await vi.waitFor(() => expect(api.refreshes()).toBe(1))
    api.release()
    await expect(answers).resolves.toEqual([{ ok: '/a' }, { ok: '/b' }, { ok: '/c' }])
    expect(api.refreshes()).toBe(1)
    expect(api.calls.filter((call) => call.bearer === 'fresh').map((call) => call.path).sort()).toEqual(['/a', '/b', '/c'])
  })

  it('a 401 that arrives after another request refreshed is replayed with the new token, no second refresh', async () => {
    const api = server()
    let refreshed = () => {}
    const afterRefresh = new Promise<void>((resolve) => (refreshed = resolve))
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://api.test').pathname
      // '/slow' was sent with the stale token, and its 401 only comes back once the refresh is done.
      if (path === '/slow' && api.refreshes() === 0) await afterRefresh
      const answer = await api.fetch(input, init)
      if (path === REFRESH) refreshed()
      return answer
    })
    const { client } = clientOf(fetch)
    const [slow, fast] = await Promise.all([client.request('/slow'), client.request('/fast')])
    expect([slow, fast]).toEqual([{ ok: '/slow' }, { ok: '/fast' }])
    expect(api.refreshes()).toBe(1)
  })

  it('a failed refresh → every waiting request rejects with its own 401, the token is dropped, sessionExpired told once', async () => {
    const api = server({ refreshStatus: 401, holdRefresh: true })
    const { client, events } = clientOf(api.fetch)
    const answers = ['/a', '/b'].map((path) => client.request(path).catch((error: unknown) => error))
    await vi.waitFor(() => expect(api.refreshes()).toBe(1))
    api.release()
    const [a, b] = await Promise.all(answers)
    for (const error of [a, b]) {
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 401, reason: 'http' })
    }
    expect(a).not.toBe(b)
    expect(client.getAccessToken()).toBeNull()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'sessionExpired', error: { status: 401 }, accessToken: 'stale' })
  })

  it('a replay refused again is not refreshed a second time', async () => {
    const api = server({ next: 'also-refused', valid: 'never' })
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://api.test').pathname
      if (path === REFRESH) return api.fetch(input, init)
      return unauthorized()
    })
    const { client } = clientOf(fetch)
    await expect(client.request('/a')).rejects.toMatchObject({ status: 401 })
    expect(fetch.mock.calls.map(([input]) => new URL(String(input), 'http://api.test').pathname)).toEqual(['/a', REFRESH, '/a'])
  })

  it.each([
    ['login', '/identity/resources/auth/v1/user'],
    ['MFA verify', '/identity/resources/auth/v1/user/mfa/verify'],
    ['logout', '/identity/resources/auth/v1/logout'],
    ['passwordless', '/identity/resources/auth/v1/passwordless/code/postlogin'],
  ])('the %s call never triggers a refresh', async (_name, path) => {
    const api = server()
    const { client } = clientOf(api.fetch)
    await expect(client.request(path, { method: 'POST' })).rejects.toMatchObject({ status: 401 })
    expect(api.refreshes()).toBe(0)
  })

  it('a refused refresh is not itself refreshed', async () => {
    const api = server({ refreshStatus: 401 })
    const { client, events } = clientOf(api.fetch)
    await expect(client.refresh()).rejects.toMatchObject({ status: 401 })
    expect(api.refreshes()).toBe(1)
    expect(events.map((event) => event.type)).toEqual(['sessionExpired'])
  })

  it('a sign-in that lands while a refresh is out keeps its token when the refresh fails', async () => {
    const api = server({ refreshStatus: 401, holdRefresh: true })
    const { client } = clientOf(api.fetch)
    const refreshing = client.refresh().catch(() => undefined)
    client.setAccessToken('signed-in-meanwhile')
    api.release()
    await refreshing
    expect(client.getAccessToken()).toBe('signed-in-meanwhile')
  })

  it('a 401 to a request sent without any token (nobody signed in) does not refresh', async () => {
    const api = server()
    const { client } = clientOf(api.fetch, null)
    await expect(client.request('/a')).rejects.toMatchObject({ status: 401 })
    expect(api.refreshes()).toBe(0)
  })

  it('a request with its own token (a session being set up) does not refresh and leaves the held token alone', async () => {
    const api = server()
    const { client } = clientOf(api.fetch, null)
    await expect(client.request('/a', { accessToken: 'new-but-refused' })).rejects.toMatchObject({ status: 401 })
    expect(api.calls[0]!.bearer).toBe('new-but-refused')
    expect(api.refreshes()).toBe(0)
    expect(client.getAccessToken()).toBeNull()
  })

  it('refresh(input) sends the tenant id, and later refreshes on a 401 send it again; the refresh token is never told', async () => {
    const api = server()
    const { client, events } = clientOf(api.fetch)
    await expect(client.refresh({ tenantId: 'acme' })).resolves.toEqual({ accessToken: 'fresh', expiresIn: 5 })
    client.setAccessToken('stale')
    await client.request('/a')
    expect(api.calls.filter((call) => call.path === REFRESH).map((call) => call.body)).toEqual([{ tenantId: 'acme' }, { tenantId: 'acme' }])
    expect(JSON.stringify(events)).not.toContain('must-not-leak')
  })
})

describe('createClient: timeouts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const hanging = () => vi.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))))

  it('a request that never answers is aborted after timeoutMs and fails as a network ApiError', async () => {
    vi.useFakeTimers()
    const fetch = hanging()
    const client = createClient({ fetch, timeoutMs: 1000 })
    const pending = client.request('/slow').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, reason: 'network', message: TIMEOUT_MESSAGE })
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true)
  })

  it('the default timeout is 30 000 ms', async () => {
    vi.useFakeTimers()
    const client = createClient({ fetch: hanging() })
    const pending = client.request('/slow').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ reason: 'network', message: TIMEOUT_MESSAGE })
  })

  it('a body that stops arriving is cut by the same timeout', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"partial":'))
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason))
        },
      })
      return new Response(body, { status: 200 })
    })
    const client = createClient({ fetch, timeoutMs: 500 })
    const pending = client.request('/slow-body').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    await expect(pending).resolves.toMatchObject({ reason: 'network', message: TIMEOUT_MESSAGE })
  })

  it('timeoutMs 0 never times out; an answer in time clears the timer', async () => {
    vi.useFakeTimers()
    const client = createClient({ fetch: vi.fn(async () => json({ ok: true })), timeoutMs: 1000 })
    await expect(client.request('/fast')).resolves.toEqual({ ok: true })
    expect(vi.getTimerCount()).toBe(0)
    const never = createClient({ fetch: hanging(), timeoutMs: 0 })
    void never.request('/slow')
    expect(vi.getTimerCount()).toBe(0)
  })
})
