import type { Notification } from '../../api/notifications'

/**
 * The bell's decisions (spec/admin.md §3 Notification, §7 notifications): the order it lists
 * them in, what it counts, and what each change makes of the list while the server answers.
 */

/** Pinned first, then newest first; among equals, the order the API gave. */
export function orderNotifications(list: readonly Notification[]): Notification[] {
  return list
    .map((item, index) => ({ item, index, at: Date.parse(item.createdAt) }))
    .sort((a, b) => Number(b.item.isPinned) - Number(a.item.isPinned) || (Number.isNaN(b.at) ? -Infinity : b.at) - (Number.isNaN(a.at) ? -Infinity : a.at) || a.index - b.index)
    .map(({ item }) => item)
}

export function unreadCount(list: readonly Notification[] | undefined): number {
  return list ? list.filter((item) => item.status === 'unread').length : 0
}

/** The badge's text: the count up to 99, then "99+"; nothing for none. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

/** A change of the bell, as the list shows it before the server has answered (rolled back if it refuses). */
export type NotificationChange =
  | { readonly type: 'status'; readonly notificationId: string; readonly status: Notification['status'] }
  | { readonly type: 'pin'; readonly notificationId: string; readonly isPinned: boolean }
  | { readonly type: 'allRead' }

export function applyNotificationChange(list: readonly Notification[], change: NotificationChange): Notification[] {
  switch (change.type) {
    case 'status':
      return list.map((item) => (item.id === change.notificationId ? { ...item, status: change.status } : item))
    case 'pin':
      return list.map((item) => (item.id === change.notificationId ? { ...item, isPinned: change.isPinned } : item))
    case 'allRead':
      return list.map((item) => (item.status === 'read' ? item : { ...item, status: 'read' }))
  }
}

/** How often the bell asks for new notifications by default, in ms (besides when the page regains focus). */
export const NOTIFICATIONS_REFRESH_MS = 60_000

/**
 * Where a notification's link may lead: a path of the host app, or an https URL. Anything else
 * (javascript:, data:, protocol-relative //host) is no link at all.
 */
export function notificationHref(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null
  } catch {
    return null
  }
}
