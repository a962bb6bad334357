import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

/** reference/endpoints.json: getNotifications, updateNotificationStatus, updateNotificationIsPinned, markAllAsRead. */
export const NOTIFICATIONS_PATH = '/notification'
export const NOTIFICATION_STATUS_PATH = `${NOTIFICATIONS_PATH}/status`
export const MARK_ALL_READ_PATH = `${NOTIFICATION_STATUS_PATH}/mark-all-read`

/** spec/admin.md §6: the bell notifications' keys (connectivity category). */
export const NOTIFICATION_PERMISSIONS = {
  read: 'fe.connectivity.read.bellNotifications',
  write: 'fe.connectivity.write.bellNotifications',
} as const

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]
export type PinStatus = 'pin' | 'unpin'

/** spec/admin.md §3 Notification: one message of the bell, for the signed-in user. */
export const NotificationSchema = v.looseObject({
  id: v.string(),
  title: v.string(),
  body: v.optional(v.nullable(v.string())),
  /** Where the notification leads (a path of the host app or an https URL); optional. */
  url: v.optional(v.nullable(v.string())),
  severity: v.optional(v.nullable(v.string())),
  /** ISO instant. */
  createdAt: v.string(),
  status: v.picklist(NOTIFICATION_STATUSES),
  isPinned: v.optional(v.boolean(), false),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const NotificationsSchema = v.looseObject({ notifications: v.array(NotificationSchema) })

/** GET the signed-in user's notifications. */
export async function getNotifications(client: Client, options: CallOptions = {}): Promise<Notification[]> {
  return (await client.request(NOTIFICATIONS_PATH, { schema: NotificationsSchema, ...options })).notifications
}

/** PUT one notification's status (read or unread). */
export async function updateNotificationStatus(client: Client, input: { notificationId: string; status: NotificationStatus }, options: CallOptions = {}): Promise<void> {
  await client.request(NOTIFICATION_STATUS_PATH, { method: 'PUT', body: input, ...options })
}

/** PUT /notification/pin or /notification/unpin for one notification (spec/admin.md §3 notificationId, pinStatus). */
export async function updateNotificationPin(client: Client, input: { notificationId: string; pinStatus: PinStatus }, options: CallOptions = {}): Promise<void> {
  await client.request(`${NOTIFICATIONS_PATH}/${input.pinStatus}`, { method: 'PUT', body: input, ...options })
}

/** POST: every notification of the signed-in user is read. */
export async function markAllNotificationsRead(client: Client, options: CallOptions = {}): Promise<void> {
  await client.request(MARK_ALL_READ_PATH, { method: 'POST', ...options })
}
