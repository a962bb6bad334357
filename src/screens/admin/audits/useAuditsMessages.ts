import { useMemo } from 'react'
import { mergeCatalogue } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultAuditsMessages, type AuditsMessages } from './auditsMessages'

/** The audit logs section's strings: its English catalogue with the host's `audits` overrides, at any depth. */
export function useAuditsMessages(): AuditsMessages {
  const overrides = useMessageOverrides()?.audits
  return useMemo(() => mergeCatalogue<AuditsMessages>(defaultAuditsMessages, overrides), [overrides])
}
