import { describe, it, expect, vi } from 'vitest'
import { DEFAULT_ROUTES } from '../session/routes'
import type { RedirectPolicy } from '../session/GatehouseProvider'
import { afterLoginDestination, type AfterLoginInput } from './afterLogin'

const LOGIN_PAGE = 'https://app.test/account/login'

const withRedirectUrl = (target: string) => `${LOGIN_PAGE}?redirectUrl=${encodeURIComponent(target)}`

function destination(overrides: Partial<AfterLoginInput> & { redirect?: RedirectPolicy } = {}) {
  const logger = { warn: vi.fn() }
  const to = afterLoginDestination({
    currentUrl: LOGIN_PAGE,
    storedUrl: null,
    routes: DEFAULT_ROUTES,
    redirect: { enforceSameSite: true },
    logger,
    ...overrides,
  })
  return { to, warn: logger.warn }
}

describe('afterLoginDestination: stored pre-login URL (spec/auth.md §4 step 3)', () => {
  it('no stored URL → the authenticated URL /', () => {
    expect(destination().to).toBe('/')
  })

  it('stored /reports?x=1 → /reports?x=1', () => {
    expect(destination({ storedUrl: '/reports?x=1' }).to).toBe('/reports?x=1')
  })

  it('stored path keeps its hash', () => {
    expect(destination({ storedUrl: '/reports?x=1#top' }).to).toBe('/reports?x=1#top')
  })

  it.each(['/account/login', '/account/logout', '/account/social/success', '/account/activate'])('stored auth route %s → /', (storedUrl) => {
    expect(destination({ storedUrl }).to).toBe('/')
  })

  it('stored auth route with a query → still /', () => {
    expect(destination({ storedUrl: '/account/login?redirectUrl=%2Fx' }).to).toBe('/')
  })

  it('stored cross-origin https://evil.test/x → / with a warning', () => {
    const { to, warn } = destination({ storedUrl: 'https://evil.test/x' })
    expect(to).toBe('/')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('stored same-origin absolute URL → its path', () => {
    expect(destination({ storedUrl: 'https://app.test/reports' }).to).toBe('/reports')
  })
})

describe('afterLoginDestination: redirectUrl query (spec/auth.md §2)', () => {
  it('redirectUrl /billing → /billing', () => {
    expect(destination({ currentUrl: withRedirectUrl('/billing') }).to).toBe('/billing')
  })

  it('redirectUrl wins over the stored URL', () => {
    expect(destination({ currentUrl: withRedirectUrl('/billing'), storedUrl: '/reports' }).to).toBe('/billing')
  })

  it.each(['javascript:alert(1)', '//evil.test', 'https://app.test@evil.test', 'https://evil.test/x'])(
    'unsafe redirectUrl %s → stored URL, with a warning',
    (target) => {
      const { to, warn } = destination({ currentUrl: withRedirectUrl(target), storedUrl: '/reports' })
      expect(to).toBe('/reports')
      expect(warn).toHaveBeenCalledOnce()
    },
  )

  it.each(['javascript:alert(1)', '//evil.test', 'https://app.test@evil.test'])('unsafe redirectUrl %s and nothing stored → /, with a warning', (target) => {
    const { to, warn } = destination({ currentUrl: withRedirectUrl(target) })
    expect(to).toBe('/')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('allowed origin https://admin.test → the absolute URL', () => {
    const { to, warn } = destination({
      currentUrl: withRedirectUrl('https://admin.test/x'),
      redirect: { enforceSameSite: true, allowedOrigins: ['https://admin.test'] },
    })
    expect(to).toBe('https://admin.test/x')
    expect(warn).not.toHaveBeenCalled()
  })

  it('cross-origin redirectUrl with same-site enforcement off → the absolute URL', () => {
    expect(destination({ currentUrl: withRedirectUrl('https://other.test/y'), redirect: { enforceSameSite: false } }).to).toBe('https://other.test/y')
  })
})

describe('afterLoginDestination: policy and routes', () => {
  it('keepOrigin → https://app.test/reports', () => {
    expect(destination({ storedUrl: '/reports', redirect: { keepOrigin: true } }).to).toBe('https://app.test/reports')
  })

  it('keepOrigin with nothing stored → the absolute authenticated URL', () => {
    expect(destination({ redirect: { keepOrigin: true } }).to).toBe('https://app.test/')
  })

  it('overridden authenticatedUrl /home is the default', () => {
    expect(destination({ routes: { ...DEFAULT_ROUTES, authenticatedUrl: '/home' } }).to).toBe('/home')
    expect(destination({ routes: { ...DEFAULT_ROUTES, authenticatedUrl: '/home' }, storedUrl: '/account/logout' }).to).toBe('/home')
  })

  it('overridden login route is the one skipped', () => {
    const routes = { ...DEFAULT_ROUTES, loginUrl: '/signin' }
    expect(destination({ routes, storedUrl: '/signin' }).to).toBe('/')
    expect(destination({ routes, storedUrl: '/account/login' }).to).toBe('/account/login')
  })

  it('no warning on the happy path', () => {
    expect(destination({ storedUrl: '/reports', currentUrl: withRedirectUrl('/billing') }).warn).not.toHaveBeenCalled()
  })
})
