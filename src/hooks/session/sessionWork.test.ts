import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../api'
import { createSessionStore, type SessionUser } from './store'
import { runSessionWork, type OnlineListener } from './sessionWork'
import type { SessionStartOptions } from './startSession'
import { SESSION_HINT_VALUE } from './sessionHint'

const user = { id: 'u1', sub: 'u1', email: 'ada@acme.test', accessToken: 't', expiresIn: 300 } as unknown as SessionUser

/** A module load the test settles by hand, and a startSession that records what it was started with. */
function work() {
  const started: SessionStartOptions[] = []
  const stopped: number[] = []
  const module = {
    startSession: (options: SessionStartOptions) => {
      started.push(options)
      const index = started.length - 1
      return () => void stopped.push(index)
    },
  }
  let settle: { resolve: (value: typeof module) => void; reject: (error: unknown) => void } | null = null
  const load = vi.fn(() => new Promise<typeof module>((resolve, reject) => (settle = { resolve, reject })))
  const resolve = async () => {
    settle!.resolve(module)
    await Promise.resolve()
  }
  const reject = async () => {
    settle!.reject(new TypeError('Failed to fetch dynamically imported module'))
    await new Promise((next) => setTimeout(next, 0))
  }
  return { started, stopped, load: load as unknown as () => Promise<typeof import('./startSession')>, loads: load, resolve, reject }
}

function online(): { listen: OnlineListener; fire(): void; listeners: () => number } {
  const listeners = new Set<() => void>()
  return {
    listen: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    fire: () => [...listeners].forEach((listener) => listener()),
    listeners: () => listeners.size,
  }
}

/** By default the browser holds the session hint, so the work is fetched at once (see the hintless tests). */
function setup(isLoading = true, hint: string | null = SESSION_HINT_VALUE) {
  const store = createSessionStore({ isLoading })
  const options: SessionStartOptions = {
    client: createClient({ fetch: async () => new Response('{}'), logLevel: 'silent' }),
    store,
    flags: {},
    delays: { profileRetry: 0 },
    restore: true,
    syncTabs: true,
    hint: { storage: { getItem: (key) => (key === 'hint' ? hint : null), setItem: () => {}, removeItem: () => {} }, key: 'hint' },
  }
  return { store, options }
}

describe('runSessionWork', () => {
  it('starts the session work once its module is in, restoring a session still loading', async () => {
    const { options } = setup()
    const w = work()
    runSessionWork(options, { load: w.load })
    expect(w.started).toHaveLength(0)
    await w.resolve()
    expect(w.started).toHaveLength(1)
    expect(w.started[0]).toMatchObject({ restore: true, syncTabs: true })
  })

  it('unmounted before the module is in → never starts; unmounted after → stopped', async () => {
    const { options } = setup()
    const early = work()
    runSessionWork(options, { load: early.load })()
    await early.resolve()
    expect(early.started).toHaveLength(0)

    const late = work()
    const stop = runSessionWork(options, { load: late.load })
    await late.resolve()
    stop()
    expect(late.stopped).toEqual([0])
  })

  it('a session that settled before the module came (a sign-in) is not restored over', async () => {
    const { store, options } = setup()
    const w = work()
    runSessionWork(options, { load: w.load })
    store.signIn(user)
    await w.resolve()
    expect(w.started[0]!.restore).toBe(false)
  })

  it('a module the network fails to bring → signed out, fetched again when back online, once', async () => {
    const { store, options } = setup()
    const w = work()
    const network = online()
    runSessionWork(options, { load: w.load, onOnline: network.listen })
    await w.reject()
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, user: null })
    expect(w.loads).toHaveBeenCalledTimes(1)
    network.fire()
    expect(w.loads).toHaveBeenCalledTimes(2)
    // Waiting again is over: another online event fetches nothing more.
    expect(network.listeners()).toBe(0)
    network.fire()
    expect(w.loads).toHaveBeenCalledTimes(2)
    await w.resolve()
    // It settled signed out meanwhile: started, with no restore.
    expect(w.started).toEqual([expect.objectContaining({ restore: false })])
  })

  it('after a failed fetch a sign-in fetches the work again, so the new session is kept alive', async () => {
    const { store, options } = setup()
    const w = work()
    runSessionWork(options, { load: w.load, onOnline: online().listen })
    await w.reject()
    store.signIn(user)
    expect(w.loads).toHaveBeenCalledTimes(2)
    await w.resolve()
    expect(w.started).toHaveLength(1)
  })

  it('unmounted while waiting after a failure → no further fetch', async () => {
    const { store, options } = setup()
    const w = work()
    const network = online()
    const stop = runSessionWork(options, { load: w.load, onOnline: network.listen })
    await w.reject()
    stop()
    network.fire()
    store.signIn(user)
    expect(w.loads).toHaveBeenCalledTimes(1)
  })

  describe('without the session hint (the restore runs in the background)', () => {
    /** A defer the test runs by hand: "the first frame has painted". */
    function paint() {
      const pending: Array<() => void> = []
      const cancelled = vi.fn()
      const defer = (run: () => void) => {
        pending.push(run)
        return cancelled
      }
      return { defer, cancelled, painted: () => pending.splice(0).forEach((run) => run()) }
    }

    it('fetches the work only after the first paint, then restores', async () => {
      const { options } = setup(true, null)
      const w = work()
      const frame = paint()
      runSessionWork(options, { load: w.load, defer: frame.defer })
      expect(w.loads).not.toHaveBeenCalled()
      frame.painted()
      expect(w.loads).toHaveBeenCalledTimes(1)
      await w.resolve()
      expect(w.started).toEqual([expect.objectContaining({ restore: true })])
    })

    it('a stale or foreign value is no hint', () => {
      const { options } = setup(true, 'yes')
      const w = work()
      const frame = paint()
      runSessionWork(options, { load: w.load, defer: frame.defer })
      expect(w.loads).not.toHaveBeenCalled()
    })

    it('unmounted before the paint → the put-off fetch is cancelled and nothing loads', () => {
      const { options } = setup(true, null)
      const w = work()
      const frame = paint()
      runSessionWork(options, { load: w.load, defer: frame.defer })()
      expect(frame.cancelled).toHaveBeenCalledTimes(1)
      expect(w.loads).not.toHaveBeenCalled()
    })

    it('with the hint nothing is put off', () => {
      const { options } = setup(true)
      const w = work()
      const frame = paint()
      runSessionWork(options, { load: w.load, defer: frame.defer })
      expect(w.loads).toHaveBeenCalledTimes(1)
    })
  })
})
