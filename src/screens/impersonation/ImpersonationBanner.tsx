import { useImpersonatedSession } from '../../hooks'
import { Banner, NativeButton } from '../../primitives'
import { format } from '../i18n/messages'
import { useAccountMessages } from '../i18n/useAccountMessages'
import * as styles from './ImpersonationBanner.css'

/**
 * Shown while the session is an impersonation (its token names an actor): who is acted as, on whose
 * behalf, and the way back (signing the impersonated session out). Renders nothing otherwise.
 */
export function ImpersonationBanner() {
  const text = useAccountMessages().impersonation.banner
  const session = useImpersonatedSession()
  if (!session.isImpersonated || !session.user || !session.impersonator) return null
  const user = session.user.name || session.user.email
  const impersonator = session.impersonator.name || session.impersonator.email || session.impersonator.sub
  return (
    <section aria-label={text.title} className={styles.region}>
      <Banner tone="info" title={text.title}>
        <div className={styles.body}>
          <span>{format(text.description, { user, impersonator })}</span>
          <NativeButton variant="secondary" onPress={session.stop}>
            {text.stop}
          </NativeButton>
        </div>
      </Banner>
    </section>
  )
}
