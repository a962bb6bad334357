import { describe, expect, it } from 'vitest'
import { NO_EXPIRATION_TIME, type Entitlements } from './entitlements'
import { isSectionVisible, NAVIGATION, sectionForPath, visibleSections, type NavigationContext, type NavigationSection, type SectionId } from './navigation'

const ids = (sections: readonly NavigationSection[]) => sections.map((section) => section.id)
const section = (id: SectionId) => NAVIGATION.find((entry) => entry.id === id)!

const ALL_HIDDEN_SHOWN = {
  personalApiTokens: 'byPermissions',
  groups: 'byPermissions',
  sso: 'byPermissions',
  webhooks: 'byPermissions',
  apiTokens: 'byPermissions',
  roles: 'byPermissions',
  subscriptions: 'byPermissions',
  usage: 'byPermissions',
  provisioning: 'byPermissions',
  reports: 'byPermissions',
} as const

const nobody = { permissions: [], roles: [] }
const admin = {
  permissions: ['fe.secure.*', 'fe.connectivity.*', 'fe.subscriptions.*', 'fe.account-hierarchy.read.subAccount', 'fe.usage.read'].map((key) => ({ key })),
}

describe('NAVIGATION: the table of spec/admin.md §2', () => {
  it.each<[SectionId, string, NavigationSection['visibility'], string[], string | undefined]>([
    ['usage', '/usage', 'hidden', ['fe.usage.read'], 'fe-usage-page'],
    ['webhooks', '/webhooks', 'hidden', ['fe.connectivity.read.webhooks'], undefined],
    ['roles', '/roles', 'hidden', ['fe.secure.read.roles'], undefined],
    ['users', '/users', 'always', ['fe.secure.read.users'], undefined],
    ['personalApiTokens', '/personal-api-tokens', 'hidden', ['fe.secure.read.userApiTokens'], undefined],
    ['apiTokens', '/api-tokens', 'hidden', ['fe.secure.read.tenantApiTokens'], undefined],
    ['profile', '/profile', 'always', [], undefined],
    ['privacy', '/privacy', 'always', ['fe.secure.read.securityPolicy'], undefined],
    ['account', '/account', 'always', ['fe.secure.read.accountSettings'], undefined],
    ['security', '/security', 'always', ['fe.secure.read.securityPolicy'], undefined],
    ['sso', '/sso', 'hidden', ['fe.secure.read.samlConfiguration'], undefined],
    ['provisioning', '/provisioning', 'hidden', ['fe.secure.read.provisioningConfiguration'], undefined],
    ['audits', '/audits', 'always', ['fe.secure.read.audits'], undefined],
    ['subscriptions', '/subscriptions', 'hidden', ['fe.subscriptions.*'], undefined],
    ['allAccounts', '/all-accounts', 'byPermissions', ['fe.account-hierarchy.read.subAccount'], undefined],
    ['groups', '/groups', 'hidden', ['fe.secure.read.groups'], undefined],
    ['applications', '/applications', 'byPermissions', ['fe.secure.read.users'], 'multi-apps-admin-portal'],
    ['reports', '/reports', 'hidden', ['fe.reports.read.reports'], undefined],
  ])('%s: %s, %s, %j, flag %s', (id, path, visibility, permissions, featureFlag) => {
    expect(section(id)).toMatchObject({ id, path, visibility, permissions })
    expect(section(id).featureFlag).toBe(featureFlag)
    expect(section(id).label).not.toBe('')
  })

  it("has the table's sixteen sections and the kit's two once each, with distinct paths", () => {
    expect(NAVIGATION).toHaveLength(18)
    expect(new Set(ids(NAVIGATION)).size).toBe(18)
    expect(new Set(NAVIGATION.map((entry) => entry.path)).size).toBe(18)
  })
})

