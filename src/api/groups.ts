import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'
import { RoleRefSchema } from './users'

export const GROUPS_PATH = '/identity/resources/groups/v1'

export { GROUP_RELATIONS, type GroupRelations } from './groupRelations'
import type { GroupRelations } from './groupRelations'

export const GroupUserSchema = v.looseObject({
  id: v.string(),
  email: v.optional(v.string()),
  name: v.optional(v.nullable(v.string())),
  profilePictureUrl: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
  activatedForTenant: v.optional(v.boolean()),
})

/** spec/admin.md §3 Group. */
export const GroupSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  color: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
  /** Stringified JSON. */
  metadata: v.optional(v.nullable(v.string())),
  roles: v.optional(v.array(RoleRefSchema)),
  users: v.optional(v.array(GroupUserSchema)),
  managedBy: v.optional(v.string()),
})
export type Group = v.InferOutput<typeof GroupSchema>

export const GroupsSchema = v.looseObject({ groups: v.array(GroupSchema) })

export const GroupsConfigSchema = v.looseObject({ enabled: v.optional(v.boolean()), rolesEnabled: v.optional(v.boolean()) })
export type GroupsConfig = v.InferOutput<typeof GroupsConfigSchema>

/** spec/admin.md §7: "Group create body: name, description, color". */
export interface CreateGroupInput {
  name: string
  color?: string
  description?: string
  metadata?: string
}

export interface UpdateGroupInput extends Partial<CreateGroupInput> {
  groupId: string
}

const group = (groupId: string) => `${GROUPS_PATH}/${encodeURIComponent(groupId)}`

/** GET the tenant's groups with their roles, users, or both. */
export async function listGroups(client: Client, input: { relations?: GroupRelations } = {}, options: CallOptions = {}): Promise<Group[]> {
  const answer = await client.request(GROUPS_PATH, { query: { _groupsRelations: input.relations }, schema: GroupsSchema, ...options })
  return answer.groups
}

export function getGroup(client: Client, input: { groupId: string; relations?: GroupRelations }, options: CallOptions = {}): Promise<Group> {
  return client.request(group(input.groupId), { query: { _groupsRelations: input.relations }, schema: GroupSchema, ...options })
}

export function createGroup(client: Client, input: CreateGroupInput, options: CallOptions = {}): Promise<Group> {
  return client.request(GROUPS_PATH, { method: 'POST', body: input, schema: GroupSchema, ...options })
}

export function updateGroup(client: Client, input: UpdateGroupInput, options: CallOptions = {}): Promise<Group> {
  const { groupId, ...body } = input
  return client.request(group(groupId), { method: 'PATCH', body, schema: GroupSchema, ...options })
}

export function deleteGroup(client: Client, input: { groupId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(group(input.groupId), { method: 'DELETE', schema: EmptySchema, ...options })
}

export function addUsersToGroup(client: Client, input: { groupId: string; userIds: readonly string[] }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${group(input.groupId)}/users`, { method: 'POST', body: { userIds: input.userIds }, schema: EmptySchema, ...options })
}

export function removeUsersFromGroup(client: Client, input: { groupId: string; userIds: readonly string[] }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${group(input.groupId)}/users`, { method: 'DELETE', body: { userIds: input.userIds }, schema: EmptySchema, ...options })
}

export function addRolesToGroup(client: Client, input: { groupId: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${group(input.groupId)}/roles`, { method: 'POST', body: { roleIds: input.roleIds }, schema: EmptySchema, ...options })
}

export function removeRolesFromGroup(client: Client, input: { groupId: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${group(input.groupId)}/roles`, { method: 'DELETE', body: { roleIds: input.roleIds }, schema: EmptySchema, ...options })
}

/** Whether groups are on for the vendor, and whether groups can carry roles. */
export function getGroupsConfig(client: Client, options: CallOptions = {}): Promise<GroupsConfig> {
  return client.request(`${GROUPS_PATH}/config`, { schema: GroupsConfigSchema, ...options })
}

export function updateGroupsConfig(client: Client, input: GroupsConfig, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${GROUPS_PATH}/config`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
