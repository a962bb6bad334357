// The restore's work that is not in a page's first chunk — the refresh work with the refresh call and its answer's schema,
// the profile's calls — arrives by dynamic import. When the network drops while a chunk is on its way,
// the import fails: the restore must then fail as a network failure would, never half sign in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_MESSAGE } from '../../api/errors'

const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const chunkFailed = () => {
  throw new TypeError('Failed to fetch dynamically imported module')
}

/** A client of a fresh module graph, with an API that refreshes and answers the profile. */
async function freshClient() {
  const { createClient } = await import('../../api/client')
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://api.test').pathname
    calls.push(path)
    return path === REFRESH ? json({ accessToken: 'fresh', expiresIn: 300 }) : json({ id: 'u1', email: 'ada@acme.test' })
  })
  const client = createClient({ fetch, logLevel: 'silent', accessToken: 'held' })
  const events: string[] = []
  client.subscribe((event) => events.push(event.type))
  return { client, calls, events }
}

/** The refresh work's loader (with the refresh call) failing `failures` times as a dropped network makes it fail, then loading. */
function refreshLoadFailing(failures: number) {
  vi.doMock('../../api/refreshLoad', () => {
    let left = failures
    return {
      loadRefreshEngine: vi.fn(async () => {
        if (left-- > 0) throw new ApiError(NETWORK_MESSAGE, 0, { reason: 'network', cause: new TypeError('Failed to fetch dynamically imported module') })
        return import('../../api/refreshEngine')
      }),
    }
  })
}

afterEach(() => {
  vi.doUnmock('../../api/refreshLoad')
  vi.doUnmock('./finishSignIn')
  vi.resetModules()
})

describe('restore when a lazily loaded part cannot be fetched', () => {
  it('the refresh work cannot load: a network failure (refreshFailed), the token kept, no request sent; it loads on a later try', async () => {
    vi.resetModules()
    // The refresh's own fetch of its work (outside a browser the client fetches nothing as it is created).
    refreshLoadFailing(1)
    const { client, calls, events } = await freshClient()
    await expect(client.refresh()).rejects.toMatchObject({ reason: 'network' })
    expect(events).toEqual(['refreshFailed'])
    expect(client.getAccessToken()).toBe('held')
    expect(calls).toEqual([])
    await expect(client.refresh()).resolves.toMatchObject({ accessToken: 'fresh' })
    expect(calls).toEqual([REFRESH])
    expect(events).toEqual(['refreshFailed', 'tokenRefreshed'])
  })

  it('the profile calls cannot load after a good refresh: signed out, and the client holds no token', async () => {
    vi.resetModules()
    vi.doMock('./finishSignIn', chunkFailed)
    const { client, calls } = await freshClient()
    const { restoreSession } = await import('./lifecycle')
    const { createSessionStore } = await import('./store')
    const store = createSessionStore({ isLoading: true })
    await expect(restoreSession({ client, store, flags: {}, delays: { profileRetry: 0 } })).resolves.toBeNull()
    expect(calls).toEqual([REFRESH])
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    expect(client.getAccessToken()).toBeNull()
  })
})
