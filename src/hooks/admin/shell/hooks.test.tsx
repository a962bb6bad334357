import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createClient } from '../../../api'
import { GatehouseProvider, useGatehouse } from '../../session/GatehouseProvider'
import type { SessionUser } from '../../session/store'
import { useAdminNavigation, type AdminNavigationOptions } from './useAdminNavigation'
import { useEntitlements, useIsEntitled } from './useEntitlements'
import { usePermission, usePermissions } from './usePermissions'
import { mockFetch } from '../../../fixtures'

// Server rendering only: no DOM, so effects (and entitlement requests) never run; this checks what
// the hooks give on first render for a signed-in user, and that they fail loudly outside the provider.

const person = (keys: string[], roles: string[] = [], extra: Record<string, unknown> = {}) =>
  ({
    id: 'user-1',
    email: 'someone@acme.test',
    tenantId: 'tenant-acme',
    accessToken: 'x.y.z',
    expiresIn: 300,
    permissions: keys.map((key) => ({ id: key, key })),
    roles: roles.map((key) => ({ id: key, key })),
    ...extra,
  }) as unknown as SessionUser

const admin = person(['fe.secure.*', 'fe.connectivity.*'], ['Admin'])
const readOnly = person(['fe.secure.read.*'], ['ReadOnly'])

function SignIn({ user }: { user: SessionUser | null }) {
  const { store } = useGatehouse()
  if (user && !store.getSnapshot().user) store.signIn(user)
  return null
}

function render(children: ReactNode, { user = admin as SessionUser | null, url = 'https://app.test/admin', flags = {} as Record<string, boolean>, loadVendorSettings = false } = {}) {
  const html = renderToString(
    <GatehouseProvider client={createClient({ fetch: mockFetch() })} currentUrl={() => url} flags={flags} restoreSession={false} loadVendorSettings={loadVendorSettings}>
      <SignIn user={user} />
      {children}
    </GatehouseProvider>,
  )
  return JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'))
}

function NavigationProbe(options: AdminNavigationOptions) {
  const nav = useAdminNavigation({ basePath: '/admin', ...options })
  const { route } = nav
  return (
    <output>
      {JSON.stringify({
        sections: nav.sections.map((section) => section.id),
        groups: nav.groups.map((group) => [group.id, group.sections.map((section) => section.id)]),
        route: route.kind === 'section' ? { kind: route.kind, id: route.section.id, subPath: route.subPath, isHome: route.isHome } : route.kind === 'noAccess'
              ? { kind: route.kind, id: route.section.id }
              : route.kind === 'notAllowed'
                ? { kind: route.kind, id: route.section.id, missing: route.missing }
                : { kind: route.kind },
        current: nav.current?.id ?? null,
        href: nav.hrefOf('apiTokens', '42'),
        phone: nav.appearance('profile.phoneNumber'),
      })}
    </output>
  )
}

const shown = { roles: 'byPermissions', webhooks: 'byPermissions', usage: 'always' } as const

describe('useAdminNavigation (first render)', () => {
  it('lists what an admin may see, in groups, and opens the first one at the root', () => {
    expect(render(<NavigationProbe visibility={shown} available={['profile', 'users', 'roles', 'webhooks', 'usage', 'allAccounts']} />)).toEqual({
      sections: ['profile', 'users', 'webhooks', 'roles'],
      groups: [
        ['personal', ['profile']],
        ['workspace', ['users', 'webhooks', 'roles']],
      ],
      route: { kind: 'section', id: 'profile', subPath: '', isHome: true },
      current: 'profile',
      href: '/admin/api-tokens/42',
      phone: 'edit',
    })
  })

  it('opens a deep link with the path below the section', () => {
    expect(render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/roles/role-9?tab=permissions' }).route).toEqual({
      kind: 'section',
      id: 'roles',
      subPath: '/role-9',
      isHome: false,
    })
  })

  it('a read-only user does not get a section they lack the permission for, by list or by URL', () => {
    const result = render(<NavigationProbe visibility={shown} />, { user: readOnly, url: 'https://app.test/admin/webhooks' })
    expect(result.sections).not.toContain('webhooks')
    expect(result.sections).toContain('roles')
    expect(result.route).toEqual({ kind: 'noAccess', id: 'webhooks' })
    expect(result.current).toBeNull()
  })

  it('a super user (superUser: true) gets every section that is not configured hidden', () => {
    const result = render(<NavigationProbe visibility={shown} />, { user: person([], [], { superUser: true }) })
    expect(result.sections).toEqual(['profile', 'privacy', 'account', 'users', 'security', 'audits', 'webhooks', 'roles', 'allAccounts'])
  })

  it('a section behind a flag that is off does not exist: not listed, not found by URL', () => {
    const off = render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/usage' })
    expect(off.sections).not.toContain('usage')
    expect(off.route).toEqual({ kind: 'notFound' })
    const on = render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/usage', flags: { 'fe-usage-page': true }, user: person(['fe.secure.*', 'fe.usage.read']) })
    expect(on.sections).toContain('usage')
    expect(on.route).toMatchObject({ kind: 'section', id: 'usage' })
  })

  it("a section shown to everyone ('always') that the user may not read opens as not allowed, naming the key", () => {
    // The admin holds fe.secure.* and fe.connectivity.*, not fe.usage.read.
    const result = render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/usage', flags: { 'fe-usage-page': true } })
    expect(result.sections).toContain('usage')
    expect(result.route).toEqual({ kind: 'notAllowed', id: 'usage', missing: ['fe.usage.read'] })
    // Its link, listed for everyone, is the page the user is on.
    expect(result.current).toBe('usage')
  })

  it("while the API's flags are not known yet, a section behind a flag is loading, neither there nor gone", () => {
    const pending = render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/usage', loadVendorSettings: true })
    expect(pending.route).toEqual({ kind: 'loading' })
    const unflagged = render(<NavigationProbe visibility={shown} />, { url: 'https://app.test/admin/users', loadVendorSettings: true })
    expect(unflagged.route).toMatchObject({ kind: 'section', id: 'users' })
  })

  it('a section without a screen is neither listed nor opened', () => {
    const result = render(<NavigationProbe visibility={shown} available={['profile', 'users']} />, { url: 'https://app.test/admin/roles' })
    expect(result.sections).toEqual(['profile', 'users'])
    expect(result.route).toEqual({ kind: 'notFound' })
  })

  it('outside the base path → outside; signed out → nothing listed', () => {
    expect(render(<NavigationProbe />, { url: 'https://app.test/billing' }).route).toEqual({ kind: 'outside' })
    expect(render(<NavigationProbe />, { user: null })).toMatchObject({ sections: [], route: { kind: 'empty' } })
  })

  it('hides the sections whose feature is not entitled while entitlements load (deep links wait)', () => {
    const result = render(<NavigationProbe visibility={shown} sectionFeatures={{ roles: 'rbac' }} />, {
      url: 'https://app.test/admin/roles',
      flags: { admin_portal_entitlements: true },
    })
    expect(result.sections).not.toContain('roles')
    expect(result.route).toEqual({ kind: 'loading' })
  })

  it('ignores section features while entitlements are off', () => {
    const result = render(<NavigationProbe visibility={shown} sectionFeatures={{ roles: 'rbac' }} />, { url: 'https://app.test/admin/roles' })
    expect(result.route).toMatchObject({ kind: 'section', id: 'roles' })
  })

  it("gives the host's field appearance", () => {
    expect(render(<NavigationProbe fieldAppearance={{ profile: { phoneNumber: 'hidden' } }} />).phone).toBe('hidden')
  })
})

