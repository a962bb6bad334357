import { matchPermission } from '../permissions'
import { changedIds } from './changedIds'
import { personLabel } from './mfaImpact'

/**
 * What a change to who holds which role does to people's permissions before it is saved: a role's
 * permissions, a group's roles, deleting a role, a group or a person. Pure: the team dialogs show it.
 *
 * A person holds the permissions of their own roles and of the roles of every group they are in
 * (spec/admin.md §6: groups carry roles). A permission is still held when any held key covers it —
 * the same key, or a wildcard like `fe.secure.*` — by the matcher the portal gates with.
 */

/** Who holds what: the account's roles, the vendor's permission catalogue, the groups, the people. */
export interface AccessWorld {
  readonly roles: readonly AccessRole[]
  readonly permissions: readonly AccessPermission[]
  readonly groups: readonly AccessGroup[]
  readonly people: readonly AccessPerson[]
}

export interface AccessRole {
  readonly id: string
  readonly name: string
  /** Permission ids. */
  readonly permissions?: readonly string[]
}

export interface AccessPermission {
  readonly id: string
  readonly key: string
  readonly name: string
}

export interface AccessGroup {
  readonly id: string
  readonly name: string
  readonly roles?: readonly { readonly id: string }[]
  readonly users?: readonly { readonly id: string }[]
}

export interface AccessPerson {
  readonly id: string
  readonly email: string
  readonly name?: string | null
  /** Their own roles (not the groups'). */
  readonly roles?: readonly { readonly id: string }[]
}

/** One permission and the people a change takes it from, or gives it to, by name. */
export interface PermissionChange {
  readonly permission: AccessPermission
  readonly people: readonly string[]
}

export interface AccessImpact {
  /** Permissions someone loses, each with who, most people first. */
  readonly lost: readonly PermissionChange[]
  /** Permissions someone gains, each with who, most people first. */
  readonly gained: readonly PermissionChange[]
  /** How many different people lose at least one permission. */
  readonly losing: number
  /** How many different people gain at least one permission. */
  readonly gaining: number
  /** The permissions `self` (the admin making the change) loses, when they lose any. */
  readonly selfLoses: readonly AccessPermission[]
}

/** The ids of a list of `{ id }`, anything without an id dropped. */
const idsOf = (items: readonly { readonly id: string }[] | undefined): string[] => (items ?? []).map((item) => item?.id).filter((id): id is string => typeof id === 'string')

/** Every permission key `personId` holds in `world`: their roles' and their groups' roles'. */
export function heldPermissionKeys(world: AccessWorld, personId: string): Set<string> {
  const person = world.people.find((candidate) => candidate.id === personId)
  const roleIds = new Set(idsOf(person?.roles))
  for (const group of world.groups) if (idsOf(group.users).includes(personId)) for (const id of idsOf(group.roles)) roleIds.add(id)
  const permissionIds = new Set(world.roles.filter((role) => roleIds.has(role.id)).flatMap((role) => role.permissions ?? []))
  return new Set(world.permissions.filter((permission) => permissionIds.has(permission.id)).map((permission) => permission.key))
}

/** Whether the held keys cover `key`: one of them is it or a wildcard standing for it. */
export const covers = (held: ReadonlySet<string>, key: string): boolean => [...held].some((pattern) => matchPermission(key, pattern))

/** The permissions of the roles `roleIds`, as the catalogue lists them. */
export function permissionsOfRoles(world: Pick<AccessWorld, 'roles' | 'permissions'>, roleIds: readonly string[]): string[] {
  const ids = new Set(world.roles.filter((role) => roleIds.includes(role.id)).flatMap((role) => role.permissions ?? []))
  return world.permissions.filter((permission) => ids.has(permission.id)).map((permission) => permission.id)
}

const byPeople = (a: PermissionChange, b: PermissionChange) => b.people.length - a.people.length || a.permission.name.localeCompare(b.permission.name)

/**
 * Who loses and who gains each of the `watched` permissions (ids) when `before` becomes `after`.
 * People only in `before` (deleted) are counted as losing what they held; `self` is the admin's id.
 */
export function accessChangeImpact(before: AccessWorld, after: AccessWorld, watched: readonly string[], self: string | null = null): AccessImpact {
  const permissions = before.permissions.filter((permission) => watched.includes(permission.id))
  const lost = new Map<string, string[]>()
  const gained = new Map<string, string[]>()
  const losing = new Set<string>()
  const gaining = new Set<string>()
  const selfLoses: AccessPermission[] = []
  for (const person of before.people) {
    const had = heldPermissionKeys(before, person.id)
    const has = after.people.some((candidate) => candidate.id === person.id) ? heldPermissionKeys(after, person.id) : new Set<string>()
    for (const permission of permissions) {
      const wasHeld = covers(had, permission.key)
      const isHeld = covers(has, permission.key)
      if (wasHeld === isHeld) continue
      const into = wasHeld ? lost : gained
      into.set(permission.id, [...(into.get(permission.id) ?? []), personLabel(person)])
      ;(wasHeld ? losing : gaining).add(person.id)
      if (wasHeld && person.id === self) selfLoses.push(permission)
    }
  }
  const changes = (found: Map<string, string[]>) =>
    permissions
      .filter((permission) => found.has(permission.id))
      .map((permission) => ({ permission, people: found.get(permission.id)!.sort((a, b) => a.localeCompare(b)) }))
      .sort(byPeople)
  return { lost: changes(lost), gained: changes(gained), losing: losing.size, gaining: gaining.size, selfLoses }
}

