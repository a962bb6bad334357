import { describe, expect, it, vi } from 'vitest'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { DEFAULT_ROUTES } from '../session/routes'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import type { SessionUser } from '../session/store'
import { hostedCallbackDestination } from './context'

function memory(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries))
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) }
}

const user = { id: 'user-1', email: 'ada@example.com' } as SessionUser

function setUp() {
  const logger = { warn: vi.fn() }
  const context = {
    routes: DEFAULT_ROUTES,
    redirect: { enforceSameSite: true },
    currentUrl: () => 'https://app.test/oauth/callback?code=c1&state=s1',
    logger,
    sessionStorage: memory(),
    localStorage: memory({ [STORAGE_KEYS.stepUpRedirectUrl]: '/billing' }),
  } as unknown as GatehouseContextValue
  return { context, logger }
}

describe('hostedCallbackDestination: a step-up’s returnTo goes through resolveRedirect', () => {
  it('a same-origin page → that page, and the step-up marker is spent', () => {
    const { context } = setUp()
    expect(hostedCallbackDestination(context, user, '/billing?tab=2')).toBe('/billing?tab=2')
    expect(context.localStorage.getItem(STORAGE_KEYS.stepUpRedirectUrl)).toBeNull()
  })

  it.each(['https://evil.test/phish', '//evil.test/phish', 'javascript:alert(document.cookie)', '/\\evil.test', '/%2F%2Fevil.test'])('%j → refused with a warning: the authenticated URL', (returnTo) => {
    const { context, logger } = setUp()
    expect(hostedCallbackDestination(context, user, returnTo)).toBe(DEFAULT_ROUTES.authenticatedUrl)
    expect(logger.warn).toHaveBeenCalled()
  })

  it('no returnTo (a plain sign-in) → the usual after-login destination', () => {
    const { context } = setUp()
    expect(hostedCallbackDestination(context, user, undefined)).toBe(DEFAULT_ROUTES.authenticatedUrl)
  })
})
