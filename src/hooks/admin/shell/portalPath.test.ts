import { describe, expect, it } from 'vitest'
import { NAVIGATION, type NavigationSection, type SectionId } from '../navigation'
import { normaliseBasePath, portalPathOf, resolvePortalRoute, sectionHref, type PortalRouteInput } from './portalPath'

const section = (id: SectionId, extra: Partial<NavigationSection> = {}): NavigationSection => ({ ...NAVIGATION.find((entry) => entry.id === id)!, ...extra })

describe('normaliseBasePath', () => {
  it.each<[string | undefined, string]>([
    [undefined, '/oauth/portal'],
    ['/admin', '/admin'],
    ['admin', '/admin'],
    ['/admin/', '/admin'],
    ['//admin//settings///', '/admin/settings'],
    [' /admin ', '/admin'],
    ['/admin?tab=1#top', '/admin'],
    ['https://host.test/console/admin', '/console/admin'],
    ['/', ''],
    ['', ''],
    ['/a/./b/../c', '/a/c'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseBasePath(input)).toBe(expected)
  })
})

describe('portalPathOf', () => {
  it.each<[string, string, string | null]>([
    ['https://app.test/admin', '/admin', '/'],
    ['https://app.test/admin/', '/admin', '/'],
    ['https://app.test/admin/users', '/admin', '/users'],
    ['https://app.test/admin/users/123/?tab=roles#x', '/admin', '/users/123'],
    ['/admin/roles', '/admin', '/roles'],
    ['https://app.test/administrator/users', '/admin', null],
    ['https://app.test/billing', '/admin', null],
    ['https://app.test/', '/admin', null],
    ['https://app.test/users', '', '/users'],
    ['https://app.test/', '/', '/'],
    ['https://app.test/oauth/portal/sso', '/oauth/portal', '/sso'],
    ['https://app.test/admin/../billing', '/admin', null],
    ['https://app.test/Admin/users', '/admin', null],
  ])('%s under %j → %j', (url, base, expected) => {
    expect(portalPathOf(url, base)).toBe(expected)
  })
})

describe('sectionHref', () => {
  it.each<[string, string, string | undefined, string]>([
    ['/admin', '/users', undefined, '/admin/users'],
    ['/admin/', '/users', '', '/admin/users'],
    ['/admin', '/users', '123', '/admin/users/123'],
    ['/admin', '/users', '/123/', '/admin/users/123'],
    ['', '/personal-api-tokens', undefined, '/personal-api-tokens'],
    ['/oauth/portal', '/audits', undefined, '/oauth/portal/audits'],
  ])('%j + %j + %j → %j', (base, path, subPath, expected) => {
    expect(sectionHref(base, { path }, subPath)).toBe(expected)
  })

  it('a deep link comes back to its section and sub path', () => {
    const href = sectionHref('/admin', section('apiTokens'), 'token-1')
    const path = portalPathOf(href, '/admin')!
    expect(resolvePortalRoute({ path, sections: NAVIGATION, visible: NAVIGATION, exists: () => true })).toMatchObject({
      kind: 'section',
      section: { id: 'apiTokens' },
      subPath: '/token-1',
    })
  })
})

