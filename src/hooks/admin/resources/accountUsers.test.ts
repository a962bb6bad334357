import { describe, expect, it } from 'vitest'
import type { SubAccountUser } from '../../../api'
import { accountUsersPageCount, accountUsersQuery, accountUsersRange, pageAfterShrink, pageToAsk, toAccountUsersPage, type AccountUsersPage } from './accountUsers'

const users = (count: number): SubAccountUser[] => Array.from({ length: count }, (_, at) => ({ id: `user-${at}`, email: `u${at}@acme.test` }))
const pageOf = (page: number, count: number, total: number): AccountUsersPage => ({ tenantId: 'tenant-eu', page, pageSize: 10, users: users(count), total })

describe('accountUsersQuery', () => {
  it('asks 10 users of the page, by name descending (spec/admin.md §9)', () => {
    expect(accountUsersQuery('tenant-eu', 0)).toEqual({ tenantId: 'tenant-eu', pageOffset: 0, pageSize: 10, sortBy: 'name', order: 'DESC' })
    expect(accountUsersQuery('tenant-eu', 2).pageOffset).toBe(2)
  })

  it.each([[-1], [1.5], [Number.NaN]])('a page that is no page (%s) asks the first', (page) => {
    expect(accountUsersQuery('tenant-eu', page).pageOffset).toBe(0)
  })
})

describe('toAccountUsersPage', () => {
  const query = accountUsersQuery('tenant-eu', 2)

  it('keeps whose page it is, which one, and the total the API gives', () => {
    expect(toAccountUsersPage(query, { items: users(3), _metadata: { totalItems: 23, totalPages: 3 } })).toEqual({ tenantId: 'tenant-eu', page: 2, pageSize: 10, users: users(3), total: 23 })
  })

  it('without a total in the answer, counts the users up to this page’s last', () => {
    expect(toAccountUsersPage(query, { items: users(3) }).total).toBe(23)
  })
})

describe('accountUsersPageCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [23, 3],
  ])('%i users make %i pages of 10', (total, pages) => {
    expect(accountUsersPageCount(total)).toBe(pages)
  })
})

describe('accountUsersRange', () => {
  it('the first page of 23: users 1–10', () => expect(accountUsersRange(pageOf(0, 10, 23))).toEqual({ first: 1, last: 10, total: 23 }))
  it('the last page of 23: users 21–23', () => expect(accountUsersRange(pageOf(2, 3, 23))).toEqual({ first: 21, last: 23, total: 23 }))
  it('no users, or no page yet: no range', () => {
    expect(accountUsersRange(pageOf(0, 0, 0))).toBeNull()
    expect(accountUsersRange(undefined)).toBeNull()
  })
})

describe('pageAfterShrink', () => {
  it('a page past the last (its only user removed) → the last page there is', () => expect(pageAfterShrink(pageOf(2, 0, 20))).toBe(1))
  it('every user gone → the first page', () => expect(pageAfterShrink(pageOf(1, 0, 0))).toBe(0))
  it('a page with users stays', () => expect(pageAfterShrink(pageOf(2, 3, 23))).toBeNull())
  it('the first page of an empty account stays', () => expect(pageAfterShrink(pageOf(0, 0, 0))).toBeNull())
})

describe('pageToAsk', () => {
  const settled = { shown: 0, asked: 0, failed: false, totalPages: 3 }

  it('next from the shown page → the page after it', () => expect(pageToAsk(settled, 1)).toBe(1))
  it('previous from the last page → the page before it', () => expect(pageToAsk({ ...settled, shown: 2, asked: 2 }, 1)).toBe(1))
  it('next again while the next page loads → the page after that one', () => expect(pageToAsk({ ...settled, asked: 1 }, 1)).toBe(2))
  it('next after the next page failed → the failed page again', () => expect(pageToAsk({ ...settled, asked: 1, failed: true }, 1)).toBe(1))
  it('never past the last page', () => expect(pageToAsk({ ...settled, asked: 2 }, 1)).toBe(2))
  it('never before the first', () => expect(pageToAsk(settled, -1)).toBe(0))
})
