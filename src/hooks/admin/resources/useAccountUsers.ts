import { useMemo, useState } from 'react'
import { subAccounts as api } from '../../../api'
import type { CallOptions } from '../../../api/auth'
import { accountUsersPageCount, accountUsersQuery, accountUsersRange, pageAfterShrink, pageToAsk, toAccountUsersPage, type AccountUsersRange } from './accountUsers'
import type { TeamError } from './errors'
import { useTeamContext, useTeamResource } from './shared'
import type { AccountWorkspace } from './useAccounts'
import { inWorkspace } from './workspaceToken'

/** One account's users a page at a time (spec/admin.md §3 Sub-account user, §9: 10 a page by name descending). */
export interface AccountUsers {
  /** The users on screen: the page asked for, or the page before it while that one loads or after it failed. */
  readonly users: readonly api.SubAccountUser[]
  /** 0-based page of the users on screen. */
  readonly page: number
  /** Pages in all; 0 before the first answer and for an account without users. */
  readonly totalPages: number
  /** Which of the account's users are on screen, or null when none are. */
  readonly range: AccountUsersRange | null
  /** No page of this account has answered yet and none has failed. */
  readonly isLoading: boolean
  /** Another page than the one on screen is on its way. */
  readonly isPaging: boolean
  readonly teamError: TeamError | null
  /** Moves to `page` (0-based, one before or after the shown page); pressed while a page loads, moves on from that one. */
  goToPage(page: number): void
  /** Asks for the page asked last again. */
  refresh(): Promise<void>
}

export function useAccountUsers(tenantId: string, as?: AccountWorkspace | null): AccountUsers {
  const place = `${tenantId} ${as?.tenantId ?? ''}`
  const [paged, setPaged] = useState({ place, page: 0 })
  // Another account (or workspace) than the one paged through starts on its first page.
  const asked = paged.place === place ? paged.page : 0
  const query = accountUsersQuery(tenantId, asked)
  const resource = useTeamResource(
    'useAccountUsers',
    'loadAccountUsers',
    api.SUB_TENANT_USERS_PATH,
    { ...query, as: as?.tenantId ?? null },
    async ({ client }, { as: _as, ...params }) => toAccountUsersPage(params, await inWorkspace(as, (options) => api.listSubAccountUsers(client, params, options))),
    // The page on screen stays while the next one loads, and after it failed.
    { keepPreviousData: true },
  )
  // A page kept from another account is not this account's.
  const shown = resource.data?.tenantId === tenantId ? resource.data : undefined
  const back = shown?.page === asked ? pageAfterShrink(shown) : null
  if (back !== null) setPaged({ place, page: back })
  const totalPages = shown ? accountUsersPageCount(shown.total, shown.pageSize) : 0
  const failed = resource.teamError !== null
  const { refresh } = resource
  return {
    users: shown?.users ?? [],
    page: shown?.page ?? asked,
    totalPages,
    range: accountUsersRange(shown),
    isLoading: !shown && !failed,
    isPaging: resource.isValidating && shown !== undefined && shown.page !== asked,
    teamError: resource.teamError,
    goToPage: (wanted) => {
      const page = pageToAsk({ shown: shown?.page ?? asked, asked, failed, totalPages }, wanted)
      if (page !== asked) setPaged({ place, page })
      else if (failed) void refresh()
    },
    refresh,
  }
}

/** Changes of one account's users; each reloads that account's users once answered. */
export interface AccountUserChanges {
  add(input: Omit<api.AddSubAccountUsersInput, 'tenantId'>): Promise<void>
  remove(userId: string): Promise<void>
  setRoles(userId: string, roleIds: readonly string[]): Promise<void>
  setAccess(userId: string, allowAccess: boolean): Promise<void>
}

export function useAccountUserChanges(tenantId: string, as?: AccountWorkspace | null): AccountUserChanges {
  const context = useTeamContext('useAccountUserChanges')
  return useMemo(() => {
    const { client, logged, revalidate } = context
    const run = async (request: (options: CallOptions) => Promise<unknown>) => {
      try {
        await logged('changeAccountUsers', inWorkspace(as, request))
      } finally {
        // The account's own users count (its page's header) changes with them.
        void revalidate(api.SUB_TENANT_USERS_PATH, api.HIERARCHY_PARENTS_PATH)
      }
    }
    return {
      add: (input) => run((options) => api.addSubAccountUsers(client, { ...input, tenantId }, options)),
      remove: (userId) => run((options) => api.removeSubAccountUser(client, { userId, tenantId }, options)),
      setRoles: (userId, roleIds) => run((options) => api.setSubAccountUserRoles(client, { userId, tenantId, roleIds }, options)),
      setAccess: (userId, allowAccess) => run((options) => api.setSubAccountAccess(client, { userId, allowAccess }, options)),
    }
  }, [context, as, tenantId])
}
