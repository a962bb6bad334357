import type { CreateGroupInput, Group } from '../../../api'

/** What the create-group dialog collects: the group, and whom and what it starts with. */
export interface NewGroup {
  name: string
  color?: string
  description?: string
  metadata?: string
  userIds?: readonly string[]
  roleIds?: readonly string[]
}

/** The calls that create a group: the create body, then users and roles to attach (null: no call). */
export interface GroupCreationPlan {
  readonly body: CreateGroupInput
  readonly userIds: readonly string[] | null
  readonly roleIds: readonly string[] | null
}

/**
 * spec/admin.md §5: group creation sends the description only when non-empty; users and roles are
 * attached after creation only if their lists are non-empty. The name is trimmed; a blank colour is
 * left out too.
 */
export function groupCreationPlan(group: NewGroup): GroupCreationPlan {
  const description = group.description?.trim()
  const color = group.color?.trim()
  const body: CreateGroupInput = {
    name: group.name.trim(),
    ...(color ? { color } : {}),
    ...(description ? { description } : {}),
    ...(group.metadata === undefined ? {} : { metadata: group.metadata }),
  }
  const userIds = [...new Set(group.userIds ?? [])]
  const roleIds = [...new Set(group.roleIds ?? [])]
  return { body, userIds: userIds.length > 0 ? userIds : null, roleIds: roleIds.length > 0 ? roleIds : null }
}

/** How far creating a group got: the group once made, then whether its users and roles were added. */
export interface GroupCreationProgress {
  readonly created: Group | null
  readonly usersAdded: boolean
  readonly rolesAdded: boolean
}

export const NO_GROUP_CREATED: GroupCreationProgress = { created: null, usersAdded: false, rolesAdded: false }

/** One call of creating a group, named by the operation whose error message it shows. */
export type GroupCreationCall =
  | { readonly operation: 'createGroup'; readonly body: CreateGroupInput }
  | { readonly operation: 'changeGroupUsers'; readonly userIds: readonly string[] }
  | { readonly operation: 'changeGroupRoles'; readonly roleIds: readonly string[] }

/**
 * The calls still to make, in order: create, add users, add roles, leaving out what `progress`
 * says is done and what the plan has nothing for. A try that failed part way resumes here: the
 * group is not made twice, nor its users added again.
 */
export function groupCreationCalls(plan: GroupCreationPlan, progress: GroupCreationProgress): GroupCreationCall[] {
  const calls: GroupCreationCall[] = []
  if (!progress.created) calls.push({ operation: 'createGroup', body: plan.body })
  if (plan.userIds && !progress.usersAdded) calls.push({ operation: 'changeGroupUsers', userIds: plan.userIds })
  if (plan.roleIds && !progress.rolesAdded) calls.push({ operation: 'changeGroupRoles', roleIds: plan.roleIds })
  return calls
}

/** `progress` once `call` succeeded (`made`: the group the create call answered with). */
export function groupCreationAdvanced(progress: GroupCreationProgress, call: GroupCreationCall, made?: Group): GroupCreationProgress {
  switch (call.operation) {
    case 'createGroup':
      return { ...progress, created: made ?? progress.created }
    case 'changeGroupUsers':
      return { ...progress, usersAdded: true }
    case 'changeGroupRoles':
      return { ...progress, rolesAdded: true }
  }
}

/** What an edit dialog changes about a group's members and roles. */
export interface GroupMembershipChanges {
  readonly addUserIds: readonly string[]
  readonly removeUserIds: readonly string[]
  readonly addRoleIds: readonly string[]
  readonly removeRoleIds: readonly string[]
}

/** Whom and which roles a group has, by id. */
export type GroupMembership = { readonly userIds: readonly string[]; readonly roleIds: readonly string[] }

/** The add and remove calls that take a group from `before` to `after` (empty lists: no call). */
export function groupMembershipChanges(before: GroupMembership, after: GroupMembership): GroupMembershipChanges {
  const added = (from: readonly string[], to: readonly string[]) => [...new Set(to)].filter((id) => !from.includes(id))
  return {
    addUserIds: added(before.userIds, after.userIds),
    removeUserIds: added(after.userIds, before.userIds),
    addRoleIds: added(before.roleIds, after.roleIds),
    removeRoleIds: added(after.roleIds, before.roleIds),
  }
}
