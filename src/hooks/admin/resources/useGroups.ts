import { useRef, useState } from 'react'
import { groups as groupsApi, users as usersApi, type Client, type Group, type UpdateGroupInput } from '../../../api'
import { useDialogSubmit } from '../useDialogSubmit'
import { toTeamError, type TeamError, type TeamOperation } from './errors'
import {
  groupCreationAdvanced,
  groupCreationCalls,
  groupCreationPlan,
  groupMembershipChanges,
  NO_GROUP_CREATED,
  type GroupCreationCall,
  type GroupCreationProgress,
  type GroupMembership,
  type NewGroup,
} from './groups'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

/** The tenant's groups with their roles and users (spec/admin.md §3 Group, relations rolesAndUsers). */
export function useGroups(): Resource<Group[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useGroups', 'loadGroups', groupsApi.GROUPS_PATH, { relations: 'rolesAndUsers' as const }, ({ client }, params) =>
    groupsApi.listGroups(client, params),
  )
  return resource
}

// Users show their groups, so a group change makes the users lists stale too.
const AFTER_GROUP_CHANGE = [groupsApi.GROUPS_PATH, usersApi.USERS_V2_PATH, usersApi.USERS_V3_PATH]

function useGroupMutation<Arg, Result>(hookName: string, operation: Parameters<typeof useTeamMutation>[1], call: (client: Client, arg: Arg) => Promise<Result>): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, operation, groupsApi.GROUPS_PATH, async (arg: Arg) => {
    try {
      return await call(context.client, arg)
    } finally {
      void context.revalidate(...AFTER_GROUP_CHANGE)
    }
  })
}

/** Makes one call of creating a group; the create call answers with the group. */
async function runCreationCall(client: Client, call: GroupCreationCall, created: Group | null): Promise<Group | undefined> {
  if (call.operation === 'createGroup') return groupsApi.createGroup(client, call.body)
  if (!created) throw new Error('gatehouse: a group is made before its users and roles are added')
  if (call.operation === 'changeGroupUsers') await groupsApi.addUsersToGroup(client, { groupId: created.id, userIds: call.userIds })
  else await groupsApi.addRolesToGroup(client, { groupId: created.id, roleIds: call.roleIds })
  return undefined
}

/** A call of creating a group that failed, kept with the operation whose words its error takes. */
class CreationCallFailed extends Error {
  constructor(
    readonly operation: TeamOperation,
    readonly reason: unknown,
  ) {
    super(operation)
  }
}

/**
 * Creates a group (spec/admin.md §5): the description is sent only when non-empty; users and roles
 * are attached after creation, each only when its list is non-empty. Resolves with the new group.
 * One shot: a dialog that lets the user try again after a partial failure uses useGroupCreation.
 */
export function useCreateGroup(): ResourceMutation<NewGroup, Group> {
  return useGroupMutation('useCreateGroup', 'createGroup', async (client, group: NewGroup) => {
    const plan = groupCreationPlan(group)
    let progress = NO_GROUP_CREATED
    for (const call of groupCreationCalls(plan, progress)) progress = groupCreationAdvanced(progress, call, await runCreationCall(client, call, progress.created))
    return progress.created as Group
  })
}

/** Creating a group from a dialog that stays open on failure and can be tried again. */
export interface GroupCreation {
  /** How far the tries got: a group made whose users or roles were not all added is kept. */
  readonly progress: GroupCreationProgress
  /** True while a try runs. */
  readonly isPending: boolean
  /** Why the last try failed, in the words of the call that failed (spec/admin.md §8); null otherwise. */
  readonly error: TeamError | null
  /**
   * Creates `group`, or finishes the group an earlier try made: only the calls not yet answered
   * are made. Resolves with the group once all are, null when a call failed or a try was already
   * running (a double click sends once). The lists load again once, after the last call.
   */
  create(group: NewGroup): Promise<Group | null>
}

