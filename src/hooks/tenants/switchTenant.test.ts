import { describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { ApiError, createClient, type RefreshInput } from '../../api'
import { createSessionStore } from '../session/store'
import { STORAGE_KEYS } from '../session/storage'
import { reloadSession } from '../impersonation/reloadSession'
import { switchTenantSession } from './switchTenant'

const token = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('k'.repeat(32)))

function memory(): { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void; map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) }
}

/** A signed-in session in t1, whose next refresh answers a token for t2 (or fails). */
async function setup(separateTabs: boolean, refreshed: Promise<string> | null) {
  const client = createClient({ fetch: vi.fn(), logLevel: 'silent' })
  const asked: RefreshInput[] = []
  client.refresh = vi.fn(async (input?: RefreshInput) => {
    asked.push(input ?? {})
    if (!refreshed) throw new ApiError('Unauthorized', 401)
    return { accessToken: await refreshed, expiresIn: 300 }
  })
  const store = createSessionStore()
  store.signIn({ id: 'u1', email: 'ada@acme.test', tenantId: 't1', accessToken: 'old', expiresIn: 300 } as never)
  const sessionStorage = memory()
  const loading: boolean[] = []
  store.subscribe(() => loading.push(store.getSnapshot().isLoading))
  const context = { client, store, flags: {}, delays: { profileRetry: 0 }, sessionStorage, separateTabs }
  return { client, store, sessionStorage, loading, asked, context }
}

const me = (tenantId: string) => vi.fn(async () => ({ id: 'u1', email: 'ada@acme.test', tenantId }))

describe('switchTenantSession', () => {
  it('loading, the server told, the token refreshed naming no tenant, the user reloaded in the new tenant', async () => {
    const { store, loading, asked, context, sessionStorage } = await setup(false, token({ tenantId: 't2' }))
    const switchTenant = vi.fn(async () => {
      expect(store.getSnapshot().isLoading).toBe(true)
      return {}
    })
    const user = await switchTenantSession(context, 't2', { switchTenant, getMe: me('t2') })
    expect(switchTenant).toHaveBeenCalledWith(context.client, { tenantId: 't2' })
    expect(asked).toEqual([{}])
    expect(user.tenantId).toBe('t2')
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, isLoading: false, user: { tenantId: 't2' } })
    expect(loading[0]).toBe(true)
    expect(sessionStorage.map.size).toBe(0)
  })

  it('separate tabs: the tab keeps its tenant in session storage and names it in the refresh', async () => {
    const { asked, context, sessionStorage } = await setup(true, token({ tenantId: 't2' }))
    await switchTenantSession(context, 't2', { switchTenant: async () => ({}), getMe: me('t2') })
    expect(sessionStorage.map.get(STORAGE_KEYS.separateTabsTenant)).toBe('t2')
    expect(asked).toEqual([{ tenantId: 't2' }])
  })

  it('the server refuses: the error, the session as it was, not loading, no refresh', async () => {
    const { store, asked, context } = await setup(false, token({ tenantId: 't2' }))
    const before = store.getSnapshot().user
    const refused = new ApiError('Forbidden', 403)
    await expect(switchTenantSession(context, 't2', { switchTenant: async () => Promise.reject(refused) })).rejects.toBe(refused)
    expect(store.getSnapshot()).toEqual({ user: before, isAuthenticated: true, isLoading: false })
    expect(asked).toEqual([])
  })

  it('the refresh fails: signed out (spec/auth.md §8), not loading', async () => {
    const { store, context } = await setup(false, null)
    await expect(switchTenantSession(context, 't2', { switchTenant: async () => ({}) })).rejects.toMatchObject({ status: 401 })
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
  })
})

describe('reloadSession', () => {
  it('loads the session the refresh cookie now stands for, naming no tenant', async () => {
    const { store, asked, context } = await setup(false, token({ tenantId: 't1', act: { sub: 'u0' } }))
    const user = await reloadSession(context, { getMe: me('t1') })
    expect(asked).toEqual([{}])
    expect(user).toMatchObject({ act: { sub: 'u0' } })
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, isLoading: false })
  })

  it('separate tabs: the tab follows the new session’s tenant', async () => {
    const { context, sessionStorage } = await setup(true, token({ tenantId: 't3' }))
    await reloadSession(context, { getMe: me('t3') })
    expect(sessionStorage.map.get(STORAGE_KEYS.separateTabsTenant)).toBe('t3')
  })

  it('a failed reload signs out', async () => {
    const { store, context } = await setup(false, null)
    await expect(reloadSession(context, { getMe: me('t1') })).rejects.toMatchObject({ status: 401 })
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
  })
})