describe('visibleSections', () => {
  it('by default a user without keys sees the always-visible sections', () => {
    expect(ids(visibleSections(NAVIGATION, { user: nobody }))).toEqual(['profile', 'privacy', 'account', 'users', 'security', 'audits'])
  })

  it('allAccounts shows by permission', () => {
    const user = { permissions: [{ key: 'fe.account-hierarchy.read.subAccount' }] }
    expect(ids(visibleSections(NAVIGATION, { user }))).toContain('allAccounts')
    expect(ids(visibleSections(NAVIGATION, { user: nobody }))).not.toContain('allAccounts')
  })

  it('a super user sees by-permission sections but not hidden ones', () => {
    const shown = ids(visibleSections(NAVIGATION, { user: { superUser: true } }))
    expect(shown).toEqual(['profile', 'privacy', 'account', 'users', 'security', 'audits', 'allAccounts'])
  })

  it('hidden sections stay hidden whatever the user holds', () => {
    const shown = ids(visibleSections(NAVIGATION, { user: admin, flags: { 'fe-usage-page': true } }))
    for (const id of ['usage', 'webhooks', 'roles', 'personalApiTokens', 'apiTokens', 'sso', 'provisioning', 'subscriptions', 'groups']) {
      expect(shown).not.toContain(id)
    }
  })

  describe('hidden sections turned on by the host (byPermissions)', () => {
    const context = (user: NavigationContext['user'], flags = {}): NavigationContext => ({ user, flags, visibility: ALL_HIDDEN_SHOWN })

    it.each<[SectionId, string]>([
      ['webhooks', 'fe.connectivity.read.webhooks'],
      ['roles', 'fe.secure.read.roles'],
      ['personalApiTokens', 'fe.secure.read.userApiTokens'],
      ['apiTokens', 'fe.secure.read.tenantApiTokens'],
      ['sso', 'fe.secure.read.samlConfiguration'],
      ['provisioning', 'fe.secure.read.provisioningConfiguration'],
      ['groups', 'fe.secure.read.groups'],
      ['subscriptions', 'fe.subscriptions.read.plans'],
    ])('%s shows for a holder of %s only', (id, key) => {
      expect(isSectionVisible(section(id), context({ permissions: [{ key }] }))).toBe(true)
      expect(isSectionVisible(section(id), context({ permissions: [{ key: 'fe.secure.read.users' }] }))).toBe(false)
      expect(isSectionVisible(section(id), context(nobody))).toBe(false)
    })

    it('held wildcards open the sections they cover', () => {
      const shown = ids(visibleSections(NAVIGATION, context({ permissions: ['fe.connectivity.*'] })))
      expect(shown).toContain('webhooks')
      expect(shown).not.toContain('roles')
      expect(ids(visibleSections(NAVIGATION, context({ permissions: ['fe.secure.*'] })))).toEqual(expect.arrayContaining(['roles', 'sso', 'groups', 'apiTokens']))
      expect(ids(visibleSections(NAVIGATION, context({ permissions: ['fe.secureX.*'] })))).not.toContain('roles')
    })

    it('usage also needs the flag fe-usage-page on', () => {
      const reader = { permissions: [{ key: 'fe.usage.read' }] }
      expect(isSectionVisible(section('usage'), context(reader))).toBe(false)
      expect(isSectionVisible(section('usage'), context(reader, { 'fe-usage-page': false }))).toBe(false)
      expect(isSectionVisible(section('usage'), context(reader, { 'fe-usage-page': 'true' }))).toBe(false)
      expect(isSectionVisible(section('usage'), context(reader, { 'fe-usage-page': true }))).toBe(true)
      expect(isSectionVisible(section('usage'), context({ superUser: true }))).toBe(false)
      expect(isSectionVisible(section('usage'), context(nobody, { 'fe-usage-page': true }))).toBe(false)
    })
  })

  it('the host may hide always-visible sections, or show any section to everyone', () => {
    const shown = ids(visibleSections(NAVIGATION, { user: nobody, visibility: { users: 'hidden', audits: 'hidden', roles: 'always' } }))
    expect(shown).toEqual(['profile', 'privacy', 'account', 'security', 'roles'])
  })

  it('the flag gate holds even for a section set to always', () => {
    expect(isSectionVisible(section('usage'), { user: admin, visibility: { usage: 'always' } })).toBe(false)
    expect(isSectionVisible(section('usage'), { user: nobody, visibility: { usage: 'always' }, flags: { 'fe-usage-page': true } })).toBe(true)
  })

  it('a by-permission section with no permission shows to every user', () => {
    expect(isSectionVisible(section('profile'), { user: nobody, visibility: { profile: 'byPermissions' } })).toBe(true)
  })

  it('unknown visibility values in the metadata are ignored', () => {
    const visibility = { users: 'nope', roles: 'visible', profile: 'HIDDEN' } as unknown as NavigationContext['visibility']
    expect(ids(visibleSections(NAVIGATION, { user: nobody, visibility }))).toEqual(['profile', 'privacy', 'account', 'users', 'security', 'audits'])
  })

  it('with no user nothing shows', () => {
    expect(visibleSections(NAVIGATION, { user: null })).toEqual([])
    expect(visibleSections(NAVIGATION, { user: undefined, visibility: { roles: 'always' } })).toEqual([])
  })

  it('keeps the order of the table it is given', () => {
    const table = [section('audits'), section('profile'), section('users')]
    expect(ids(visibleSections(table, { user: nobody }))).toEqual(['audits', 'profile', 'users'])
  })

  describe('sections needing an entitlement feature', () => {
    const billing: NavigationSection = { ...section('subscriptions'), visibility: 'always', feature: 'billing' }
    const entitled: Entitlements = { features: { billing: { expireTime: NO_EXPIRATION_TIME } }, plans: {}, permissions: {} }
    const lapsed: Entitlements = { features: { billing: { expireTime: 0 } }, plans: {}, permissions: {} }

    it('show only when entitled, while entitlements are enabled', () => {
      expect(isSectionVisible(billing, { user: nobody, entitlements: { enabled: true, now: 1000, data: entitled } })).toBe(true)
      expect(isSectionVisible(billing, { user: nobody, entitlements: { enabled: true, now: 1000, data: lapsed } })).toBe(false)
      expect(isSectionVisible(billing, { user: nobody, entitlements: { enabled: true, now: 1000, data: null } })).toBe(false)
    })

    it('are not gated when entitlements are off or absent, and never throw', () => {
      expect(isSectionVisible(billing, { user: nobody, entitlements: { enabled: false, now: 1000, data: lapsed } })).toBe(true)
      expect(isSectionVisible(billing, { user: nobody })).toBe(true)
    })
  })
})

