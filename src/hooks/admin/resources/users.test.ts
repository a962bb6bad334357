import { describe, it, expect } from 'vitest'
import type { Role, TeamUser, UsersPage } from '../../../api'
import {
  BULK_ADD_REFRESH,
  DEFAULT_USERS_QUERY,
  bulkAddEmails,
  foldBulkAdd,
  normaliseUsersQuery,
  roleIdsOf,
  rolesToSend,
  usersView,
  withUserRoles,
} from './users'

const ada: TeamUser = {
  id: 'user-ada',
  email: 'ada@acme.test',
  roles: [{ id: 'role-Admin', key: 'Admin', name: 'Admin' }],
  tenants: [{ tenantId: 'tenant-acme', roles: [{ id: 'role-Admin', key: 'Admin', name: 'Admin' }] }],
}
const grace: TeamUser = { id: 'user-grace', email: 'grace@acme.test', roles: [] }
const page: UsersPage = { items: [ada, grace], _metadata: { totalItems: 42, totalPages: 3 } }
const ROLES: Role[] = [
  { id: 'role-Admin', key: 'Admin', name: 'Admin' },
  { id: 'role-Support', key: 'Support', name: 'Support', description: 'Helps', isDefault: false },
]

describe('normaliseUsersQuery', () => {
  it('fills the spec defaults: offset 0, limit 20, DESC by name (spec/admin.md §9)', () => {
    expect(normaliseUsersQuery()).toEqual({ pageOffset: 0, pageSize: 20, filter: '', sortBy: 'name', order: 'DESC', includeSubTenants: false })
    expect(normaliseUsersQuery({})).toEqual(DEFAULT_USERS_QUERY)
  })

  it('keeps what was asked, trims the search', () => {
    expect(normaliseUsersQuery({ pageOffset: 2, pageSize: 50, filter: '  ada ', sortBy: 'email', order: 'ASC', includeSubTenants: true })).toEqual({
      pageOffset: 2,
      pageSize: 50,
      filter: 'ada',
      sortBy: 'email',
      order: 'ASC',
      includeSubTenants: true,
    })
  })

  it.each<[string, object, object]>([
    ['a negative page', { pageOffset: -3 }, { pageOffset: 0 }],
    ['a fractional page', { pageOffset: 2.7 }, { pageOffset: 2 }],
    ['a page size of 0', { pageSize: 0 }, { pageSize: 1 }],
    ['a page size over 200', { pageSize: 5000 }, { pageSize: 200 }],
    ['NaN', { pageOffset: Number.NaN, pageSize: Number.NaN }, { pageOffset: 0, pageSize: 20 }],
  ])('tidies %s', (_name, query, expected) => {
    expect(normaliseUsersQuery(query)).toMatchObject(expected)
  })

  it('gives equal queries equal keys (field order does not matter)', () => {
    expect(JSON.stringify(normaliseUsersQuery({ order: 'ASC', pageOffset: 1 }))).toBe(JSON.stringify(normaliseUsersQuery({ pageOffset: 1, order: 'ASC' })))
  })

  it('BULK_ADD_REFRESH is page size 10 at offset 0 (spec/admin.md §4)', () => {
    const shown = { filter: 'x', pageOffset: 4, pageSize: 50 }
    expect(normaliseUsersQuery({ ...shown, ...BULK_ADD_REFRESH })).toMatchObject({ filter: 'x', pageOffset: 0, pageSize: 10 })
  })
})

describe('usersView (spec/admin.md §8: a failed load empties the list, totalPages 0)', () => {
  it('shows the page', () => {
    expect(usersView(page, undefined)).toEqual({ users: [ada, grace], totalPages: 3, totalItems: 42 })
  })

  it('shows nothing after an error, even with a page kept from before', () => {
    expect(usersView(page, new Error('500'))).toEqual({ users: [], totalPages: 0, totalItems: 0 })
  })

  it('shows nothing before the first answer', () => {
    expect(usersView(undefined, undefined)).toEqual({ users: [], totalPages: 0, totalItems: 0 })
  })
})

describe('rolesToSend (spec/admin.md §4: one empty string when all roles are taken away)', () => {
  it.each<[string, string[], string[], string[]]>([
    ['had roles, now none → [""]', ['role-Admin'], [], ['']],
    ['had none, still none → []', [], [], []],
    ['had roles, new roles → the new ones', ['role-Admin'], ['role-Support'], ['role-Support']],
    ['had none, new roles → the new ones', [], ['role-Support', 'role-Billing'], ['role-Support', 'role-Billing']],
  ])('%s', (_name, previous, next, sent) => {
    expect(rolesToSend(previous, next)).toEqual(sent)
  })

  it('roleIdsOf reads a listed user', () => {
    expect(roleIdsOf(ada)).toEqual(['role-Admin'])
    expect(roleIdsOf({})).toEqual([])
  })
})

describe('withUserRoles (the optimistic page of a roles change)', () => {
  it('puts the new roles on the user, from the roles list, in the tenants too', () => {
    const next = withUserRoles(page, 'user-ada', ['role-Support'], ROLES)!
    expect(next.items[0]!.roles).toEqual([{ id: 'role-Support', key: 'Support', name: 'Support', description: 'Helps', isDefault: false }])
    expect(next.items[0]!.tenants![0]!.roles).toEqual(next.items[0]!.roles)
    expect(next.items[1]).toBe(grace)
    expect(next._metadata).toBe(page._metadata)
  })

  it('does not change the page it was given', () => {
    withUserRoles(page, 'user-ada', [], ROLES)
    expect(page.items[0]!.roles).toEqual([{ id: 'role-Admin', key: 'Admin', name: 'Admin' }])
  })

  it('takes every role away', () => {
    expect(withUserRoles(page, 'user-ada', [], ROLES)!.items[0]!.roles).toEqual([])
  })

  it('keeps a role it cannot describe by its id', () => {
    expect(withUserRoles(page, 'user-grace', ['role-Unknown'])!.items[1]!.roles).toEqual([{ id: 'role-Unknown' }])
  })

  it('leaves a page without the user, or no page, as it is', () => {
    expect(withUserRoles(page, 'user-nobody', ['role-Admin'], ROLES)).toBe(page)
    expect(withUserRoles(undefined, 'user-ada', ['role-Admin'], ROLES)).toBeUndefined()
  })
})

describe('bulk add (spec/admin.md §4)', () => {
  it('bulkAddEmails trims, drops blanks and repeats (case-insensitive), keeps order', () => {
    expect(bulkAddEmails([' a@acme.test', '', 'B@acme.test', 'A@ACME.test', '  ', 'b@acme.test', 'c@acme.test '])).toEqual(['a@acme.test', 'B@acme.test', 'c@acme.test'])
  })

  it('foldBulkAdd lists the refused emails as unallowed, in order', () => {
    const added: TeamUser = { id: 'u2', email: 'b@acme.test' }
    const outcome = foldBulkAdd(
      ['a@acme.test', 'b@acme.test', 'c@acme.test'],
      [
        { status: 'rejected', reason: new Error('409') },
        { status: 'fulfilled', value: added },
        { status: 'rejected', reason: new Error('400') },
      ],
    )
    expect(outcome).toEqual({ added: [added], unallowed: ['a@acme.test', 'c@acme.test'] })
  })

  it('an email without an answer counts as unallowed', () => {
    expect(foldBulkAdd(['a@acme.test'], [])).toEqual({ added: [], unallowed: ['a@acme.test'] })
  })
})
