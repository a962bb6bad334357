import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { ApiError } from './errors'
import * as notifications from './notifications'

const item = { id: 'n1', title: 'Export ready', createdAt: '2026-11-27T09:00:00Z', status: 'unread' }

describe('notifications api', () => {
  it('GET /notification (getNotifications): the list, isPinned false when absent', async () => {
    const { client, sent } = answering({ notifications: [item], total: 1 })
    await expect(notifications.getNotifications(client)).resolves.toEqual([{ ...item, isPinned: false }])
    expect(sent()).toEqual({ method: 'GET', path: '/notification', body: undefined })
  })

  it('PUT /notification/status with the id and the status (updateNotificationStatus)', async () => {
    const { client, sent } = answering(undefined, 200)
    await notifications.updateNotificationStatus(client, { notificationId: 'n1', status: 'read' })
    expect(sent()).toEqual({ method: 'PUT', path: '/notification/status', body: { notificationId: 'n1', status: 'read' } })
  })

  it.each<notifications.PinStatus>(['pin', 'unpin'])('PUT /notification/%s (updateNotificationIsPinned)', async (pinStatus) => {
    const { client, sent } = answering(undefined, 200)
    await notifications.updateNotificationPin(client, { notificationId: 'n1', pinStatus })
    expect(sent()).toEqual({ method: 'PUT', path: `/notification/${pinStatus}`, body: { notificationId: 'n1', pinStatus } })
  })

  it('POST /notification/status/mark-all-read (markAllAsRead), no body', async () => {
    const { client, sent } = answering(undefined, 200)
    await notifications.markAllNotificationsRead(client)
    expect(sent()).toEqual({ method: 'POST', path: '/notification/status/mark-all-read', body: undefined })
  })

  it.each<[string, unknown]>([
    ['no list', {}],
    ['a status the kit does not know', { notifications: [{ ...item, status: 'archived' }] }],
    ['no title', { notifications: [{ ...item, title: undefined }] }],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await notifications.getNotifications(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
  })
})
