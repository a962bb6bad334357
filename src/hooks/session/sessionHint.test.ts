import { describe, expect, it } from 'vitest'
import { createSessionStore, type SessionUser } from './store'
import { hasSessionHint, hintAfterClientEvent, hintAfterSnapshot, loginRouteWaits, SESSION_HINT_VALUE, trackSessionHint } from './sessionHint'
import type { ClientEvent } from '../../api'

const KEY = 'gatehouse:session-hint'
const user = { id: 'u1', sub: 'u1', email: 'ada@example.com', accessToken: 'token', expiresIn: 300 } as unknown as SessionUser

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries))
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map }
}

function fakeClient() {
  const listeners = new Set<(event: ClientEvent) => void>()
  return {
    subscribe: (listener: (event: ClientEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit: (event: ClientEvent) => listeners.forEach((listener) => listener(event)),
    listeners,
  }
}

describe('loginRouteWaits', () => {
  it.each<[boolean, boolean | null, boolean, string]>([
    [true, true, true, 'a restore runs and the browser may hold a session: wait'],
    [true, false, false, 'a restore runs, no hint: the first step at once'],
    [true, null, true, 'a server render cannot read the hint: wait, as the hydration will'],
    [false, true, false, 'the restore settled: never wait'],
    [false, null, false, 'nothing to restore'],
  ])('isLoading %s, hint %s → %s (%s)', (isLoading, hint, waits) => {
    expect(loginRouteWaits({ isLoading }, hint)).toBe(waits)
  })
})

describe('the hint’s changes', () => {
  it('a signed-in user sets it; a store signed out keeps it (a failed network says nothing)', () => {
    expect(hintAfterSnapshot({ user })).toBe('set')
    expect(hintAfterSnapshot({ user: null })).toBe('keep')
  })

  it('the server’s refusal and a sibling’s sign-out clear it; other events keep it', () => {
    expect(hintAfterClientEvent({ type: 'sessionExpired' })).toBe('clear')
    expect(hintAfterClientEvent({ type: 'signedOutElsewhere' })).toBe('clear')
    for (const type of ['tokenRefreshed', 'refreshFailed', 'sessionChangedElsewhere'] as const) expect(hintAfterClientEvent({ type })).toBe('keep')
  })

  it('reads only its own mark as a hint', () => {
    expect(hasSessionHint(SESSION_HINT_VALUE)).toBe(true)
    expect(hasSessionHint(null)).toBe(false)
    expect(hasSessionHint('true')).toBe(false)
  })
})

describe('trackSessionHint', () => {
  it('sets the hint on sign-in, keeps it through a network failure, clears it on the server’s refusal', () => {
    const store = createSessionStore({ isLoading: true })
    const client = fakeClient()
    const storage = memory()
    const stop = trackSessionHint({ client, store, storage, key: KEY })
    expect(storage.getItem(KEY)).toBeNull()
    store.signIn(user)
    expect(storage.getItem(KEY)).toBe(SESSION_HINT_VALUE)
    client.emit({ type: 'refreshFailed', error: new Error('offline') as never })
    expect(storage.getItem(KEY)).toBe(SESSION_HINT_VALUE)
    client.emit({ type: 'sessionExpired', error: new Error('401') as never, accessToken: 'token' })
    expect(storage.getItem(KEY)).toBeNull()
    stop()
    expect(client.listeners.size).toBe(0)
  })

  it('a restore that fails on the network leaves the hint for the next visit', () => {
    const store = createSessionStore({ isLoading: true })
    const storage = memory({ [KEY]: SESSION_HINT_VALUE })
    trackSessionHint({ client: fakeClient(), store, storage, key: KEY })
    store.signOut()
    expect(storage.getItem(KEY)).toBe(SESSION_HINT_VALUE)
  })

  it('writes the mark once, not on every token refresh', () => {
    const store = createSessionStore()
    const storage = memory()
    let writes = 0
    const counting = { ...storage, setItem: (key: string, value: string) => { writes += 1; storage.setItem(key, value) } }
    trackSessionHint({ client: fakeClient(), store, storage: counting, key: KEY })
    store.signIn(user)
    store.updateProfile({ name: 'Ada' })
    store.updateProfile({ name: 'Ada L.' })
    expect(writes).toBe(1)
  })
})
