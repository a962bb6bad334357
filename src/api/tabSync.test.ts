// One session per browser: clients of several "tabs" joined by a fake BroadcastChannel, Web Lock and
// localStorage, against a fake identity API that rotates the refresh cookie strictly (a refresh with
// an old cookie is refused, as a server with reuse detection does).
import { describe, expect, it, vi } from 'vitest'
import { createClient, type Client, type ClientEvent } from './client'
import { createTabSync, type TabPlatform } from './tabSync'

const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A browser: one cookie jar, one channel hub, one lock manager, one localStorage, for every tab opened in it. */
function browser() {
  let cookie = 'c0'
  let rotations = 0
  let offline = false
  const refreshes: { cookie: string; status: number }[] = []
  /** The server: a refresh with the current cookie rotates it; any other is refused. */
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://api.test').pathname
    if (offline) throw new TypeError('Failed to fetch')
    if (path !== REFRESH) return json({ ok: path })
    const sent = cookie
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (sent !== cookie) {
      refreshes.push({ cookie: sent, status: 401 })
      return json({ errors: ['Unauthorized'] }, 401)
    }
    rotations += 1
    cookie = `c${rotations}`
    refreshes.push({ cookie: sent, status: 200 })
    const body = init?.body ? (JSON.parse(String(init.body)) as { tenantId?: string }) : {}
    return json({ accessToken: `token-${rotations}${body.tenantId ? `-${body.tenantId}` : ''}`, expiresIn: 300 })
  })
  // Requests of one browser share the cookie jar: a refresh sent before the last rotation answered carries the old cookie.
  const members = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>()
  const store = new Map<string, string>()
  const queues = new Map<string, Promise<unknown>>()
  const platform: TabPlatform = {
    channel: () => {
      const me = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(data: unknown) {
          for (const other of members) if (other !== me) setTimeout(() => other.onmessage?.({ data: structuredClone(data) } as MessageEvent), 0)
        },
        close() {
          members.delete(me)
        },
      }
      members.add(me)
      return me
    },
    locks: {
      request<T>(name: string, task: () => Promise<T>): Promise<T> {
        const run = (queues.get(name) ?? Promise.resolve()).then(task, task)
        queues.set(name, run.catch(() => undefined))
        return run
      },
    },
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value), removeItem: (key) => void store.delete(key) },
  }
  /** A tab: its own client (with or without a session token), synced with the others. */
  const tab = (accessToken: string | null = null) => {
    const client = createClient({ fetch, accessToken, logLevel: 'silent' })
    const events: ClientEvent[] = []
    client.subscribe((event) => events.push(event))
    const sync = createTabSync('gatehouse:session:test', platform)
    const stop = client.syncTabs(sync)
    return { client, events, close: () => (stop(), sync.close()) }
  }
  return { tab, fetch, refreshes, rotations: () => rotations, setOffline: (value: boolean) => (offline = value) }
}

const refreshesOf = (events: ClientEvent[]) => events.filter((event) => event.type === 'tokenRefreshed').length

describe('tabs opened together', () => {
  it('four tabs restoring at once: one refresh at the server, every tab holds its token, none refused', async () => {
    const b = browser()
    const tabs = [b.tab(), b.tab(), b.tab(), b.tab()]
    const answers = await Promise.all(tabs.map(({ client }) => client.refresh()))
    expect(b.refreshes).toEqual([{ cookie: 'c0', status: 200 }])
    expect(answers.map((answer) => answer.accessToken)).toEqual(['token-1', 'token-1', 'token-1', 'token-1'])
    for (const { client } of tabs) expect(client.getAccessToken()).toBe('token-1')
  })

  it('without the sync each tab rotates the same cookie at once, and all but one are refused (what the lock prevents)', async () => {
    const b = browser()
    const clients = [1, 2, 3, 4].map(() => createClient({ fetch: b.fetch, logLevel: 'silent' }))
    const answers = await Promise.allSettled(clients.map((client) => client.refresh()))
    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(3)
  })

  it('the next round: the signed-in tabs’ proactive refreshes at the same moment still rotate once each time, under the lock', async () => {
    const b = browser()
    const tabs = [b.tab(), b.tab(), b.tab(), b.tab()]
    await Promise.all(tabs.map(({ client }) => client.refresh()))
    // The round: every tab's timer fires together; the first rotates, the others take its token.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    const round = await Promise.all(tabs.map(({ client }) => client.refresh()))
    expect(b.refreshes.map((refresh) => refresh.status)).toEqual([200, 200])
    expect(new Set(round.map((answer) => answer.accessToken))).toEqual(new Set(['token-2']))
  })

  it('a signed-in tab takes the token its sibling just got, and tells its session (tokenRefreshed)', async () => {
    const b = browser()
    const [first, second] = [b.tab('token-0'), b.tab('token-0')]
    await first!.client.refresh()
    await vi.waitFor(() => expect(second!.client.getAccessToken()).toBe('token-1'))
    expect(refreshesOf(second!.events)).toBe(1)
    expect(b.rotations()).toBe(1)
  })
})

