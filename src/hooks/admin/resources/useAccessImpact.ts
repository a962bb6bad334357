import { useState } from 'react'
import { groups as groupsApi, roles as rolesApi, type Client } from '../../../api'
import type { AccessWorld } from '../impact/accessImpact'
import { useTeamResource, type Resource } from './shared'
import { loadAccountPeople } from './accountPeople'

export interface AccessImpactData {
  readonly world: AccessWorld
  /** False when the account has more people than were read: the preview counts "at least". */
  readonly complete: boolean
}

/** Who holds what in the account now: roles, the permission catalogue, groups with their roles and people, and the people. */
export async function loadAccessWorld(client: Client): Promise<AccessImpactData> {
  const [roles, permissions, groups, { people, complete }] = await Promise.all([
    rolesApi.listRoles(client),
    rolesApi.listPermissions(client),
    groupsApi.listGroups(client, { relations: 'rolesAndUsers' }),
    loadAccountPeople(client),
  ])
  return { world: { roles, permissions, groups, people }, complete }
}

/**
 * What the team dialogs' previews (a role's permissions, a group's roles, a delete) are worked out
 * from, loaded as such a dialog opens and read fresh each time one does: a change made a moment ago
 * in another dialog is in it. Nothing loads while `enabled` is false (a read-only view).
 */
export function useAccessImpactData(enabled = true): Resource<AccessImpactData> {
  const [openedAt] = useState(Date.now)
  const { key: _key, context: _context, ...resource } = useTeamResource('useAccessImpactData', 'loadRoles', rolesApi.ROLES_PATH, { access: true, openedAt }, ({ client }) => loadAccessWorld(client), {
    revalidateOnFocus: false,
  }, enabled)
  return resource
}
