import { describe, expect, it, vi } from 'vitest'
import { isExternalUrl, leaveOrigin, navigateTo } from './navigation'

const PAGE = 'https://app.example.com/account/login?redirectUrl=%2Fx'

describe('isExternalUrl', () => {
  it.each<[string, boolean]>([
    ['/dashboard', false],
    ['/account/step-up?maxAge=60', false],
    ['https://app.example.com/reports', false],
    ['https://app.example.com:443/reports', false],
    ['?tab=2', false],
    ['https://admin.example.com/', true],
    ['http://app.example.com/', true],
    ['https://app.example.com:8443/', true],
    ['//evil.test/path', true],
    ['https://idp.acme.test/saml/login?tenant=acme', true],
  ])('%j → %s', (to, expected) => {
    expect(isExternalUrl(to, PAGE)).toBe(expected)
  })

  it('an unreadable page URL → not external (the router decides)', () => {
    expect(isExternalUrl('/x', 'not a url')).toBe(false)
  })
})

describe('navigateTo', () => {
  const context = () => ({ navigate: vi.fn(), navigateExternal: vi.fn(), currentUrl: () => PAGE })

  it.each<[string, 'navigate' | 'navigateExternal']>([
    ['/dashboard', 'navigate'],
    ['https://app.example.com/dashboard', 'navigate'],
    ['https://admin.example.com/portal', 'navigateExternal'],
  ])('%j → %s', (to, expected) => {
    const ctx = context()
    navigateTo(ctx, to, { replace: true })
    if (expected === 'navigate') {
      expect(ctx.navigate).toHaveBeenCalledWith(to, { replace: true })
      expect(ctx.navigateExternal).not.toHaveBeenCalled()
    } else {
      expect(ctx.navigateExternal).toHaveBeenCalledWith(to)
      expect(ctx.navigate).not.toHaveBeenCalled()
    }
  })
})

describe('leaveOrigin: navigateExternal gets only absolute http(s) URLs', () => {
  const context = () => ({ navigateExternal: vi.fn(), logger: { warn: vi.fn() } })

  it.each(['https://idp.acme.test/saml/login?tenant=acme', 'http://127.0.0.1:8787/oauth/authorize?state=s'])('%j → navigateExternal', (url) => {
    const ctx = context()
    expect(leaveOrigin(ctx, url)).toBe(true)
    expect(ctx.navigateExternal).toHaveBeenCalledWith(url)
  })

  it.each(['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '/account/login', '//evil.test/', 'https://user:pass@evil.test/', ' https://evil.test/'])(
    '%j → refused with a warning, navigateExternal not called',
    (url) => {
      const ctx = context()
      expect(leaveOrigin(ctx, url)).toBe(false)
      expect(ctx.navigateExternal).not.toHaveBeenCalled()
      expect(ctx.logger.warn).toHaveBeenCalledTimes(1)
    },
  )

  it('navigateTo never hands a javascript: target to navigateExternal', () => {
    const ctx = { navigate: vi.fn(), navigateExternal: vi.fn(), currentUrl: () => PAGE, logger: { warn: vi.fn() } }
    navigateTo(ctx, 'javascript:alert(1)', { replace: true })
    expect(ctx.navigateExternal).not.toHaveBeenCalled()
    expect(ctx.navigate).not.toHaveBeenCalled()
  })
})