function PermissionProbe({ requirement }: { requirement: Parameters<typeof usePermission>[0] }) {
  const allowed = usePermission(requirement)
  const permissions = usePermissions()
  return <output>{JSON.stringify({ allowed, isSuperUser: permissions.isSuperUser, permissionKeys: permissions.permissionKeys, roleKeys: permissions.roleKeys })}</output>
}

describe('usePermission / usePermissions (first render)', () => {
  it.each<[string, SessionUser | null, Parameters<typeof usePermission>[0], boolean]>([
    ['admin, a key under fe.secure.*', admin, 'fe.secure.write.users', true],
    ['read-only, a write key', readOnly, 'fe.secure.write.users', false],
    ['read-only, any of a list', readOnly, ['fe.secure.write.users', 'fe.secure.read.users'], true],
    ['read-only, by role', readOnly, { roles: ['ReadOnly'] }, true],
    ['super user, any key', person([], [], { superUser: true }), 'fe.billing.write', true],
    ['signed out', null, [], false],
  ])('%s → %s', (_name, user, requirement, allowed) => {
    expect(render(<PermissionProbe requirement={requirement} />, { user }).allowed).toBe(allowed)
  })

  it('lists the keys held', () => {
    expect(render(<PermissionProbe requirement={[]} />, { user: readOnly })).toEqual({ allowed: true, isSuperUser: false, permissionKeys: ['fe.secure.read.*'], roleKeys: ['ReadOnly'] })
  })
})

function EntitledProbe() {
  const result = useIsEntitled({ featureKey: 'sso' })
  const state = useEntitlements()
  let thrown = null
  try {
    state.check({ featureKey: 'sso' })
  } catch (error) {
    thrown = (error as Error).name
  }
  return <output>{JSON.stringify({ ...result, error: result.error?.name ?? null, isEnabled: state.isEnabled, thrown })}</output>
}

describe('useIsEntitled / useEntitlements (first render)', () => {
  it('with the admin_portal_entitlements flag off the check fails with EntitlementsNotEnabledError and nothing loads', () => {
    expect(render(<EntitledProbe />)).toEqual({
      isEntitled: false,
      justification: null,
      isLoading: false,
      error: 'EntitlementsNotEnabledError',
      isEnabled: false,
      thrown: 'EntitlementsNotEnabledError',
    })
  })

  it('with the flag on and nothing loaded yet, nothing is entitled and nothing throws', () => {
    const result = render(<EntitledProbe />, { flags: { admin_portal_entitlements: true } })
    expect(result).toMatchObject({ isEntitled: false, error: null, isEnabled: true, thrown: null })
  })
})

describe('outside <GatehouseProvider> the hooks fail loudly', () => {
  for (const [name, Probe] of [
    ['useAdminNavigation', () => <NavigationProbe />],
    ['usePermission', () => <PermissionProbe requirement="x" />],
    ['useEntitlements', () => <EntitledProbe />],
  ] as const) {
    it(`${name} throws "... must be used within <GatehouseProvider>"`, () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        expect(() => renderToString(<Probe />)).toThrow('must be used within <GatehouseProvider>')
      } finally {
        quiet.mockRestore()
      }
    })
  }
})
