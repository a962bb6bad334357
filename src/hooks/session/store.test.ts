import { describe, it, expect, vi } from 'vitest'
import { createSessionStore, type SessionUser } from './store'

const user: SessionUser = { id: 'u1', email: 'ada@example.test', accessToken: 'access', expiresIn: 300 }

describe('createSessionStore', () => {
  it('starts signed out and not loading', () => {
    expect(createSessionStore().getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
  })

  it('starts from an initial user and loading flag', () => {
    expect(createSessionStore({ user, isLoading: true }).getSnapshot()).toEqual({ user, isAuthenticated: true, isLoading: true })
  })

  it('getSnapshot returns the same object between changes (useSyncExternalStore)', () => {
    const store = createSessionStore()
    expect(store.getSnapshot()).toBe(store.getSnapshot())
    store.signIn(user)
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it('signIn → a new snapshot, authenticated, not loading, subscribers told', () => {
    const store = createSessionStore({ isLoading: true })
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getSnapshot()
    store.signIn(user)
    const after = store.getSnapshot()
    expect(after).not.toBe(before)
    expect(after).toEqual({ user, isAuthenticated: true, isLoading: false })
    expect(before).toEqual({ user: null, isAuthenticated: false, isLoading: true })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('signOut → a new snapshot, no user, subscribers told', () => {
    const store = createSessionStore({ user })
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getSnapshot()
    store.signOut()
    expect(store.getSnapshot()).not.toBe(before)
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('setLoading → a new snapshot with the flag, the user kept, subscribers told', () => {
    const store = createSessionStore({ user })
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getSnapshot()
    store.setLoading(true)
    expect(store.getSnapshot()).not.toBe(before)
    expect(store.getSnapshot()).toEqual({ user, isAuthenticated: true, isLoading: true })
    store.setLoading(false)
    expect(store.getSnapshot().isLoading).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('every subscriber is told, and sees the new snapshot', () => {
    const store = createSessionStore()
    const seen: unknown[] = []
    store.subscribe(() => seen.push(store.getSnapshot().user))
    store.subscribe(() => seen.push(store.getSnapshot().isAuthenticated))
    store.signIn(user)
    expect(seen).toEqual([user, true])
  })

  it('unsubscribe stops notifications for that subscriber only', () => {
    const store = createSessionStore()
    const gone = vi.fn()
    const kept = vi.fn()
    const unsubscribe = store.subscribe(gone)
    store.subscribe(kept)
    unsubscribe()
    store.signIn(user)
    store.signOut()
    expect(gone).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledTimes(2)
  })

  it('updateProfile → the profile fields follow, tokens and ids stay; signed out it does nothing', () => {
    const store = createSessionStore({ user })
    const listener = vi.fn()
    store.subscribe(listener)
    store.updateProfile({ id: 'other', email: 'x@y.test', name: 'Ada King', profilePictureUrl: 'https://images.test/ada.png?t=1' })
    expect(store.getSnapshot().user).toEqual({ ...user, name: 'Ada King', profilePictureUrl: 'https://images.test/ada.png?t=1' })
    expect(listener).toHaveBeenCalledTimes(1)
    const signedOut = createSessionStore()
    signedOut.updateProfile({ name: 'Nobody' })
    expect(signedOut.getSnapshot().user).toBeNull()
  })
})
