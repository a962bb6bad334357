import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultProfileMessages, type ProfileMessages } from './profileMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The profile section's strings: its English catalogue with the host's `profile` overrides, at any depth. */
export function useProfileMessages(): ProfileMessages {
  const overrides = useMessageOverrides()?.profile
  return useCatalogue(defaultProfileMessages, 'profileMessages', overrides)
}
