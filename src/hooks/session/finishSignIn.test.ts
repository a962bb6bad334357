import { describe, expect, it, vi } from 'vitest'
import { SignJWT } from 'jose'
import { ApiError, createClient } from '../../api'
import { finishSignIn, PROFILE_RETRIES, SESSION_FLAGS, withRetries, type SessionApi } from './finishSignIn'
import { createSessionStore } from './store'

const token = () =>
  new SignJWT({ email: 'ada@acme.test', tenantId: 't1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('k'.repeat(32)))

const profile = { id: 'u1', email: 'ada@acme.test', name: 'Ada Lovelace' }
const serverError = () => new ApiError('Internal server error', 500)

function setup(api: Partial<SessionApi>, flags: Record<string, boolean> = {}) {
  const client = createClient({ fetch: vi.fn(), logLevel: 'silent' })
  const store = createSessionStore({ isLoading: true })
  return { client, store, context: { client, store, flags, delays: { profileRetry: 0 } }, api }
}

describe('finishSignIn', () => {
  it('claims merged with the profile; only then the client holds the token and the session says signed in', async () => {
    const accessToken = await token()
    const getMe = vi.fn(async (_client, options) => {
      // The profile is asked with the new token, before the client holds it.
      expect(options).toEqual({ accessToken })
      expect(client.getAccessToken()).toBeNull()
      return profile
    })
    const { client, store, context } = setup({})
    const user = await finishSignIn(context, { accessToken, expiresIn: 5 }, { getMe })
    expect(user).toMatchObject({ sub: 'u1', tenantId: 't1', ...profile, accessToken, expiresIn: 5 })
    expect(user).not.toHaveProperty('refreshToken')
    expect(client.getAccessToken()).toBe(accessToken)
    expect(store.getSnapshot()).toEqual({ user, isAuthenticated: true, isLoading: false })
  })

  it('expiresIn missing → 300 s (spec/auth.md §9)', async () => {
    const { context } = setup({})
    await expect(finishSignIn(context, { accessToken: await token() }, { getMe: async () => profile })).resolves.toMatchObject({ expiresIn: 300 })
  })

  it(`a profile that fails for a server reason is tried again, ${PROFILE_RETRIES} times at the most`, async () => {
    const getMe = vi.fn().mockRejectedValueOnce(serverError()).mockRejectedValueOnce(new ApiError('offline', 0, { reason: 'network' })).mockResolvedValue(profile)
    const { context } = setup({})
    await finishSignIn(context, { accessToken: await token() }, { getMe })
    expect(getMe).toHaveBeenCalledTimes(3)
  })

  it('a profile that keeps failing → the error, the client without a token, the session signed out', async () => {
    const getMe = vi.fn().mockRejectedValue(serverError())
    const { client, store, context } = setup({})
    client.setAccessToken('old')
    await expect(finishSignIn(context, { accessToken: await token() }, { getMe })).rejects.toThrow('Internal server error')
    expect(getMe).toHaveBeenCalledTimes(1 + PROFILE_RETRIES)
    expect(client.getAccessToken()).toBeNull()
    expect(store.getSnapshot()).toEqual({ user: null, isAuthenticated: false, isLoading: false })
  })

  it('a refused profile (4xx) or a token that does not decode is not tried again', async () => {
    const getMe = vi.fn().mockRejectedValue(new ApiError('Unauthorized', 401))
    const { context } = setup({})
    await expect(finishSignIn(context, { accessToken: await token() }, { getMe })).rejects.toMatchObject({ status: 401 })
    expect(getMe).toHaveBeenCalledTimes(1)
    await expect(finishSignIn(context, { accessToken: 'not-a-jwt' }, { getMe })).rejects.toThrow('Invalid token specified')
    expect(getMe).toHaveBeenCalledTimes(1)
  })

  it('authorization only under its flag, merged over the profile', async () => {
    const roles = [{ id: 'r1', key: 'Admin' }]
    const getMyAuthorization = vi.fn(async () => ({ roles, permissions: [{ id: 'p1', key: 'fe.secure.read.users' }] }))
    const off = setup({})
    await finishSignIn(off.context, { accessToken: await token() }, { getMe: async () => profile, getMyAuthorization })
    expect(getMyAuthorization).not.toHaveBeenCalled()
    const on = setup({}, { [SESSION_FLAGS.loadAuthorization]: true })
    const user = await finishSignIn(on.context, { accessToken: await token() }, { getMe: async () => profile, getMyAuthorization })
    expect(user.roles).toEqual(roles)
    expect(user.permissions).toEqual([{ id: 'p1', key: 'fe.secure.read.users' }])
  })

  it('entitlements only under their flag; a failed lookup is ignored (spec/auth.md §8)', async () => {
    const entitlements = { features: {}, plans: {}, permissions: { 'fe.secure.*': true } }
    const on = setup({}, { [SESSION_FLAGS.entitlements]: true })
    const loaded = await finishSignIn(on.context, { accessToken: await token() }, { getMe: async () => profile, getUserEntitlements: async () => entitlements })
    expect(loaded.entitlements).toEqual(entitlements)
    const failing = await finishSignIn(on.context, { accessToken: await token() }, { getMe: async () => profile, getUserEntitlements: async () => Promise.reject(serverError()) })
    expect(failing).not.toHaveProperty('entitlements')
    expect(on.store.getSnapshot().isAuthenticated).toBe(true)
  })
})

describe("finishSignIn with the API's flags still on their way", () => {
  it('asks the profile at once; authorization and entitlements wait for the flags, and follow them', async () => {
    let arrive: (flags: Record<string, boolean>) => void = () => {}
    const flagsReady = () => new Promise<Record<string, boolean>>((resolve) => (arrive = resolve))
    const getMe = vi.fn(async () => profile)
    const getMyAuthorization = vi.fn(async () => ({ roles: [], permissions: [] }))
    const getUserEntitlements = vi.fn(async () => ({ features: {}, plans: {}, permissions: {} }))
    const { context } = setup({})
    const signingIn = finishSignIn({ ...context, flagsReady }, { accessToken: await token() }, { getMe, getMyAuthorization, getUserEntitlements })
    await vi.waitFor(() => expect(getMe).toHaveBeenCalledTimes(1))
    expect(getMyAuthorization).not.toHaveBeenCalled()
    arrive({ [SESSION_FLAGS.loadAuthorization]: true })
    const user = await signingIn
    expect(getMyAuthorization).toHaveBeenCalledTimes(1)
    expect(getUserEntitlements).not.toHaveBeenCalled()
    expect(user).toMatchObject({ roles: [] })
  })
})

describe('withRetries', () => {
  it('waits delayMs between attempts', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValue('ok')
      const result = withRetries(load, 3, 2000)
      await vi.advanceTimersByTimeAsync(1999)
      expect(load).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toBe('ok')
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
