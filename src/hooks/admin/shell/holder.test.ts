import { describe, expect, it } from 'vitest'
import { hasAnyPermission } from '../permissions'
import { entitlementAttributes, permissionHolderOf, toRequirement } from './holder'

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`

const readOnly = {
  id: 'user-1',
  email: 'mary@acme.test',
  roles: [{ id: 'role-ReadOnly', key: 'ReadOnly' }],
  permissions: [{ id: 'p1', key: 'fe.secure.read.*' }],
}

describe('permissionHolderOf (the session user as the gates see them)', () => {
  it('takes the profile roles and permissions ({ key } lists from v2/me)', () => {
    expect(permissionHolderOf(readOnly)).toEqual({ superUser: false, roles: readOnly.roles, permissions: readOnly.permissions })
  })

  it('nobody signed in → null (every gate closed)', () => {
    expect(permissionHolderOf(null)).toBeNull()
    expect(permissionHolderOf(undefined)).toBeNull()
    expect(hasAnyPermission(permissionHolderOf(null), {})).toBe(false)
  })

  it('superUser: true (profile field or token claim) makes a super user', () => {
    expect(permissionHolderOf({ ...readOnly, superUser: true })!.superUser).toBe(true)
    expect(hasAnyPermission(permissionHolderOf({ superUser: true }), { permissions: ['fe.secure.delete.users'] })).toBe(true)
  })

  it.each([['true'], [1], [{}], [null]])('superUser %j is an ordinary user', (value) => {
    expect(permissionHolderOf({ ...readOnly, superUser: value })!.superUser).toBe(false)
  })

  it('roles or permissions that are not lists read as none', () => {
    expect(permissionHolderOf({ roles: 'Admin' as never, permissions: { key: 'fe.*' } as never })).toEqual({ superUser: false, roles: [], permissions: [] })
  })

  it('wildcards held open the gate for the keys they cover (through hasAnyPermission)', () => {
    const holder = permissionHolderOf(readOnly)
    expect(hasAnyPermission(holder, { permissions: ['fe.secure.read.roles'] })).toBe(true)
    expect(hasAnyPermission(holder, { permissions: ['fe.secure.write.roles'] })).toBe(false)
    expect(hasAnyPermission(holder, { roles: ['ReadOnly'] })).toBe(true)
  })
})

describe('toRequirement', () => {
  it.each<[unknown, unknown]>([
    ['fe.secure.read.users', { permissions: ['fe.secure.read.users'] }],
    [['a', 'b'], { permissions: ['a', 'b'] }],
    [{ roles: ['Admin'] }, { roles: ['Admin'] }],
    [{ permissions: ['a'], roles: ['Admin'] }, { permissions: ['a'], roles: ['Admin'] }],
    [undefined, {}],
    [null, {}],
    [42, {}],
  ])('%j → %j', (input, expected) => {
    expect(toRequirement(input as never)).toEqual(expected)
  })

  it('an empty string asks for a key nobody holds, not for nothing', () => {
    expect(hasAnyPermission(permissionHolderOf(readOnly), toRequirement(''))).toBe(false)
  })

  it('an empty list asks for nothing (any signed-in user passes)', () => {
    expect(hasAnyPermission(permissionHolderOf(readOnly), toRequirement([]))).toBe(true)
  })
})

describe('entitlementAttributes', () => {
  const accessToken = token({ sub: 'user-1', tenantId: 'tenant-acme', email: 'mary@acme.test', roles: ['ReadOnly'] })

  it("gives email, tenantId, userId and every token claim as jwt.<claim>", () => {
    expect(entitlementAttributes({ id: 'user-1', email: 'mary@acme.test', tenantId: 'tenant-acme', accessToken })).toEqual({
      email: 'mary@acme.test',
      tenantId: 'tenant-acme',
      userId: 'user-1',
      'jwt.sub': 'user-1',
      'jwt.tenantId': 'tenant-acme',
      'jwt.email': 'mary@acme.test',
      'jwt.roles': ['ReadOnly'],
    })
  })

  it("the host's attributes win on a clash", () => {
    expect(entitlementAttributes({ email: 'mary@acme.test', accessToken }, { email: 'override@acme.test', plan: 'pro' })).toMatchObject({
      email: 'override@acme.test',
      plan: 'pro',
      'jwt.email': 'mary@acme.test',
    })
  })

  it('an unreadable token adds no claims', () => {
    expect(entitlementAttributes({ email: 'mary@acme.test', accessToken: 'not-a-token' })).toEqual({ email: 'mary@acme.test' })
  })

  it('fields of the wrong type are left out', () => {
    expect(entitlementAttributes({ email: 42, tenantId: null, id: {} })).toEqual({})
  })

  it('nobody signed in → only the host attributes', () => {
    expect(entitlementAttributes(null, { plan: 'free' })).toEqual({ plan: 'free' })
    expect(entitlementAttributes(undefined)).toEqual({})
  })
})