describe('sign-out and session changes reach every tab', () => {
  it('signOut in one tab drops the token in the others and tells them (signedOutElsewhere)', async () => {
    const b = browser()
    const [one, two, three] = [b.tab('t'), b.tab('t'), b.tab(null)]
    one!.client.signOut()
    await vi.waitFor(() => expect(two!.client.getAccessToken()).toBeNull())
    expect(two!.events).toEqual([{ type: 'signedOutElsewhere' }])
    // A tab that was signed out already hears nothing to do.
    expect(three!.events).toEqual([])
    expect(one!.events).toEqual([])
  })

  it('a refresh the server refuses signs the other tabs out too', async () => {
    const b = browser()
    const [one, two] = [b.tab('t'), b.tab('t')]
    b.fetch.mockImplementationOnce(async () => json({ errors: ['Unauthorized'] }, 401))
    await expect(one!.client.refresh()).rejects.toMatchObject({ status: 401 })
    await vi.waitFor(() => expect(two!.events).toContainEqual({ type: 'signedOutElsewhere' }))
  })

  it('a restore that finds no session (no token held here) tells the other tabs nothing: a sibling signing in meanwhile stays', async () => {
    const b = browser()
    const [restoring, signedIn] = [b.tab(null), b.tab('t')]
    b.fetch.mockImplementationOnce(async () => json({ errors: ['Unauthorized'] }, 401))
    await expect(restoring!.client.refresh()).rejects.toMatchObject({ status: 401 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(signedIn!.client.getAccessToken()).toBe('t')
    expect(signedIn!.events).toEqual([])
  })

  it('announceSessionChange reaches the other tabs (a sign-in, a tenant switch, an impersonation)', async () => {
    const b = browser()
    const [one, two] = [b.tab('t'), b.tab(null)]
    one!.client.announceSessionChange()
    await vi.waitFor(() => expect(two!.events).toEqual([{ type: 'sessionChangedElsewhere' }]))
  })
})

describe('a bad network is not a sign-out', () => {
  it('a refresh that fails on the network keeps the token and tells refreshFailed, not sessionExpired', async () => {
    const b = browser()
    const { client, events } = b.tab('t')
    b.setOffline(true)
    await expect(client.refresh()).rejects.toMatchObject({ reason: 'network' })
    expect(client.getAccessToken()).toBe('t')
    expect(events.map((event) => event.type)).toEqual(['refreshFailed'])
  })

  it.each([500, 503, 429])('a %i keeps the token too', async (status) => {
    const b = browser()
    const { client, events } = b.tab('t')
    b.fetch.mockImplementationOnce(async () => json({ errors: ['Busy'] }, status))
    await expect(client.refresh()).rejects.toMatchObject({ status })
    expect(client.getAccessToken()).toBe('t')
    expect(events.map((event) => event.type)).toEqual(['refreshFailed'])
  })

  it('a request whose 401 meets a refresh that fails on the network fails as a network error, not as a sign-out', async () => {
    const client = createClient({
      accessToken: 'expired',
      logLevel: 'silent',
      fetch: async (input) => {
        if (String(input).endsWith(REFRESH)) throw new TypeError('Failed to fetch')
        return json({ errors: ['Unauthorized'] }, 401)
      },
    })
    await expect(client.request('/identity/resources/users/v2')).rejects.toMatchObject({ reason: 'network', status: 0 })
    expect(client.getAccessToken()).toBe('expired')
  })
})

describe('a late answer is dropped', () => {
  /** A client whose refresh answers only when released. */
  function held() {
    let release: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    const client = createClient({ fetch, accessToken: 'old', logLevel: 'silent' })
    const events: ClientEvent[] = []
    client.subscribe((event) => events.push(event))
    return { client, events, fetch, release: (response: Response) => release(response) }
  }

  it.each<[string, (client: Client) => void]>([
    ['a sign-out', (client) => client.signOut()],
    ['a new sign-in', (client) => client.setAccessToken('signed-in-meanwhile')],
  ])('a refresh answered after %s assigns no token and tells nothing', async (_name, change) => {
    const { client, events, fetch, release } = held()
    const refreshing = client.refresh().catch((error: unknown) => error)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    change(client)
    const kept = client.getAccessToken()
    release(json({ accessToken: 'late', expiresIn: 300 }))
    expect(await refreshing).toMatchObject({ reason: 'stale' })
    expect(client.getAccessToken()).toBe(kept)
    expect(events).toEqual([])
  })

  it('a refresh asked for another tenant is not merged into the one on its way: it runs after it, with its own input', async () => {
    const bodies: unknown[] = []
    const client = createClient({
      accessToken: 'old',
      logLevel: 'silent',
      fetch: async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')))
        await new Promise((resolve) => setTimeout(resolve, 5))
        return json({ accessToken: `t${bodies.length}`, expiresIn: 300 })
      },
    })
    const [first, same, other] = await Promise.all([client.refresh({}), client.refresh({}), client.refresh({ tenantId: 'globex' })])
    expect(bodies).toEqual([{}, { tenantId: 'globex' }])
    expect([first.accessToken, same.accessToken, other.accessToken]).toEqual(['t1', 't1', 't2'])
  })
})

describe('floor and cap', () => {
  it('two refreshes asked back to back start at least 2 s apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    try {
      const starts: number[] = []
      const client = createClient({
        accessToken: 'a',
        logLevel: 'silent',
        fetch: async () => {
          starts.push(performance.now())
          return json({ accessToken: `t${starts.length}`, expiresIn: 300 })
        },
      })
      await client.refresh()
      const second = client.refresh()
      await vi.advanceTimersByTimeAsync(2_000)
      await second
      expect(starts).toHaveLength(2)
      expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(2_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a storm of refreshes is held to 20 a minute, and the kit warns once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    try {
      let calls = 0
      const warn = vi.fn()
      const client = createClient({ accessToken: 'a', logger: { ...console, warn }, fetch: async () => json({ accessToken: `t${++calls}`, expiresIn: 1 }) })
      const storm = (async () => {
        for (let index = 0; index < 40; index += 1) await client.refresh()
      })()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(calls).toBeLessThanOrEqual(21)
      expect(warn).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(120_000)
      await storm
    } finally {
      vi.useRealTimers()
    }
  })
})
