import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

export const ROLES_PATH = '/identity/resources/roles/v1'
export const ROLES_V2_PATH = '/identity/resources/roles/v2'
export const PERMISSIONS_PATH = '/identity/resources/permissions/v1'
export const PERMISSION_CATEGORIES_PATH = `${PERMISSIONS_PATH}/categories`

/** spec/admin.md §3 Permission assignmentType. */
export const ASSIGNMENT_TYPES = ['NEVER', 'ALWAYS', 'ASSIGNABLE'] as const
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number]

/** spec/admin.md §3 Role: `permissions` holds permission ids. */
export const RoleSchema = v.looseObject({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  isDefault: v.optional(v.boolean()),
  permissions: v.optional(v.array(v.string())),
  tenantId: v.optional(v.nullable(v.string())),
  vendorId: v.optional(v.string()),
  level: v.optional(v.number()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})
export type Role = v.InferOutput<typeof RoleSchema>

/** spec/admin.md §3 Permission. */
export const PermissionSchema = v.looseObject({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  categoryId: v.optional(v.nullable(v.string())),
  fePermission: v.optional(v.boolean()),
  assignmentType: v.optional(v.picklist(ASSIGNMENT_TYPES)),
  roleIds: v.optional(v.array(v.string())),
})
export type Permission = v.InferOutput<typeof PermissionSchema>

/** spec/admin.md §3 Permission category. */
export const PermissionCategorySchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  permissionIds: v.optional(v.array(v.string())),
  feCategory: v.optional(v.boolean()),
})
export type PermissionCategory = v.InferOutput<typeof PermissionCategorySchema>

export interface CreateRoleInput {
  key: string
  name: string
  description?: string
  isDefault?: boolean
  /** The new role's level follows this role's. */
  baseRoleId?: string
  permissionIds?: readonly string[]
}

export interface UpdateRoleInput {
  roleId: string
  key?: string
  name?: string
  description?: string
  isDefault?: boolean
}

const role = (roleId: string) => `${ROLES_PATH}/${encodeURIComponent(roleId)}`

export function listRoles(client: Client, options: CallOptions = {}): Promise<Role[]> {
  return client.request(ROLES_PATH, { schema: v.array(RoleSchema), ...options })
}

export function listPermissions(client: Client, options: CallOptions = {}): Promise<Permission[]> {
  return client.request(PERMISSIONS_PATH, { schema: v.array(PermissionSchema), ...options })
}

export function listPermissionCategories(client: Client, options: CallOptions = {}): Promise<PermissionCategory[]> {
  return client.request(PERMISSION_CATEGORIES_PATH, { schema: v.array(PermissionCategorySchema), ...options })
}

/** Creates a role (v2: one role, optionally with its permissions and a base role). */
export function createRole(client: Client, input: CreateRoleInput, options: CallOptions = {}): Promise<Role> {
  return client.request(ROLES_V2_PATH, { method: 'POST', body: input, schema: RoleSchema, ...options })
}

/** Renames or redescribes a role, or flags it default. */
export function updateRole(client: Client, input: UpdateRoleInput, options: CallOptions = {}): Promise<Role> {
  const { roleId, ...body } = input
  return client.request(role(roleId), { method: 'PATCH', body, schema: RoleSchema, ...options })
}

/** Makes a role the one new users get when added without roles. */
export function setDefaultRole(client: Client, input: { roleId: string }, options: CallOptions = {}): Promise<Role> {
  return updateRole(client, { roleId: input.roleId, isDefault: true }, options)
}

export function deleteRole(client: Client, input: { roleId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(role(input.roleId), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** Sets the role's permissions to exactly `permissionIds`. */
export function attachPermissionsToRole(client: Client, input: { roleId: string; permissionIds: readonly string[] }, options: CallOptions = {}): Promise<Role> {
  return client.request(`${role(input.roleId)}/permissions`, { method: 'PUT', body: { permissionIds: input.permissionIds }, schema: RoleSchema, ...options })
}

/** Sets which roles hold one permission. */
export function attachPermissionToRoles(client: Client, input: { permissionId: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<Permission> {
  return client.request(`${PERMISSIONS_PATH}/${encodeURIComponent(input.permissionId)}/roles`, {
    method: 'PUT',
    body: { roleIds: input.roleIds },
    schema: PermissionSchema,
    ...options,
  })
}
