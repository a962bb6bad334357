import { useMemo } from 'react'
import { mergeCatalogue, type DeepPartial, type Widen } from '../../i18n/messages'
import type { Catalogues, CatalogueName } from '../../i18n/catalogues'
import { useLoadedTranslation, startTranslation } from '../../i18n/useCatalogue'
import { useCatalogueLocale, useMessageOverrides } from '../../i18n/useMessages'
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

/** The portal's strings with a section's catalogue, both in the reader's locale, and the host's `admin` overrides at any depth. */
export function useAdminMessagesWith<Name extends CatalogueName, T extends Catalogues[Name]>(catalogue: T, name: Name): AdminMessages & T {
  const overrides = useMessageOverrides()?.admin
  const locale = useCatalogueLocale()
  const portal = startTranslation(defaultAdminMessages, 'adminMessages', locale)
  const section = startTranslation(catalogue, name, locale)
  const portalTranslation = useLoadedTranslation(portal)
  const sectionTranslation = useLoadedTranslation(section)
  return useMemo(() => {
    const english = { ...defaultAdminMessages, ...catalogue }
    const translated = mergeCatalogue(english, { ...portalTranslation, ...sectionTranslation } as DeepPartial<AdminMessages & T>)
    return mergeCatalogue<AdminMessages & T>(translated, overrides as never)
  }, [catalogue, portalTranslation, sectionTranslation, overrides])
}
