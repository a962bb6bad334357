import { useCallback } from 'react'
import { notifications as api, type Notification } from '../../../api'
import { applyNotificationChange, NOTIFICATIONS_REFRESH_MS, orderNotifications, unreadCount, type NotificationChange } from '../notifications'
import { usePermissions } from '../shell/usePermissions'
import { useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'

export interface NotificationsOptions {
  /** How often the list is asked again while the page is open, in ms (60 s by default; 0 never). It is also asked again when the page regains focus. */
  refreshInterval?: number
}

export interface Notifications extends Resource<Notification[]> {
  /** Pinned first, then newest first. */
  readonly items: readonly Notification[]
  readonly unread: number
  /** The user holds the bell's read key: without it nothing loads and the bell is not shown. */
  readonly canRead: boolean
  /** The user holds its write key: read, pin and mark-all changes. */
  readonly canChange: boolean
  /** One change, shown at once and rolled back if the server refuses it. */
  readonly change: ResourceMutation<NotificationChange, void>
}

/**
 * The signed-in user's bell notifications (spec/admin.md §3, §7), refreshed on focus and every
 * `refreshInterval`, so the count follows without a reload. Changes are optimistic: the list
 * shows them at once, and goes back if the server refuses.
 */
export function useNotifications(options: NotificationsOptions = {}): Notifications {
  const { hasAny } = usePermissions()
  const canRead = hasAny([api.NOTIFICATION_PERMISSIONS.read])
  const canChange = hasAny([api.NOTIFICATION_PERMISSIONS.write])
  const refreshInterval = options.refreshInterval ?? NOTIFICATIONS_REFRESH_MS
  const { key, context, ...resource } = useTeamResource(
    'useNotifications',
    'loadNotifications',
    api.NOTIFICATIONS_PATH,
    { canRead },
    ({ client }, { canRead: allowed }) => (allowed ? api.getNotifications(client) : Promise.resolve([])),
    { refreshInterval, revalidateOnFocus: true },
  )
  const run = useCallback(
    async (change: NotificationChange) => {
      const { client } = context
      switch (change.type) {
        case 'status':
          return api.updateNotificationStatus(client, { notificationId: change.notificationId, status: change.status })
        case 'pin':
          return api.updateNotificationPin(client, { notificationId: change.notificationId, pinStatus: change.isPinned ? 'pin' : 'unpin' })
        case 'allRead':
          return api.markAllNotificationsRead(client)
      }
    },
    [context],
  )
  const optimistic = useCallback((change: NotificationChange) => (current: Notification[] | undefined) => (current ? applyNotificationChange(current, change) : current), [])
  const change = useTeamMutation<NotificationChange, void, Notification[]>(context, 'changeNotifications', api.NOTIFICATIONS_PATH, run, { key: canRead ? key : null, optimisticData: optimistic })
  const items = resource.data ? orderNotifications(resource.data) : []
  return { ...resource, items, unread: unreadCount(resource.data), canRead, canChange, change }
}