export function useGroupCreation(): GroupCreation {
  const context = useTeamContext('useGroupCreation')
  const sending = useDialogSubmit()
  // The progress the next try starts from (a ref: a try reads what the one before it reached).
  const reached = useRef(NO_GROUP_CREATED)
  const [progress, setProgress] = useState(NO_GROUP_CREATED)

  const create = async (group: NewGroup): Promise<Group | null> => {
    const plan = groupCreationPlan(group)
    const done = await sending.submit(async () => {
      const before = reached.current
      try {
        for (const call of groupCreationCalls(plan, reached.current)) {
          let made: Group | undefined
          try {
            made = await context.logged(call.operation, runCreationCall(context.client, call, reached.current.created))
          } catch (reason) {
            throw new CreationCallFailed(call.operation, reason)
          }
          reached.current = groupCreationAdvanced(reached.current, call, made)
          setProgress(reached.current)
        }
      } finally {
        if (reached.current !== before) void context.revalidate(...AFTER_GROUP_CHANGE)
      }
    })
    return done ? reached.current.created : null
  }

  const failed = sending.error
  const error = failed === null ? null : failed instanceof CreationCallFailed ? toTeamError(failed.operation, failed.reason) : toTeamError('createGroup', failed)
  return { progress, isPending: sending.isPending, error, create }
}

/** Renames, recolours or redescribes a group. */
export function useUpdateGroup(): ResourceMutation<UpdateGroupInput, Group> {
  return useGroupMutation('useUpdateGroup', 'updateGroup', (client, input: UpdateGroupInput) => groupsApi.updateGroup(client, input))
}

export function useDeleteGroup(): ResourceMutation<{ groupId: string }, unknown> {
  return useGroupMutation('useDeleteGroup', 'deleteGroup', (client, input: { groupId: string }) => groupsApi.deleteGroup(client, input))
}

export type GroupUsersChange = { groupId: string; userIds: readonly string[] }
export type GroupRolesChange = { groupId: string; roleIds: readonly string[] }

export function useAddGroupUsers(): ResourceMutation<GroupUsersChange, unknown> {
  return useGroupMutation('useAddGroupUsers', 'changeGroupUsers', (client, input: GroupUsersChange) => groupsApi.addUsersToGroup(client, input))
}

export function useRemoveGroupUsers(): ResourceMutation<GroupUsersChange, unknown> {
  return useGroupMutation('useRemoveGroupUsers', 'changeGroupUsers', (client, input: GroupUsersChange) => groupsApi.removeUsersFromGroup(client, input))
}

export function useAddGroupRoles(): ResourceMutation<GroupRolesChange, unknown> {
  return useGroupMutation('useAddGroupRoles', 'changeGroupRoles', (client, input: GroupRolesChange) => groupsApi.addRolesToGroup(client, input))
}

export function useRemoveGroupRoles(): ResourceMutation<GroupRolesChange, unknown> {
  return useGroupMutation('useRemoveGroupRoles', 'changeGroupRoles', (client, input: GroupRolesChange) => groupsApi.removeRolesFromGroup(client, input))
}

export type GroupMembershipSave = { groupId: string; before: GroupMembership; after: GroupMembership }

/**
 * Takes a group's members or roles from `before` to `after`: an add call and a remove call for each
 * that changed (none when nothing did), then one reload of the lists, not one per call. `operation`
 * names the change for its error (spec/admin.md §8). A failure is answered after the lists reloaded,
 * so a retry starts from the group as the server has it and sends only what is left.
 */
export function useSaveGroupMembership(operation: 'changeGroupUsers' | 'changeGroupRoles'): ResourceMutation<GroupMembershipSave, void> {
  const context = useTeamContext('useSaveGroupMembership')
  return useTeamMutation(context, operation, groupsApi.GROUPS_PATH, async ({ groupId, before, after }: GroupMembershipSave) => {
    const { client } = context
    const changes = groupMembershipChanges(before, after)
    try {
      if (changes.addUserIds.length > 0) await groupsApi.addUsersToGroup(client, { groupId, userIds: changes.addUserIds })
      if (changes.removeUserIds.length > 0) await groupsApi.removeUsersFromGroup(client, { groupId, userIds: changes.removeUserIds })
      if (changes.addRoleIds.length > 0) await groupsApi.addRolesToGroup(client, { groupId, roleIds: changes.addRoleIds })
      if (changes.removeRoleIds.length > 0) await groupsApi.removeRolesFromGroup(client, { groupId, roleIds: changes.removeRoleIds })
    } catch (error) {
      // The failure is shown once the list says what did get saved: a retry then sends only the rest.
      await context.revalidate(...AFTER_GROUP_CHANGE).catch(() => undefined)
      throw error
    }
    void context.revalidate(...AFTER_GROUP_CHANGE)
  })
}
