import { useMemo } from 'react'
import { mergeCatalogue, type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultAdminMessages, type AdminMessages } from '../adminMessages'
import type { defaultGroupsMessages } from './groups/groupsMessages'
import type { defaultRolesMessages } from './roles/rolesMessages'
import type { defaultUsersMessages } from './users/usersMessages'

/**
 * The team area's strings are one catalogue per section (users, roles, groups), each in its own
 * module so that it ships with its section's chunk, never with the portal shell or the other
 * sections. Hosts override them under `admin`, as before.
 */
export type TeamMessages = Widen<typeof defaultUsersMessages & typeof defaultRolesMessages & typeof defaultGroupsMessages>

/** The portal's strings with a section's catalogue, and the host's `admin` overrides at any depth. */
export function useAdminMessagesWith<T extends object>(catalogue: T): AdminMessages & T {
  const overrides = useMessageOverrides()?.admin
  return useMemo(() => mergeCatalogue<AdminMessages & T>({ ...defaultAdminMessages, ...catalogue }, overrides as never), [catalogue, overrides])
}
