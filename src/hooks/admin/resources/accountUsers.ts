import type { SubAccountUser, SubAccountUsersPage, SubAccountUsersQuery } from '../../../api'
import { SUB_ACCOUNT_USERS_PAGE_SIZE } from '../../../api/subAccounts'

/** spec/admin.md §9: an account's users are 10 a page, sorted by name descending. */
export function accountUsersQuery(tenantId: string, page: number): Required<SubAccountUsersQuery> {
  return { tenantId, pageOffset: Number.isInteger(page) && page > 0 ? page : 0, pageSize: SUB_ACCOUNT_USERS_PAGE_SIZE, sortBy: 'name', order: 'DESC' }
}

/** One page of an account's users as the page keeps it: whose and which page it is, so a page kept on screen while another loads still says what it shows. */
export interface AccountUsersPage {
  readonly tenantId: string
  /** 0-based. */
  readonly page: number
  readonly pageSize: number
  readonly users: readonly SubAccountUser[]
  /** The account's users in all. */
  readonly total: number
}

/** The API's answer for `query` as a page; without a total in the answer, the users up to this page's last. */
export function toAccountUsersPage(query: Required<SubAccountUsersQuery>, answer: SubAccountUsersPage): AccountUsersPage {
  const { tenantId, pageOffset: page, pageSize } = query
  return { tenantId, page, pageSize, users: answer.items, total: answer._metadata?.totalItems ?? page * pageSize + answer.items.length }
}

/** How many pages `total` users make. */
export const accountUsersPageCount = (total: number, pageSize: number = SUB_ACCOUNT_USERS_PAGE_SIZE) => (total > 0 ? Math.ceil(total / pageSize) : 0)

/** The users a page shows, by their 1-based place in the whole list (`first`–`last` of `total`); null when it shows none. */
export interface AccountUsersRange {
  readonly first: number
  readonly last: number
  readonly total: number
}

export function accountUsersRange(shown: AccountUsersPage | undefined): AccountUsersRange | null {
  if (!shown || shown.users.length === 0) return null
  const first = shown.page * shown.pageSize + 1
  return { first, last: first + shown.users.length - 1, total: shown.total }
}

/**
 * The page to go to when the one answered lies past the last (its users were removed meanwhile):
 * the last page there is now; null when it is a page that exists.
 */
export function pageAfterShrink(answered: AccountUsersPage): number | null {
  const last = Math.max(0, accountUsersPageCount(answered.total, answered.pageSize) - 1)
  return answered.users.length === 0 && answered.page > last ? last : null
}

/** Where the paging stands: the page on screen, the page asked for last, whether asking for it failed. */
export interface AccountUsersPaging {
  readonly shown: number
  readonly asked: number
  readonly failed: boolean
  readonly totalPages: number
}

/**
 * The page to ask for when the user moves from the shown page to `wanted` (one before or after it):
 * counted on from the page asked last while that one loads (two presses of next move two pages),
 * from the page shown once asking failed (next after a failure asks for the failed page again);
 * always a page that exists.
 */
export function pageToAsk(paging: AccountUsersPaging, wanted: number): number {
  const from = paging.failed ? paging.shown : paging.asked
  const target = from + (wanted - paging.shown)
  return Math.max(0, Math.min(target, paging.totalPages - 1))
}
