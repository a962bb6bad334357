import { describe, it, expect, vi } from 'vitest'
import { SignJWT } from 'jose'
import { createClient } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { startSessionLifecycle } from '../session/lifecycle'
import { createSessionStore } from '../session/store'
import { restoreHostedSession } from './restore'

const jwt = () => new SignJWT({ email: 'ada@example.com' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('k'))

function setUp(silent: 'live' | 'none', settings: { silentRefresh?: boolean } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    if (path === '/oauth/authorize/silent') return silent === 'live' ? Response.json({ access_token: await jwt(), expires_in: 300, refresh_token: 'r1' }) : Response.json({ errors: ['Unauthorized'] }, { status: 401 })
    if (path.endsWith('/users/v2/me')) return Response.json({ id: 'user-1', email: 'ada@example.com' })
    return new Response(null, { status: 404 })
  })
  const client = createClient({ baseUrl: 'https://api.example.com', fetch, logLevel: 'silent' })
  const store = createSessionStore({ isLoading: true })
  const context = { client, store, flags: {}, delays: { profileRetry: 0 }, hostedLogin: { clientId: 'app-1', ...settings } } as unknown as GatehouseContextValue
  const paths = () => fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)
  return { client, store, context, paths }
}

describe('restoring a hosted session on load (spec/auth.md §4 session refresh)', () => {
  it('hosted mode restores by the silent refresh, not the refresh call', async () => {
    const { client, store, context, paths } = setUp('live')
    const stop = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: true, restoreBy: () => restoreHostedSession(context) })
    await vi.waitFor(() => expect(store.getSnapshot().isAuthenticated).toBe(true))
    expect(paths()).toEqual(['/oauth/authorize/silent', '/identity/resources/users/v2/me'])
    stop()
  })

  it('no session behind the silent refresh: settled signed out', async () => {
    const { store, context } = setUp('none')
    await restoreHostedSession(context)
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, isLoading: false })
  })

  it('silent refresh turned off: settled signed out without a call', async () => {
    const { store, context, paths } = setUp('live', { silentRefresh: false })
    await restoreHostedSession(context)
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, isLoading: false })
    expect(paths()).toEqual([])
  })
})
