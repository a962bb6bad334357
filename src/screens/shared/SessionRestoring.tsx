import { useMessages } from '../i18n/useMessages'
import { StatusCard } from './StatusCard'

/** Shown while the provider restores the session from the refresh cookie (`useSession().isLoading`). */
export function SessionRestoring() {
  const text = useMessages().session.restoring
  return <StatusCard heading={text.title} description={text.description} />
}
