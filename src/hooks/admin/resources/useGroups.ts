import { groups as groupsApi, users as usersApi, type Client, type Group, type UpdateGroupInput } from '../../../api'
import { groupCreationPlan, type NewGroup } from './groups'
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

/**
 * Creates a group (spec/admin.md §5): the description is sent only when non-empty; users and roles
 * are attached after creation, each only when its list is non-empty. Resolves with the new group.
 */
export function useCreateGroup(): ResourceMutation<NewGroup, Group> {
  return useGroupMutation('useCreateGroup', 'createGroup', async (client, group: NewGroup) => {
    const plan = groupCreationPlan(group)
    const created = await groupsApi.createGroup(client, plan.body)
    if (plan.userIds) await groupsApi.addUsersToGroup(client, { groupId: created.id, userIds: plan.userIds })
    if (plan.roleIds) await groupsApi.addRolesToGroup(client, { groupId: created.id, roleIds: plan.roleIds })
    return created
  })
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
