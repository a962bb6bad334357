import { users as usersApi, type TeamUser, type TemporaryUsersConfig, type UsersPage, type UsersQuery } from '../../../api'
import type { ResourceKey } from './keys'
import { useTeamResource, type Resource } from './shared'
import { normaliseUsersQuery, usersView, type NormalisedUsersQuery } from './users'

/** One page of the team's users (spec/admin.md §3 team state). */
export interface Users {
  /** The page's users; empty after a failed load (spec/admin.md §8). */
  readonly data: readonly TeamUser[]
  /** Pages in all; 0 after a failed load (spec/admin.md §8). */
  readonly totalPages: number
  readonly totalItems: number
  readonly error: unknown
  /** The failure as the team area shows it (key USERS), or null. */
  readonly teamError: Resource<UsersPage>['teamError']
  /** The first answer for this query has not come yet. */
  readonly isLoading: boolean
  /** A request is on its way (paging keeps the previous page on screen meanwhile). */
  readonly isValidating: boolean
  /** The query as asked of the API, defaults filled in (spec/admin.md §9). */
  readonly query: NormalisedUsersQuery
  /** The page's cache key: the key optimistic changes of this page use. */
  readonly key: ResourceKey<NormalisedUsersQuery> | null
  /** Loads the page again. */
  refresh(): Promise<void>
}

/**
 * The team's users, one page at a time: paging (`pageOffset` is the page index), sort, search and
 * sub-accounts, keyed on the users path and the query so every page is cached on its own.
 */
export function useUsers(query: UsersQuery = {}): Users {
  const asked = normaliseUsersQuery(query)
  const resource = useTeamResource('useUsers', 'loadUsers', usersApi.USERS_V2_PATH, asked, ({ client }, params) => usersApi.listUsers(client, params), {
    keepPreviousData: true,
  })
  const view = usersView(resource.data, resource.error)
  return {
    data: view.users,
    totalPages: view.totalPages,
    totalItems: view.totalItems,
    error: resource.error,
    teamError: resource.teamError,
    isLoading: resource.isLoading,
    isValidating: resource.isValidating,
    query: asked,
    key: resource.key,
    refresh: resource.refresh,
  }
}

/** spec/admin.md §3 Temporary user: whether the vendor lets users expire (error key CONFIG_TEMPORARY_USERS). */
export function useTemporaryUsersConfig(): Resource<TemporaryUsersConfig> {
  const { key: _key, context: _context, ...resource } = useTeamResource(
    'useTemporaryUsersConfig',
    'loadTemporaryUsersConfig',
    usersApi.TEMPORARY_USERS_CONFIG_PATH,
    null,
    ({ client }) => usersApi.getTemporaryUsersConfig(client),
  )
  return resource
}
