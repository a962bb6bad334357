import type { CreateGroupInput } from '../../../api'

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

/** What an edit dialog changes about a group's members and roles. */
export interface GroupMembershipChanges {
  readonly addUserIds: readonly string[]
  readonly removeUserIds: readonly string[]
  readonly addRoleIds: readonly string[]
  readonly removeRoleIds: readonly string[]
}

type Membership = { readonly userIds: readonly string[]; readonly roleIds: readonly string[] }

/** The add and remove calls that take a group from `before` to `after` (empty lists: no call). */
export function groupMembershipChanges(before: Membership, after: Membership): GroupMembershipChanges {
  const added = (from: readonly string[], to: readonly string[]) => [...new Set(to)].filter((id) => !from.includes(id))
  return {
    addUserIds: added(before.userIds, after.userIds),
    removeUserIds: added(after.userIds, before.userIds),
    addRoleIds: added(before.roleIds, after.roleIds),
    removeRoleIds: added(after.roleIds, before.roleIds),
  }
}
