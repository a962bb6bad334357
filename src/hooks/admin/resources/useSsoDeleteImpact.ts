import { useState } from 'react'
import { users, type Client } from '../../../api'
import type { SsoImpactPerson } from '../impact/deleteImpact'
import { useTeamResource, type Resource } from './shared'
import { PEOPLE_PAGE, PEOPLE_PAGES } from './useImpact'

// What an SSO connection's delete preview (ssoDeleteImpact) is worked out from, loaded when the
// dialog opens and read fresh each time one does (its opening is part of the key): never with the
// section, never an answer from an earlier opening. Apart from the sub-account's, so that neither
// dialogs chunk carries the other's loaders.

export interface AccountPeople {
  readonly people: readonly SsoImpactPerson[]
  /** False when the account has more people than were read: the preview counts "at least". */
  readonly complete: boolean
}

/** The account's people with their provider, page by page up to the cap (PEOPLE_PAGES of PEOPLE_PAGE). */
export async function loadAccountPeople(client: Client): Promise<AccountPeople> {
  const people: SsoImpactPerson[] = []
  for (let page = 0; page < PEOPLE_PAGES; page++) {
    const answer = await users.listUsersV3(client, { pageOffset: page, pageSize: PEOPLE_PAGE })
    people.push(...answer.items)
    if (page + 1 >= answer._metadata.totalPages) return { people, complete: true }
  }
  return { people, complete: false }
}

/** The people an SSO connection's delete preview looks through: the account's users, loaded as the dialog opens (nothing while `enabled` is false: a connection that sends nobody to it). */
export function useSsoDeleteImpactData(enabled = true): Resource<AccountPeople> {
  const [openedAt] = useState(Date.now)
  const { key: _key, context: _context, ...resource } = useTeamResource('useSsoDeleteImpactData', 'loadUsers', users.USERS_V3_PATH, { ssoDelete: true, openedAt }, ({ client }) => loadAccountPeople(client), {
    revalidateOnFocus: false,
  }, enabled)
  return resource
}

