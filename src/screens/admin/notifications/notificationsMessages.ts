import type { PluralForms } from '../../i18n/intl'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The bell's strings, shipped with it. Hosts override them under `notifications`. */
export const defaultNotificationsMessages = {
  /** The bell's name; `{count}` unread. */
  bell: { none: 'Notifications', some: { one: 'Notifications, {count} unread', other: 'Notifications, {count} unread' } as PluralForms },
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markingAllRead: 'Marking all as read',
  empty: "You're all caught up: no notifications.",
  loading: 'Loading notifications',
  loadFailed: "Your notifications didn't load.",
  /** Beside the bell when its panel's code did not arrive; the next press tries again. */
  panelFailed: "Your notifications didn't open. Try again.",
  changeFailed: "That change didn't save. Try again.",
  retry: 'Try again',
  unread: 'Unread',
  pinned: 'Pinned',
  open: 'Open',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  pin: 'Pin',
  unpin: 'Unpin',
  /** An action's accessible name, with the notification's title: "Mark as read: Invoice paid". */
  actionOn: '{action}: {title}',
}

export type NotificationsMessages = typeof defaultNotificationsMessages

export function useNotificationsMessages(): NotificationsMessages {
  const overrides = useMessageOverrides()?.notifications
  return useCatalogue(defaultNotificationsMessages, 'notificationsMessages', overrides)
}
