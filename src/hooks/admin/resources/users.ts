import type { Role, RoleRef, TeamUser, UsersPage, UsersQuery } from '../../../api'

/** A users query with every field decided: what the cache is keyed on and what is sent. */
export type NormalisedUsersQuery = Required<UsersQuery>

/** spec/admin.md §9: page size 20, offset 0, order DESC, sorted by name. */
export const DEFAULT_USERS_QUERY: NormalisedUsersQuery = {
  pageOffset: 0,
  pageSize: 20,
  filter: '',
  sortBy: 'name',
  order: 'DESC',
  includeSubTenants: false,
}

/** The API serves at most 200 users a page. */
export const MAX_USERS_PAGE_SIZE = 200

/** spec/admin.md §4: after a bulk add the list is refreshed with page size 10, offset 0. */
export const BULK_ADD_REFRESH = { pageOffset: 0, pageSize: 10 } as const

const wholeAtLeast = (value: number | undefined, min: number, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback

/**
 * Fills a users query with the spec's defaults and tidies it, so that equal questions share one
 * cache entry: the search is trimmed, the page is a whole number from 0, the size 1 to 200.
 */
export function normaliseUsersQuery(query: UsersQuery = {}): NormalisedUsersQuery {
  return {
    pageOffset: wholeAtLeast(query.pageOffset, 0, DEFAULT_USERS_QUERY.pageOffset),
    pageSize: Math.min(MAX_USERS_PAGE_SIZE, wholeAtLeast(query.pageSize, 1, DEFAULT_USERS_QUERY.pageSize)),
    filter: (query.filter ?? '').trim(),
    sortBy: query.sortBy ?? DEFAULT_USERS_QUERY.sortBy,
    order: query.order ?? DEFAULT_USERS_QUERY.order,
    includeSubTenants: query.includeSubTenants ?? DEFAULT_USERS_QUERY.includeSubTenants,
  }
}

/** What the users list shows. */
export interface UsersView {
  readonly users: readonly TeamUser[]
  readonly totalPages: number
  readonly totalItems: number
}

const NO_USERS: UsersView = { users: [], totalPages: 0, totalItems: 0 }

/** spec/admin.md §8: a users load failure empties the list and sets totalPages 0 (a page kept from before is not shown). */
export function usersView(page: UsersPage | undefined, error: unknown): UsersView {
  if (error || !page) return NO_USERS
  return { users: page.items, totalPages: page._metadata.totalPages, totalItems: page._metadata.totalItems }
}

export function roleIdsOf(user: Pick<TeamUser, 'roles'>): string[] {
  return (user.roles ?? []).map((role) => role.id)
}

/**
 * The roleIds to send when changing a user's roles (spec/admin.md §4): if the user had roles and the
 * new list is empty, a list with one empty string is sent (the API reads an empty list as "no change").
 */
export function rolesToSend(previousRoleIds: readonly string[], nextRoleIds: readonly string[]): string[] {
  return previousRoleIds.length > 0 && nextRoleIds.length === 0 ? [''] : [...nextRoleIds]
}

/**
 * The page as it will look once the user's roles are `roleIds`: the optimistic data of a roles
 * change (spec/admin.md §4), rolled back if the server refuses. Role details come from `roles`
 * (or the user's own); the page is returned as is when the user is not on it.
 */
export function withUserRoles(page: UsersPage | undefined, userId: string, roleIds: readonly string[], roles: readonly (Role | RoleRef)[] = []): UsersPage | undefined {
  if (!page || !page.items.some((user) => user.id === userId)) return page
  return {
    ...page,
    items: page.items.map((user) => {
      if (user.id !== userId) return user
      const known = [...roles, ...(user.roles ?? [])]
      const next: RoleRef[] = roleIds.map((id) => {
        const role = known.find((candidate) => candidate.id === id)
        return role ? { id, key: role.key, name: role.name, description: role.description ?? null, isDefault: role.isDefault } : { id }
      })
      return { ...user, roles: next, tenants: user.tenants?.map((tenant) => ({ ...tenant, roles: next })) }
    }),
  }
}

/** The emails of a bulk add: trimmed, blanks dropped, each address once (case-insensitive), in order. */
export function bulkAddEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of emails) {
    const email = raw.trim()
    if (email && !seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase())
      result.push(email)
    }
  }
  return result
}

export interface BulkAddOutcome {
  /** Users the API created (or re-invited). */
  readonly added: readonly TeamUser[]
  /** spec/admin.md §4: the emails the API refused, in the order given. */
  readonly unallowed: readonly string[]
}

/** Folds the one-by-one answers of a bulk add (spec/admin.md §4) into what was added and what was refused. */
export function foldBulkAdd(emails: readonly string[], results: readonly PromiseSettledResult<TeamUser>[]): BulkAddOutcome {
  const added: TeamUser[] = []
  const unallowed: string[] = []
  emails.forEach((email, index) => {
    const result = results[index]
    if (result?.status === 'fulfilled') added.push(result.value)
    else unallowed.push(email)
  })
  return { added, unallowed }
}