describe('sectionForPath: deep links', () => {
  const visible = visibleSections(NAVIGATION, { user: nobody })

  it.each<[string, SectionId | null]>([
    ['/users', 'users'],
    ['/users/', 'users'],
    ['/users/u-123', 'users'],
    ['/users?filter=jo#top', 'users'],
    ['/oauth/portal/users', 'users'],
    ['/oauth/portal/audits/', 'audits'],
    ['https://app.example.test/oauth/portal/security/ip', 'security'],
    ['/profile', 'profile'],
    ['profile', 'profile'],
    ['/account', 'account'],
    ['/users/../audits', 'audits'],
    ['/usersX', null],
    ['/Users', null],
    ['/all-accounts', null], // by permission: nobody holds it
    ['/roles', null], // hidden
    ['/sso/configurations', null], // hidden
    ['/users/../roles', null],
    ['/oauth/portal', null],
    ['/', null],
    ['', null],
    ['/oauth/portalusers', null],
  ])('%s → %s', (path, expected) => {
    expect(sectionForPath(path, visible)?.id ?? null).toBe(expected)
  })

  it('a section the user may see is reachable, the same one hidden is not', () => {
    const reseller = visibleSections(NAVIGATION, { user: { permissions: [{ key: 'fe.account-hierarchy.read.subAccount' }] } })
    expect(sectionForPath('/all-accounts/t-1', reseller)?.id).toBe('allAccounts')
    expect(sectionForPath('/all-accounts/t-1', visibleSections(NAVIGATION, { user: null }))).toBeNull()
    expect(sectionForPath('/all-accounts', visibleSections(NAVIGATION, { user: { superUser: true }, visibility: { allAccounts: 'hidden' } }))).toBeNull()
  })

  it('usage is reachable only with its flag on', () => {
    const context = { user: { permissions: ['fe.usage.read'] }, visibility: { usage: 'byPermissions' } } as const
    expect(sectionForPath('/usage', visibleSections(NAVIGATION, context))).toBeNull()
    expect(sectionForPath('/usage', visibleSections(NAVIGATION, { ...context, flags: { 'fe-usage-page': true } }))?.id).toBe('usage')
  })

  it('anything that is not a path string finds nothing', () => {
    expect(sectionForPath(undefined as unknown as string, NAVIGATION)).toBeNull()
    expect(sectionForPath('http://[broken', NAVIGATION)).toBeNull()
  })
})
