import { describe, it, expect } from 'vitest'
import { createClient } from '../../../api'
import { clientScope, isResourceKey, isUserKey, resourceKey, resourceScope } from './keys'

describe('resource keys', () => {
  it('clientScope gives one number per client object', () => {
    const a = createClient()
    const b = createClient()
    expect(clientScope(a)).toBe(clientScope(a))
    expect(clientScope(a)).not.toBe(clientScope(b))
  })

  it('resourceScope is null while nobody is signed in', () => {
    const client = createClient()
    expect(resourceScope(client, null)).toBeNull()
    expect(resourceScope(client, { id: 'user-ada', tenantId: 'tenant-acme' })).toEqual([clientScope(client), 'user-ada', 'tenant-acme'])
    expect(resourceScope(client, { id: 'user-ada' })).toEqual([clientScope(client), 'user-ada', null])
  })

  it('resourceKey is the path, the params and the scope; null without a scope (SWR loads nothing)', () => {
    const scope = [7, 'user-ada', 'tenant-acme'] as const
    expect(resourceKey('/identity/resources/users/v2', { pageOffset: 0 }, scope)).toEqual(['/identity/resources/users/v2', { pageOffset: 0 }, 7, 'user-ada', 'tenant-acme'])
    expect(resourceKey('/identity/resources/users/v2', { pageOffset: 0 }, null)).toBeNull()
  })

  it('isResourceKey matches every query of a path in the same scope only', () => {
    const scope = [7, 'user-ada', 'tenant-acme'] as const
    const page = resourceKey('/users', { pageOffset: 3 }, scope)
    expect(isResourceKey(page, ['/users', '/roles'], scope)).toBe(true)
    expect(isResourceKey(page, ['/roles'], scope)).toBe(false)
    expect(isResourceKey(page, ['/users'], [7, 'user-ada', 'tenant-globex'])).toBe(false)
    expect(isResourceKey(page, ['/users'], [8, 'user-ada', 'tenant-acme'])).toBe(false)
    expect(isResourceKey(page, ['/users'], null)).toBe(false)
    expect(isResourceKey('/users', ['/users'], scope)).toBe(false)
    expect(isResourceKey(['/users', {}], ['/users'], scope)).toBe(false)
  })

  describe('isUserKey (what signing out drops)', () => {
    const scope = [7, 'user-ada', 'tenant-acme'] as const
    it("holds the user's answers in their tenant", () => {
      expect(isUserKey(['/users', { page: 0 }, 7, 'user-ada', 'tenant-acme'], scope)).toBe(true)
    })
    it("holds the user's answers that are the same in every tenant (their tenants list)", () => {
      expect(isUserKey(['/me/tenants', { version: 'v3' }, 7, 'user-ada'], scope)).toBe(true)
    })
    it("leaves another user's, another client's and another tenant's answers", () => {
      expect(isUserKey(['/users', {}, 7, 'user-grace', 'tenant-acme'], scope)).toBe(false)
      expect(isUserKey(['/me/tenants', {}, 8, 'user-ada'], scope)).toBe(false)
      expect(isUserKey(['/users', {}, 7, 'user-ada', 'tenant-globex'], scope)).toBe(false)
    })
    it('is false for keys that are not arrays or are only the scope', () => {
      expect(isUserKey('/users', scope)).toBe(false)
      expect(isUserKey([7, 'user-ada'], scope)).toBe(false)
    })
  })
})