describe('resolvePortalRoute', () => {
  const users = section('users')
  const roles = section('roles')
  const profile = section('profile')
  const base: PortalRouteInput = { path: '/', sections: [profile, users, roles], visible: [profile, users], exists: () => true }

  it('outside the base path → outside', () => {
    expect(resolvePortalRoute({ ...base, path: null })).toEqual({ kind: 'outside' })
  })

  describe("a section shown to everyone that the user may not read (spec/admin.md §2 'always visible')", () => {
    const audits = section('audits')
    const withAudits: PortalRouteInput = { ...base, sections: [profile, users, audits], visible: [profile, users, audits] }
    const cannotRead = (...ids: SectionId[]) => (shown: NavigationSection) => !ids.includes(shown.id)

    it('→ notAllowed with the keys that would let them in, never the section', () => {
      expect(resolvePortalRoute({ ...withAudits, path: '/audits', readable: cannotRead('audits') })).toEqual({ kind: 'notAllowed', section: audits, missing: ['fe.secure.read.audits'] })
      expect(resolvePortalRoute({ ...withAudits, path: '/audits/123', readable: cannotRead('audits') })).toMatchObject({ kind: 'notAllowed', section: { id: 'audits' } })
    })

    it('→ the section for a holder of its permission, and by default', () => {
      expect(resolvePortalRoute({ ...withAudits, path: '/audits', readable: () => true })).toMatchObject({ kind: 'section', section: { id: 'audits' } })
      expect(resolvePortalRoute({ ...withAudits, path: '/audits' })).toMatchObject({ kind: 'section', section: { id: 'audits' } })
    })

    it('the portal root opens the first section the user may read', () => {
      const usersFirst: PortalRouteInput = { ...withAudits, visible: [users, audits, profile] }
      expect(resolvePortalRoute({ ...usersFirst, readable: cannotRead('users') })).toMatchObject({ kind: 'section', section: { id: 'audits' }, isHome: true })
      expect(resolvePortalRoute({ ...usersFirst, readable: cannotRead('users', 'audits', 'profile') })).toEqual({ kind: 'empty' })
    })

    it('a section the user cannot see at all stays noAccess', () => {
      expect(resolvePortalRoute({ ...base, path: '/roles', readable: () => false })).toEqual({ kind: 'noAccess', section: roles })
    })
  })

  it("the portal's root → the first visible section, as home", () => {
    expect(resolvePortalRoute(base)).toEqual({ kind: 'section', section: profile, subPath: '', isHome: true })
  })

  it("the portal's root with nothing visible → empty", () => {
    expect(resolvePortalRoute({ ...base, visible: [] })).toEqual({ kind: 'empty' })
  })

  it('a visible section → that section', () => {
    expect(resolvePortalRoute({ ...base, path: '/users' })).toEqual({ kind: 'section', section: users, subPath: '', isHome: false })
  })

  it('below a visible section → that section with the rest as subPath', () => {
    expect(resolvePortalRoute({ ...base, path: '/users/123/roles' })).toEqual({ kind: 'section', section: users, subPath: '/123/roles', isHome: false })
  })

  it('a section of the portal the user may not open → noAccess, never the section', () => {
    expect(resolvePortalRoute({ ...base, path: '/roles' })).toEqual({ kind: 'noAccess', section: roles })
    expect(resolvePortalRoute({ ...base, path: '/roles/admin' })).toEqual({ kind: 'noAccess', section: roles })
  })

  it('a section that does not exist for anybody (flag off, configured hidden) → notFound', () => {
    expect(resolvePortalRoute({ ...base, path: '/roles', exists: (entry) => entry.id !== 'roles' })).toEqual({ kind: 'notFound' })
  })

  it('a section of the table the portal has no screen for → notFound', () => {
    expect(resolvePortalRoute({ ...base, path: '/audits' })).toEqual({ kind: 'notFound' })
  })

  it('a path no section has → notFound', () => {
    expect(resolvePortalRoute({ ...base, path: '/nowhere' })).toEqual({ kind: 'notFound' })
    expect(resolvePortalRoute({ ...base, path: '/usersx' })).toEqual({ kind: 'notFound' })
  })

  it('section paths are case-sensitive', () => {
    expect(resolvePortalRoute({ ...base, path: '/Users' })).toEqual({ kind: 'notFound' })
  })

  it('the hosted portal prefix inside the path is tolerated (sectionForPath), and the sub path is still right', () => {
    expect(resolvePortalRoute({ ...base, path: '/oauth/portal/users/9' })).toEqual({ kind: 'section', section: users, subPath: '/9', isHome: false })
  })

  describe('while entitlements load', () => {
    const gatedRoles = section('roles', { feature: 'rbac' })
    const pending: PortalRouteInput = { ...base, sections: [profile, users, gatedRoles], entitlementsPending: true }

    it('a section that needs a feature and is not visible yet → loading, not noAccess', () => {
      expect(resolvePortalRoute({ ...pending, path: '/roles' })).toEqual({ kind: 'loading' })
    })

    it('once loaded and still not visible → noAccess', () => {
      expect(resolvePortalRoute({ ...pending, path: '/roles', entitlementsPending: false })).toEqual({ kind: 'noAccess', section: gatedRoles })
    })

    it('a section that needs no feature is decided at once', () => {
      expect(resolvePortalRoute({ ...pending, path: '/users' })).toMatchObject({ kind: 'section', section: users })
    })

    it("the portal's root waits (the first section may change) when any section needs a feature", () => {
      expect(resolvePortalRoute(pending)).toEqual({ kind: 'loading' })
      expect(resolvePortalRoute({ ...base, entitlementsPending: true })).toMatchObject({ kind: 'section', isHome: true })
    })

    it('a missing section is still notFound', () => {
      expect(resolvePortalRoute({ ...pending, path: '/nowhere' })).toEqual({ kind: 'notFound' })
    })
  })
  describe("while the API's feature flags load", () => {
    const usage = section('usage', { featureFlag: 'fe-usage-page' })
    const pending: PortalRouteInput = { ...base, sections: [profile, users, usage], flagsPending: true, exists: (entry) => entry.id !== 'usage' }

    it('a section behind a flag → loading, not notFound', () => {
      expect(resolvePortalRoute({ ...pending, path: '/usage' })).toEqual({ kind: 'loading' })
    })

    it('once loaded with the flag off → notFound', () => {
      expect(resolvePortalRoute({ ...pending, path: '/usage', flagsPending: false })).toEqual({ kind: 'notFound' })
    })

    it('once loaded with the flag on, it opens', () => {
      expect(resolvePortalRoute({ ...pending, path: '/usage', flagsPending: false, visible: [profile, users, usage] })).toMatchObject({ kind: 'section', section: usage })
    })

    it('a section without a flag is decided at once', () => {
      expect(resolvePortalRoute({ ...pending, path: '/users' })).toMatchObject({ kind: 'section', section: users })
    })

    it("the portal's root waits only when a section behind a flag comes before the first one shown", () => {
      expect(resolvePortalRoute({ ...pending, path: '/' })).toMatchObject({ kind: 'section', section: profile, isHome: true })
      expect(resolvePortalRoute({ ...pending, path: '/', sections: [usage, profile, users] })).toEqual({ kind: 'loading' })
      expect(resolvePortalRoute({ ...pending, path: '/', visible: [] })).toEqual({ kind: 'loading' })
    })
  })
})
