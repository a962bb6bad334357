import type { AssignmentType, CreateRoleInput, Permission, PermissionCategory, Role, UpdateRoleInput } from '../../api'

/**
 * The role editor's rules (spec/admin.md §3 Role, Permission, Permission category; §6): which
 * permissions a role can be given, which it always has, what a create or an edit sends.
 */

type Assignable = Pick<Permission, 'id' | 'assignmentType'>

/** A permission's assignmentType; one without is ASSIGNABLE. */
export function assignmentTypeOf(permission: Pick<Permission, 'assignmentType'>): AssignmentType {
  return permission.assignmentType ?? 'ASSIGNABLE'
}

/** Only ASSIGNABLE permissions can be switched on or off: NEVER ones are never held, ALWAYS ones always are. */
export function canChangePermission(permission: Pick<Permission, 'assignmentType'>): boolean {
  return assignmentTypeOf(permission) === 'ASSIGNABLE'
}

/** The ALWAYS permissions: every role holds them, a new one from the start. */
export function alwaysPermissionIds(permissions: readonly Assignable[]): string[] {
  return permissions.filter((permission) => assignmentTypeOf(permission) === 'ALWAYS').map((permission) => permission.id)
}

/**
 * The selection after the admin asks for `wanted`: ASSIGNABLE permissions follow the wish, ALWAYS
 * ones stay on, NEVER ones stay off. Ids the catalogue does not list are kept as they were, so an
 * editor never drops what it cannot show. Catalogue order first, unknown ids after.
 */
export function applyPermissionSelection(permissions: readonly Assignable[], current: readonly string[], wanted: readonly string[]): string[] {
  const known = new Set(permissions.map((permission) => permission.id))
  const chosen = permissions
    .filter((permission) => {
      switch (assignmentTypeOf(permission)) {
        case 'ALWAYS':
          return true
        case 'NEVER':
          return false
        case 'ASSIGNABLE':
          return wanted.includes(permission.id)
      }
    })
    .map((permission) => permission.id)
  const unknown = [...new Set(current)].filter((id) => !known.has(id))
  return [...chosen, ...unknown]
}

/** What the editor starts from: the role's permissions, with every ALWAYS one on and no NEVER one. */
export function initialPermissionSelection(permissions: readonly Assignable[], held: readonly string[]): string[] {
  return applyPermissionSelection(permissions, held, held)
}

/** Whether saving `selected` would change what the role holds. */
export function hasPermissionChanges(held: readonly string[], selected: readonly string[]): boolean {
  const before = new Set(held)
  const after = new Set(selected)
  return before.size !== after.size || [...after].some((id) => !before.has(id))
}

/** One permission as the editor shows it. */
export interface PermissionChoice {
  readonly permission: Permission
  readonly assignmentType: AssignmentType
  readonly isSelected: boolean
  /** Whether the admin may switch it (ASSIGNABLE only). */
  readonly isChangeable: boolean
}

/** A category's permissions; `category` is null for permissions with no known category. */
export interface PermissionCategoryChoices {
  readonly category: PermissionCategory | null
  readonly choices: readonly PermissionChoice[]
}

/**
 * The editor's list: permissions grouped by category in the catalogue's order, each with whether
 * it is on and whether it can change. Permissions of no known category come last; categories with
 * no permissions are left out.
 */
export function permissionChoices(categories: readonly PermissionCategory[], permissions: readonly Permission[], selected: readonly string[]): PermissionCategoryChoices[] {
  const choiceOf = (permission: Permission): PermissionChoice => ({
    permission,
    assignmentType: assignmentTypeOf(permission),
    isSelected: selected.includes(permission.id),
    isChangeable: canChangePermission(permission),
  })
  const categoryIds = new Set(categories.map((category) => category.id))
  const grouped: PermissionCategoryChoices[] = categories.map((category) => ({
    category,
    choices: permissions.filter((permission) => permission.categoryId === category.id).map(choiceOf),
  }))
  const loose = permissions.filter((permission) => !permission.categoryId || !categoryIds.has(permission.categoryId)).map(choiceOf)
  return [...grouped, { category: null, choices: loose }].filter((group) => group.choices.length > 0)
}

/** What the create and edit dialogs collect. */
export interface RoleFormValues {
  readonly name: string
  readonly key: string
  readonly description: string
}

export type RoleFormErrors = Partial<Record<'name' | 'key', 'required'>>

/** Name and key are required; the server judges the rest (a key already taken, for one). */
export function validateRoleForm(values: RoleFormValues): RoleFormErrors {
  return {
    ...(values.name.trim() ? {} : { name: 'required' as const }),
    ...(values.key.trim() ? {} : { key: 'required' as const }),
  }
}

/** A key for a role named `name`, until the admin types their own: "Billing admins" → "billing-admins". */
export function suggestRoleKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The create body: trimmed, the description only when there is one, and the ALWAYS permissions from the start. */
export function newRoleInput(values: RoleFormValues, permissions: readonly Assignable[] = []): CreateRoleInput {
  const description = values.description.trim()
  const always = alwaysPermissionIds(permissions)
  return {
    name: values.name.trim(),
    key: values.key.trim(),
    ...(description ? { description } : {}),
    ...(always.length > 0 ? { permissionIds: always } : {}),
  }
}

/** The edit body: only what changed (a cleared description is sent empty); null when nothing did. */
export function roleUpdate(role: Pick<Role, 'id' | 'name' | 'key' | 'description'>, values: RoleFormValues): UpdateRoleInput | null {
  const name = values.name.trim()
  const key = values.key.trim()
  const description = values.description.trim()
  const changes = {
    ...(name !== role.name ? { name } : {}),
    ...(key !== role.key ? { key } : {}),
    ...(description !== (role.description ?? '') ? { description } : {}),
  }
  return Object.keys(changes).length > 0 ? { roleId: role.id, ...changes } : null
}

/** The form's values for an existing role. */
export function roleFormValues(role: Pick<Role, 'name' | 'key' | 'description'>): RoleFormValues {
  return { name: role.name, key: role.key, description: role.description ?? '' }
}
