import { useMessageOverrides } from '../../i18n/useMessages'
import { defaultAuditsMessages, type AuditsMessages } from './auditsMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The audit logs section's strings: its English catalogue with the host's `audits` overrides, at any depth. */
export function useAuditsMessages(): AuditsMessages {
  const overrides = useMessageOverrides()?.audits
  return useCatalogue(defaultAuditsMessages, 'auditsMessages', overrides)
}
