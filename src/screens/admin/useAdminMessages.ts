import { useMemo } from 'react'
import { mergeCatalogue } from '../i18n/messages'
import { useMessageOverrides } from '../i18n/useMessages'
import { defaultAdminMessages, type AdminMessages } from './adminMessages'

/** The admin portal's strings: its English catalogue with the host's `admin` overrides, at any depth. */
export function useAdminMessages(): AdminMessages {
  const overrides = useMessageOverrides()?.admin
  return useMemo(() => mergeCatalogue<AdminMessages>(defaultAdminMessages, overrides), [overrides])
}
