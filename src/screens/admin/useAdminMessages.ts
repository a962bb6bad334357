import { useMessageOverrides } from '../i18n/useMessages'
import { defaultAdminMessages, type AdminMessages } from './adminMessages'
import { useCatalogue } from '../i18n/useCatalogue'

/** The admin portal's strings: its English catalogue with the host's `admin` overrides, at any depth. */
export function useAdminMessages(): AdminMessages {
  const overrides = useMessageOverrides()?.admin
  return useCatalogue(defaultAdminMessages, 'adminMessages', overrides)
}
