import { describe, expect, it, vi } from 'vitest'
import { isExternalUrl, navigateTo } from './navigation'

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
