import { describe, expect, it, vi } from 'vitest'
import { ApiError, createClient } from '../../api'
import { logout, markersToClear, STEP_UP_KEYS } from './logout'
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
    // Not per-session: which user last signed in with a social provider stays for quick login.
    expect(local.getItem(STORAGE_KEYS.userId)).toBe('u1')
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
  })

  it.each([
    [false, STEP_UP_KEYS],
    [true, []],
  ])('markersToClear(askedByStepUp %s) → %j', (askedByStepUp, keys) => {
    expect(markersToClear(askedByStepUp)).toEqual(keys)
  })
})
