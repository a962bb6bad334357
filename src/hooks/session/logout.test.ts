import { describe, expect, it, vi } from 'vitest'
import { ApiError, createClient } from '../../api'
import { KEPT_LOCAL_KEYS, logout, markersToClear, PER_USER_LOCAL_KEYS, STEP_UP_KEYS } from './logout'
import { quickLoginCompletedKey } from '../login/quickLogin'
import { safeStorage, STORAGE_KEYS } from './storage'
import { createSessionStore } from './store'
import { memoryStorage } from '../../api/storage.testing'

function setup(sessionEntries: Record<string, string> = {}) {
  const client = createClient({ fetch: vi.fn(), accessToken: 'token', logLevel: 'silent' })
  const store = createSessionStore({ user: { id: 'u1', email: 'ada@acme.test', accessToken: 'token', expiresIn: 300 } })
  store.handOffMfa({ email: 'ada@acme.test', mfa: { mfaToken: 'm' } as never })
  const session = memoryStorage()
  const local = memoryStorage()
  for (const [key, value] of Object.entries(sessionEntries)) session.setItem(key, value)
  local.setItem(STORAGE_KEYS.shouldStepUp, '300')
  local.setItem(STORAGE_KEYS.stepUpRedirectUrl, '/billing')
  local.setItem(STORAGE_KEYS.userId, 'u1')
  session.setItem(STORAGE_KEYS.pendingSocialLogin, '{"provider":"google"}')
  session.setItem(STORAGE_KEYS.pendingSmsLogin, '{"email":"ada@acme.test"}')
  const context = { client, store, sessionStorage: safeStorage(() => session), localStorage: safeStorage(() => local) }
  return { client, store, session, local, context }
}

describe('logout', () => {
  it('tells the server, then drops the token, the session, the MFA hand-off and the per-user markers', async () => {
    const { client, store, session, local, context } = setup()
    const api = { logout: vi.fn(async () => ({})) }
    await logout(context, api)
    expect(api.logout).toHaveBeenCalledOnce()
    expect(client.getAccessToken()).toBeNull()
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
    expect(store.pendingMfa()).toBeNull()
    expect(session.getItem(STORAGE_KEYS.pendingSocialLogin)).toBeNull()
    expect(session.getItem(STORAGE_KEYS.pendingSmsLogin)).toBeNull()
    expect(local.getItem(STORAGE_KEYS.shouldStepUp)).toBeNull()
    expect(local.getItem(STORAGE_KEYS.stepUpRedirectUrl)).toBeNull()
    // Who signed up here is not left behind for the next person at this browser.
    expect(local.getItem(STORAGE_KEYS.userId)).toBeNull()
  })

  it('sign-out clears the per-user local-storage markers and keeps only what the spec reads at the next sign-in', async () => {
    const { local, context } = setup()
    const completed = quickLoginCompletedKey(STORAGE_KEYS.registerQuickLogin, 'u1')
    for (const key of Object.values(STORAGE_KEYS)) local.setItem(key, 'x')
    local.setItem(completed, 'true')
    await logout(context, { logout: async () => ({}) })
    const left = Object.values(STORAGE_KEYS).filter((key) => local.getItem(key) !== null)
    // Only local-storage keys are judged here; PER_USER_SESSION_KEYS covers the session ones a logout drops.
    const sessionOnly: string[] = [STORAGE_KEYS.afterAuthRedirectUrl, STORAGE_KEYS.separateTabsTenant, STORAGE_KEYS.hostedLoginVerifier, STORAGE_KEYS.pendingSocialLogin, STORAGE_KEYS.pendingSsoLogin, STORAGE_KEYS.stepUpLogout, STORAGE_KEYS.pendingSmsLogin, STORAGE_KEYS.pendingSlackConnect, STORAGE_KEYS.vendorSettings]
    expect(left.filter((key) => !sessionOnly.includes(key)).sort()).toEqual([...KEPT_LOCAL_KEYS].sort())
    expect(local.getItem(completed)).toBe('true')
  })

  it('a failing logout call is ignored: signed out all the same (spec/auth.md §4)', async () => {
    const { client, store, context } = setup()
    await logout(context, { logout: async () => Promise.reject(new ApiError('Internal server error', 500)) })
    expect(client.getAccessToken()).toBeNull()
    expect(store.getSnapshot().isAuthenticated).toBe(false)
  })

  it('the logout a failed step-up asked for keeps the owed step-up, once', async () => {
    const { local, session, context } = setup({ [STORAGE_KEYS.stepUpLogout]: '1' })
    await logout(context, { logout: async () => ({}) })
    expect(local.getItem(STORAGE_KEYS.shouldStepUp)).toBe('300')
    expect(local.getItem(STORAGE_KEYS.stepUpRedirectUrl)).toBe('/billing')
    expect(session.getItem(STORAGE_KEYS.stepUpLogout)).toBeNull()
    expect(local.getItem(STORAGE_KEYS.userId)).toBeNull()
  })

  it.each([
    [false, [...PER_USER_LOCAL_KEYS, ...STEP_UP_KEYS]],
    [true, PER_USER_LOCAL_KEYS],
  ])('markersToClear(askedByStepUp %s) → %j', (askedByStepUp, keys) => {
    expect(markersToClear(askedByStepUp)).toEqual(keys)
  })
})