/** Permissions that move for exactly the same people, said once: "Ann and Bo lose Read users and Edit users". */
export interface SharedChange {
  readonly permissions: readonly AccessPermission[]
  readonly people: readonly string[]
}

/** The changes with the same people merged, in the order of their first permission (most people first). */
export function samePeople(changes: readonly PermissionChange[]): SharedChange[] {
  const merged = new Map<string, { permissions: AccessPermission[]; people: readonly string[] }>()
  for (const change of changes) {
    const key = JSON.stringify(change.people)
    const found = merged.get(key)
    if (found) found.permissions.push(change.permission)
    else merged.set(key, { permissions: [change.permission], people: change.people })
  }
  return [...merged.values()]
}

/** Whether the change moves no permission for anyone. */
export const changesNobody = (impact: AccessImpact): boolean => impact.losing === 0 && impact.gaining === 0

// ------------------------------------------------------------------------------ the changes

/** `world` with role `roleId` holding exactly `permissionIds`. */
export function withRolePermissions(world: AccessWorld, roleId: string, permissionIds: readonly string[]): AccessWorld {
  return { ...world, roles: world.roles.map((role) => (role.id === roleId ? { ...role, permissions: [...permissionIds] } : role)) }
}

/** `world` with group `groupId` carrying exactly the roles `roleIds`. */
export function withGroupRoles(world: AccessWorld, groupId: string, roleIds: readonly string[]): AccessWorld {
  return { ...world, groups: world.groups.map((group) => (group.id === groupId ? { ...group, roles: roleIds.map((id) => ({ id })) } : group)) }
}

/** `world` with person `personId` holding exactly the roles `roleIds` of their own. */
export function withPersonRoles(world: AccessWorld, personId: string, roleIds: readonly string[]): AccessWorld {
  return { ...world, people: world.people.map((person) => (person.id === personId ? { ...person, roles: roleIds.map((id) => ({ id })) } : person)) }
}

/** `world` without role `roleId`: no person nor group holds it any more. */
export function withoutRole(world: AccessWorld, roleId: string): AccessWorld {
  const drop = (roles: readonly { readonly id: string }[] | undefined) => (roles ?? []).filter((role) => role.id !== roleId)
  return {
    ...world,
    roles: world.roles.filter((role) => role.id !== roleId),
    groups: world.groups.map((group) => ({ ...group, roles: drop(group.roles) })),
    people: world.people.map((person) => ({ ...person, roles: drop(person.roles) })),
  }
}

/** `world` without group `groupId`. */
export const withoutGroup = (world: AccessWorld, groupId: string): AccessWorld => ({ ...world, groups: world.groups.filter((group) => group.id !== groupId) })

/** The permissions a group's roles change touches: every permission of a role given or taken. */
export function groupRolesChangePermissions(world: AccessWorld, before: readonly string[], after: readonly string[]): string[] {
  return permissionsOfRoles(world, changedIds(before, after))
}

// ------------------------------------------------------------------------------ deletes

/** What deleting a group takes: its members, and the permissions they do not hold another way. */
export interface GroupDeleteImpact {
  readonly members: number
  readonly roles: readonly string[]
  readonly access: AccessImpact
}

export function groupDeleteImpact(world: AccessWorld, groupId: string, self: string | null = null): GroupDeleteImpact {
  const group = world.groups.find((candidate) => candidate.id === groupId)
  const roleIds = idsOf(group?.roles)
  return {
    members: idsOf(group?.users).length,
    roles: world.roles.filter((role) => roleIds.includes(role.id)).map((role) => role.name),
    access: accessChangeImpact(world, withoutGroup(world, groupId), permissionsOfRoles(world, roleIds), self),
  }
}

/** What deleting a role takes: the people and groups holding it, and the permissions people do not hold another way. */
export interface RoleDeleteImpact {
  /** People holding the role themselves. */
  readonly holders: number
  /** Groups carrying it, by name. */
  readonly groups: readonly string[]
  readonly access: AccessImpact
}

export function roleDeleteImpact(world: AccessWorld, roleId: string, self: string | null = null): RoleDeleteImpact {
  return {
    holders: world.people.filter((person) => idsOf(person.roles).includes(roleId)).length,
    groups: world.groups.filter((group) => idsOf(group.roles).includes(roleId)).map((group) => group.name),
    access: accessChangeImpact(world, withoutRole(world, roleId), permissionsOfRoles(world, [roleId]), self),
  }
}

/** What removing a person takes with them: their groups, their roles, and the permissions nobody else will hold. */
export interface PersonDeleteImpact {
  readonly groups: readonly string[]
  readonly roles: readonly string[]
  /** Permissions only this person holds: after the delete nobody in the account has them. */
  readonly onlyHolder: readonly AccessPermission[]
}

export function personDeleteImpact(world: AccessWorld, personId: string): PersonDeleteImpact {
  const person = world.people.find((candidate) => candidate.id === personId)
  const ownRoles = idsOf(person?.roles)
  const held = heldPermissionKeys(world, personId)
  const others = world.people.filter((candidate) => candidate.id !== personId).map((candidate) => heldPermissionKeys(world, candidate.id))
  return {
    groups: world.groups.filter((group) => idsOf(group.users).includes(personId)).map((group) => group.name),
    roles: world.roles.filter((role) => ownRoles.includes(role.id)).map((role) => role.name),
    onlyHolder: world.permissions.filter((permission) => covers(held, permission.key) && !others.some((keys) => covers(keys, permission.key))),
  }
}
