import { useState } from 'react'
import { Button as RACButton, Dialog, DialogTrigger, Heading, Link, Popover } from 'react-aria-components'
import { badgeText, notificationHref, useNotifications, type Notifications, type NotificationsOptions, type NotificationChange } from '../../../hooks'
import type { Notification } from '../../../api'
import { Badge, Banner, Button, Spinner } from '../../../primitives'
import { cx } from '../../../primitives/cx'
import { pluralize, relativeTime } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import * as styles from './NotificationBell.css'
import { useNotificationsMessages, type NotificationsMessages } from './notificationsMessages'

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
  return (
    <DialogTrigger>
      <RACButton aria-label={name} className={styles.bell}>
        <BellIcon />
        {count && (
          <span aria-hidden="true" className={styles.badge}>
            {count}
          </span>
        )}
      </RACButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.panel}>
          <Panel notifications={notifications} text={text} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}

function Panel({ notifications, text }: { notifications: Notifications; text: NotificationsMessages }) {
  const { change, canChange, unread } = notifications
  const [failed, setFailed] = useState(false)
  const apply = (next: NotificationChange) => {
    setFailed(false)
    change.trigger(next).catch(() => setFailed(true))
  }
  return (
    <>
      <div className={styles.header}>
        <Heading slot="title" level={2} className={styles.title}>
          {text.title}
        </Heading>
        {canChange && unread > 0 && (
          <Button variant="text" className={styles.small} isPending={change.isMutating} pendingLabel={text.markingAllRead} onPress={() => apply({ type: 'allRead' })}>
            {text.markAllRead}
          </Button>
        )}
      </div>
      {failed && <Banner tone="error">{text.changeFailed}</Banner>}
      <Body notifications={notifications} text={text} onChange={canChange ? apply : undefined} />
    </>
  )
}

function Body({ notifications, text, onChange }: { notifications: Notifications; text: NotificationsMessages; onChange?: (change: NotificationChange) => void }) {
  const { items, data, teamError, isLoading, refresh } = notifications
  if (!data && isLoading) return <Spinner label={text.loading} />
  if (!data && teamError) {
    return (
      <div role="alert" className={styles.panel}>
        <p className={styles.message}>{text.loadFailed}</p>
        <Button variant="secondary" className={styles.small} onPress={() => void refresh()}>
          {text.retry}
        </Button>
      </div>
    )
  }
  if (items.length === 0) return <p className={styles.message}>{text.empty}</p>
  return (
    <ul className={styles.list} aria-label={text.title}>
      {items.map((item) => (
        <Item key={item.id} item={item} text={text} onChange={onChange} />
      ))}
    </ul>
  )
}

function Item({ item, text, onChange }: { item: Notification; text: NotificationsMessages; onChange?: (change: NotificationChange) => void }) {
  const locale = useLocale()
  const [now] = useState(() => Date.now())
  const href = notificationHref(item.url)
  const unread = item.status === 'unread'
  const on = (action: string) => format(text.actionOn, { action, title: item.title })
  const when = Date.parse(item.createdAt)
  return (
    <li className={cx(styles.item, unread && styles.unreadItem)}>
      <p className={styles.itemTitle}>{item.title}</p>
      {item.body && <p className={styles.itemBody}>{item.body}</p>}
      <div className={styles.meta}>
        {Number.isFinite(when) && <time dateTime={item.createdAt}>{relativeTime(when, now, locale)}</time>}
        {unread && <Badge tone="info">{text.unread}</Badge>}
        {item.isPinned && <Badge>{text.pinned}</Badge>}
        {href && (
          <Link href={href} className={styles.link} aria-label={on(text.open)}>
            {text.open}
          </Link>
        )}
      </div>
      {onChange && (
        <div className={styles.actions}>
          <Button variant="text" className={styles.small} aria-label={on(unread ? text.markRead : text.markUnread)} onPress={() => onChange({ type: 'status', notificationId: item.id, status: unread ? 'read' : 'unread' })}>
            {unread ? text.markRead : text.markUnread}
          </Button>
          <Button variant="text" className={styles.small} aria-label={on(item.isPinned ? text.unpin : text.pin)} onPress={() => onChange({ type: 'pin', notificationId: item.id, isPinned: !item.isPinned })}>
            {item.isPinned ? text.unpin : text.pin}
          </Button>
        </div>
      )}
    </li>
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
