import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { groups as groupsApi, users as usersApi, type AddUserInput, type TeamUser, type UsersPage, type UsersQuery } from '../../../api'
import { resourceKey } from './keys'
import { useTeamContext, useTeamMutation, type ResourceMutation, type TeamContext } from './shared'
import { useRoles } from './useRoles'
import { BULK_ADD_REFRESH, bulkAddEmails, foldBulkAdd, normaliseUsersQuery, roleIdsOf, rolesToSend, withUserRoles, type BulkAddOutcome, type NormalisedUsersQuery } from './users'

const USER_LISTS = [usersApi.USERS_V2_PATH, usersApi.USERS_V3_PATH]

/** Runs a users change, then starts loading every users list again (all pages, all queries): the change is done when it is answered, not when the lists are back. */
function thenRefresh<Arg, Result>(context: TeamContext, run: (arg: Arg) => Promise<Result>, paths: string[] = USER_LISTS) {
  return async (arg: Arg) => {
    const result = await run(arg)
    void context.revalidate(...paths)
    return result
  }
}

/** Invites one user (add-user dialog: open, loading, closed on success or the error shown in it, spec/admin.md §4). */
export function useAddUser(): ResourceMutation<AddUserInput, TeamUser> {
  const context = useTeamContext('useAddUser')
  return useTeamMutation(context, 'addUser', usersApi.USERS_V2_PATH, thenRefresh(context, (input: AddUserInput) => usersApi.addUser(context.client, input)))
}

export interface BulkAddInput {
  emails: readonly string[]
  /** The same roles for every email. */
  roleIds?: readonly string[]
  /** Makes every added user temporary. */
  expirationInSeconds?: number
}

export interface BulkAddResult extends BulkAddOutcome {
  /** spec/admin.md §4: the list to show now, page size 10 at offset 0 (already loaded). */
  readonly refreshQuery: NormalisedUsersQuery
}

/**
 * Invites several users (spec/admin.md §4): each email is sent on its own, one after the other, with
 * the same roleIds and optional expirationInSeconds; the refused ones come back as `unallowed`.
 * Afterwards the list is loaded with page size 10 at offset 0, keeping `query`'s search and sort.
 */
export function useAddUsers(query: UsersQuery = {}): ResourceMutation<BulkAddInput, BulkAddResult> {
  const context = useTeamContext('useAddUsers')
  const { mutate } = useSWRConfig()
  return useTeamMutation(context, 'addUsers', usersApi.USERS_V2_PATH, async ({ emails, roleIds, expirationInSeconds }: BulkAddInput) => {
    const list = bulkAddEmails(emails)
    const results: PromiseSettledResult<TeamUser>[] = []
    for (const email of list) {
      const input: AddUserInput = { email, ...(roleIds ? { roleIds } : {}), ...(expirationInSeconds === undefined ? {} : { expirationInSeconds }) }
      try {
        results.push({ status: 'fulfilled', value: await usersApi.addUser(context.client, input) })
      } catch (reason) {
        results.push({ status: 'rejected', reason })
      }
    }
    const refreshQuery = normaliseUsersQuery({ ...query, ...BULK_ADD_REFRESH })
    // A failed refresh is the list's own error to show, not the bulk add's.
    await mutate(resourceKey(usersApi.USERS_V2_PATH, refreshQuery, context.scope), usersApi.listUsers(context.client, refreshQuery), { revalidate: false }).catch(() => undefined)
    await context.revalidate(...USER_LISTS)
    return { ...foldBulkAdd(list, results), refreshQuery }
  })
}

export interface UpdateUserRolesInput {
  /** The user as listed: their current roles decide the empty-list rule. */
  user: Pick<TeamUser, 'id' | 'roles'>
  roleIds: readonly string[]
}

/**
 * Changes a user's roles on the page `query` shows, optimistically: the page shows the new roles at
 * once and rolls back if the server refuses (spec/admin.md §4). Taking every role away sends `['']`.
 */
export function useUpdateUserRoles(query: UsersQuery = {}): ResourceMutation<UpdateUserRolesInput, unknown> {
  const context = useTeamContext('useUpdateUserRoles')
  const { data: roles } = useRoles()
  const key = resourceKey(usersApi.USERS_V2_PATH, normaliseUsersQuery(query), context.scope)
  const optimisticData = useCallback(
    ({ user, roleIds }: UpdateUserRolesInput) =>
      (page: UsersPage | undefined) =>
        withUserRoles(page, user.id, roleIds, roles),
    [roles],
  )
  return useTeamMutation<UpdateUserRolesInput, unknown, UsersPage>(
    context,
    'updateUserRoles',
    usersApi.USERS_V2_PATH,
    ({ user, roleIds }) => usersApi.updateMember(context.client, { id: user.id, roleIds: rolesToSend(roleIdsOf(user), roleIds) }),
    { key, optimisticData },
  )
}

/** Removes a user from the tenant; lists and groups load again. */
export function useDeleteUser(): ResourceMutation<{ userId: string }, unknown> {
  const context = useTeamContext('useDeleteUser')
  return useTeamMutation(
    context,
    'deleteUser',
    usersApi.TEAM_MEMBERS_PATH,
    thenRefresh(context, (input: { userId: string }) => usersApi.deleteUser(context.client, input), [...USER_LISTS, groupsApi.GROUPS_PATH]),
  )
}

/** Sends a not yet activated user the activation email again (error key RESEND_ACTIVATE_LINK). */
export function useResendActivation(): ResourceMutation<{ userId: string }, unknown> {
  const context = useTeamContext('useResendActivation')
  return useTeamMutation(context, 'resendActivation', usersApi.TEAM_MEMBERS_PATH, (input: { userId: string }) => usersApi.resendActivation(context.client, input))
}

/** Sends a pending user's invitation again, for this tenant or every tenant they are pending in (RESEND_INVITATION_LINK). */
export function useResendInvitation(): ResourceMutation<{ email: string; allTenants?: boolean }, unknown> {
  const context = useTeamContext('useResendInvitation')
  return useTeamMutation(context, 'resendInvitation', usersApi.USERS_V2_PATH, ({ email, allTenants }: { email: string; allTenants?: boolean }) =>
    allTenants ? usersApi.resendInvitationToAllTenants(context.client, { email }) : usersApi.resendInvitation(context.client, { email }),
  )
}

/** Makes a user temporary, expiring in `expirationInSeconds` (UPDATE_USER_EXPIRATION_TIME). */
export function useSetUserExpiration(): ResourceMutation<{ userId: string; expirationInSeconds: number }, unknown> {
  const context = useTeamContext('useSetUserExpiration')
  return useTeamMutation(
    context,
    'setUserExpiration',
    usersApi.TEMPORARY_USERS_PATH,
    thenRefresh(context, (input: { userId: string; expirationInSeconds: number }) => usersApi.setUserExpiration(context.client, input)),
  )
}

/** Makes a temporary user permanent (UPDATE_USER_EXPIRATION_TIME). */
export function useRemoveUserExpiration(): ResourceMutation<{ userId: string }, unknown> {
  const context = useTeamContext('useRemoveUserExpiration')
  return useTeamMutation(
    context,
    'removeUserExpiration',
    usersApi.TEMPORARY_USERS_PATH,
    thenRefresh(context, (input: { userId: string }) => usersApi.removeUserExpiration(context.client, input)),
  )
}
