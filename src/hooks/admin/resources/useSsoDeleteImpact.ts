import { useState } from 'react'
import { users } from '../../../api'
import { useTeamResource, type Resource } from './shared'
import { loadAccountPeople, type AccountPeople } from './accountPeople'

// What an SSO connection's delete preview (ssoDeleteImpact) is worked out from, loaded when the
// dialog opens and read fresh each time one does (its opening is part of the key): never with the
// section, never an answer from an earlier opening. Apart from the sub-account's, so that neither
// dialogs chunk carries the other's loaders.

/** The people an SSO connection's delete preview looks through: the account's users, loaded as the dialog opens (nothing while `enabled` is false: a connection that sends nobody to it). */
export function useSsoDeleteImpactData(enabled = true): Resource<AccountPeople> {
  const [openedAt] = useState(Date.now)
  const { key: _key, context: _context, ...resource } = useTeamResource('useSsoDeleteImpactData', 'loadUsers', users.USERS_V3_PATH, { ssoDelete: true, openedAt }, ({ client }) => loadAccountPeople(client), {
    revalidateOnFocus: false,
  }, enabled)
  return resource
}

