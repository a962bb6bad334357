import { useState, type RefObject } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Link } from 'react-aria-components/Link'
import { Popover } from 'react-aria-components/Popover'
import { notificationHref, type Notifications, type NotificationChange } from '../../../hooks'
import type { Notification } from '../../../api'
import { Badge, Banner, Button, Spinner } from '../../../primitives'
import { cx } from '../../../primitives/cx'
import { relativeTime } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import * as styles from './NotificationBell.css'
import type { NotificationsMessages } from './notificationsMessages'

export interface NotificationPanelProps {
  id: string
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onClose: () => void
  notifications: Notifications
  text: NotificationsMessages
}

/**
 * The bell's open part, a chunk of its own (React Aria's popover and dialog with their positioning
 * and focus code): the list of notifications in a popover under the bell, a dialog named by its
 * heading. Escape and a press outside close it; focus goes back to the bell.
 */
export default function NotificationPanel({ id, triggerRef, isOpen, onClose, notifications, text }: NotificationPanelProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} placement="bottom end" className={styles.popover}>
      <Dialog id={id} className={styles.panel}>
        <Panel notifications={notifications} text={text} />
      </Dialog>
    </Popover>
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
