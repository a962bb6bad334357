import { useMemo } from 'react'
import { mergeCatalogue } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultProfileMessages, type ProfileMessages } from './profileMessages'

/** The profile section's strings: its English catalogue with the host's `profile` overrides, at any depth. */
export function useProfileMessages(): ProfileMessages {
  const overrides = useMessageOverrides()?.profile
  return useMemo(() => mergeCatalogue<ProfileMessages>(defaultProfileMessages, overrides), [overrides])
}
