import { Suspense } from 'react'
import type { NotificationsOptions } from '../../hooks'
import { LoadBoundary } from '../shared/LoadBoundary'
import { lazyComponent } from '../shared/lazyComponent'
import { KitMark, VendorLogo } from '../shared/VendorBrand'
import * as styles from './AdminPortal.css'

/**
 * What the portal's navigation shows beyond its links, loaded only when there is something to
 * show: the vendor's logo and the bell at the top, the kit's mark at the foot.
 */

/** The top row: the vendor's logo at the start, the bell (when the portal has one) at the end. */
export function NavigationTop({ notifications }: { notifications: NotificationsOptions | null }) {
  if (!notifications) return <VendorLogo place="portal" />
  return (
    <div className={styles.navigationTop}>
      <VendorLogo place="portal" />
      <PortalBell {...notifications} />
    </div>
  )
}

export function NavigationMark() {
  return <KitMark place="portal" />
}

// The bell and its panel are a chunk of their own: most portals show none.
const loadBell = () => import('./notifications/NotificationBell')

function PortalBell(options: NotificationsOptions) {
  const Bell = lazyComponent(loadBell)
  return (
    // A bell that failed to load leaves the navigation as it is; the host's header may have its own.
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one */}
        <Bell {...options} />
      </Suspense>
    </LoadBoundary>
  )
}
