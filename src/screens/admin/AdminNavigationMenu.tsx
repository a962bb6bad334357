import { Suspense, useId } from 'react'
import { Link } from 'react-aria-components/Link'
import type { AdminNavigation, NavigationGroup, NavigationSection, NotificationsOptions } from '../../hooks'
import { LoadBoundary } from '../shared/LoadBoundary'
import { lazyComponent } from '../shared/lazyComponent'
import * as styles from './AdminPortal.css'
import { VendorLogo } from '../shared/VendorBrand'
import { useAdminMessages } from './useAdminMessages'

/** A section's name: the message catalogue's, else the table's English label. */
export function useSectionLabel(): (section: NavigationSection) => string {
  const names: Record<string, string | undefined> = useAdminMessages().sections
  return (section) => names[section.id] ?? section.label
}

/**
 * The portal's navigation landmark: one labelled list of links per group, only the sections the
 * user may open. Links are real links (a deep link each, open in a new tab works); the current
 * page carries aria-current="page". Tab and Shift+Tab move between them, Enter opens one.
 */
export function AdminNavigationMenu({ navigation, notifications = null }: { navigation: AdminNavigation; notifications?: NotificationsOptions | null }) {
  const text = useAdminMessages()
  return (
    <nav aria-label={text.navigationLabel} className={styles.navigation}>
      {notifications ? (
        <div className={styles.navigationTop}>
          <VendorLogo place="portal" />
          <PortalBell {...notifications} />
        </div>
      ) : (
        <VendorLogo place="portal" />
      )}
      {navigation.groups.map((group) => (
        <Group key={group.id} group={group} navigation={navigation} />
      ))}
    </nav>
  )
}

// The bell and its panel come in a chunk of their own, after the portal's first paint.
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

function Group({ group, navigation }: { group: NavigationGroup; navigation: AdminNavigation }) {
  const labelId = useId()
  const groupNames: Record<string, string | undefined> = useAdminMessages().groups
  const labelOf = useSectionLabel()
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.groupLabel}>
        {groupNames[group.id] ?? group.id}
      </span>
      <ul aria-labelledby={labelId} className={styles.list}>
        {group.sections.map((section) => (
          <li key={section.id}>
            <Link href={navigation.hrefOf(section.id)} aria-current={navigation.current?.id === section.id ? 'page' : undefined} className={styles.link}>
              {labelOf(section)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
