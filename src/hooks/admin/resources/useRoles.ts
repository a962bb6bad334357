import {
  groups as groupsApi,
  roles as rolesApi,
  users as usersApi,
  type CreateRoleInput,
  type Permission,
  type PermissionCategory,
  type Role,
  type UpdateRoleInput,
} from '../../../api'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

function plain<T>(resource: Resource<T> & { key: unknown; context: unknown }): Resource<T> {
  const { key: _key, context: _context, ...rest } = resource
  return rest
}

/** The roles users can be given (spec/admin.md §3 Role; error key ROLES_AND_PERMISSIONS). */
export function useRoles(): Resource<Role[]> {
  return plain(useTeamResource('useRoles', 'loadRoles', rolesApi.ROLES_PATH, null, ({ client }) => rolesApi.listRoles(client)))
}

/**
 * Every permission roles can hold, with its category and assignmentType (spec/admin.md §3).
 * Not to be confused with usePermissions, the signed-in user's own permissions.
 */
export function usePermissionCatalog(): Resource<Permission[]> {
  return plain(useTeamResource('usePermissionCatalog', 'loadPermissions', rolesApi.PERMISSIONS_PATH, null, ({ client }) => rolesApi.listPermissions(client)))
}

/** The permission categories (spec/admin.md §6: Users management, Roles and permissions, ...). */
export function usePermissionCategories(): Resource<PermissionCategory[]> {
  return plain(
    useTeamResource('usePermissionCategories', 'loadPermissionCategories', rolesApi.PERMISSION_CATEGORIES_PATH, null, ({ client }) => rolesApi.listPermissionCategories(client)),
  )
}

// What a role change can make stale: roles and the permissions' roleIds; users and groups show role names.
const AFTER_ROLE_CHANGE = [rolesApi.ROLES_PATH, rolesApi.PERMISSIONS_PATH, usersApi.USERS_V2_PATH, usersApi.USERS_V3_PATH, groupsApi.GROUPS_PATH]

function useRoleMutation<Arg, Result>(hookName: string, operation: Parameters<typeof useTeamMutation>[1], call: (arg: Arg) => (client: ReturnType<typeof useTeamContext>['client']) => Promise<Result>): ResourceMutation<Arg, Result> {
  const context = useTeamContext(hookName)
  return useTeamMutation(context, operation, rolesApi.ROLES_PATH, async (arg: Arg) => {
    try {
      return await call(arg)(context.client)
    } finally {
      void context.revalidate(...AFTER_ROLE_CHANGE)
    }
  })
}

/** Creates a role (v2), optionally with permissions and a base role. */
export function useCreateRole(): ResourceMutation<CreateRoleInput, Role> {
  return useRoleMutation('useCreateRole', 'createRole', (input) => (client) => rolesApi.createRole(client, input))
}

/** Renames or redescribes a role. */
export function useUpdateRole(): ResourceMutation<UpdateRoleInput, Role> {
  return useRoleMutation('useUpdateRole', 'updateRole', (input) => (client) => rolesApi.updateRole(client, input))
}

export function useDeleteRole(): ResourceMutation<{ roleId: string }, unknown> {
  return useRoleMutation('useDeleteRole', 'deleteRole', (input) => (client) => rolesApi.deleteRole(client, input))
}

/** Makes a role the one new users get when added without roles. */
export function useSetDefaultRole(): ResourceMutation<{ roleId: string }, Role> {
  return useRoleMutation('useSetDefaultRole', 'setDefaultRole', (input) => (client) => rolesApi.setDefaultRole(client, input))
}

/** Sets a role's permissions to exactly the ids given. */
export function useAttachPermissionsToRole(): ResourceMutation<{ roleId: string; permissionIds: readonly string[] }, Role> {
  return useRoleMutation('useAttachPermissionsToRole', 'attachPermissions', (input) => (client) => rolesApi.attachPermissionsToRole(client, input))
}

/** Sets which roles hold one permission. */
export function useAttachPermissionToRoles(): ResourceMutation<{ permissionId: string; roleIds: readonly string[] }, Permission> {
  return useRoleMutation('useAttachPermissionToRoles', 'attachPermissions', (input) => (client) => rolesApi.attachPermissionToRoles(client, input))
}
