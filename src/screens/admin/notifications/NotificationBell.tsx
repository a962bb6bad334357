import { useId, useRef, type ComponentType } from 'react'
import { Button as RACButton } from 'react-aria-components/Button'
import { badgeText, useNotifications, type NotificationsOptions } from '../../../hooks'
import { loadOnce } from '../../../primitives/loadOnce'
import { useOpenAfterLoad } from '../../../primitives/useOpenAfterLoad'
import { pluralize } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import * as styles from './NotificationBell.css'
import type { NotificationPanelProps } from './NotificationPanel'
import { useNotificationsMessages } from './notificationsMessages'

// The open panel is a chunk of its own, fetched on the way to the first open (a pointer or focus on the bell).
const panel = loadOnce(() => import('./NotificationPanel').then((module): ComponentType<NotificationPanelProps> => module.default))

export type NotificationBellProps = NotificationsOptions

/**
 * The bell (spec/admin.md §3 Notification, §7 notifications): a button naming the unread count,
 * opening a panel of the signed-in user's notifications, pinned first and then newest first, to
 * read, pin and mark all read. The count follows without a reload (on focus and every
 * `refreshInterval`). Shown only to a user holding the bell's read key; its changes need the
 * write key. A host mounts it in its own header; the portal shows it with `showNotifications`.
 */
export function NotificationBell(options: NotificationBellProps) {
  const notifications = useNotifications(options)
  const text = useNotificationsMessages()
  const locale = useLocale()
  if (!notifications.canRead) return null
  const count = badgeText(notifications.unread)
  const name = notifications.unread > 0 ? pluralize(text.bell.some, notifications.unread, locale) : text.bell.none
  return <Bell notifications={notifications} text={text} name={name} count={count} />
}

function Bell({ name, count, ...props }: Pick<NotificationPanelProps, 'notifications' | 'text'> & { name: string; count: string | null }) {
  const bellRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const failedId = useId()
  const { loaded: Panel, opened, failed, open, close } = useOpenAfterLoad<ComponentType<NotificationPanelProps>, true>(panel, bellRef)
  const isOpen = opened !== null

  return (
    <>
      <RACButton
        ref={bellRef}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-describedby={failed ? failedId : undefined}
        className={styles.bell}
        onHoverStart={panel.preload}
        onFocus={panel.preload}
        onPress={() => (isOpen ? close() : open(true))}
      >
        <BellIcon />
        {count && (
          <span aria-hidden="true" className={styles.badge}>
            {count}
          </span>
        )}
      </RACButton>
      {failed && (
        <span id={failedId} role="alert" className={styles.failed}>
          {props.text.panelFailed}
        </span>
      )}
      {Panel && <Panel {...props} id={panelId} triggerRef={bellRef} isOpen={isOpen} onClose={close} />}
    </>
  )
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

export default NotificationBell
