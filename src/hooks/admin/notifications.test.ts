import { describe, expect, it } from 'vitest'
import type { Notification } from '../../api/notifications'
import { applyNotificationChange, badgeText, notificationHref, orderNotifications, unreadCount } from './notifications'

const note = (id: string, createdAt: string, extra: Partial<Notification> = {}): Notification => ({ id, title: id, createdAt, status: 'unread', isPinned: false, ...extra })

describe('orderNotifications', () => {
  it('pinned first, then newest first', () => {
    const list = [note('old', '2026-11-01T00:00:00Z'), note('pinned-old', '2026-10-01T00:00:00Z', { isPinned: true }), note('new', '2026-11-20T00:00:00Z'), note('pinned-new', '2026-11-10T00:00:00Z', { isPinned: true })]
    expect(orderNotifications(list).map((item) => item.id)).toEqual(['pinned-new', 'pinned-old', 'new', 'old'])
  })

  it('keeps the API order among equals, and puts an unreadable date last', () => {
    const list = [note('a', '2026-11-01T00:00:00Z'), note('bad', 'yesterday'), note('b', '2026-11-01T00:00:00Z')]
    expect(orderNotifications(list).map((item) => item.id)).toEqual(['a', 'b', 'bad'])
  })

  it('does not change the list it was given', () => {
    const list = [note('a', '2026-01-01T00:00:00Z'), note('b', '2026-02-01T00:00:00Z')]
    orderNotifications(list)
    expect(list.map((item) => item.id)).toEqual(['a', 'b'])
  })
})

describe('unreadCount and badgeText', () => {
  it('counts the unread ones', () => {
    expect(unreadCount([note('a', ''), note('b', '', { status: 'read' }), note('c', '')])).toBe(2)
    expect(unreadCount(undefined)).toBe(0)
  })

  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i → %j', (count, text) => {
    expect(badgeText(count)).toBe(text)
  })
})

describe('applyNotificationChange', () => {
  const list = [note('a', ''), note('b', '', { status: 'read', isPinned: true })]

  it('sets one status', () => {
    expect(applyNotificationChange(list, { type: 'status', notificationId: 'a', status: 'read' }).map((item) => item.status)).toEqual(['read', 'read'])
    expect(applyNotificationChange(list, { type: 'status', notificationId: 'b', status: 'unread' }).map((item) => item.status)).toEqual(['unread', 'unread'])
  })

  it('pins and unpins one', () => {
    expect(applyNotificationChange(list, { type: 'pin', notificationId: 'a', isPinned: true }).map((item) => item.isPinned)).toEqual([true, true])
    expect(applyNotificationChange(list, { type: 'pin', notificationId: 'b', isPinned: false }).map((item) => item.isPinned)).toEqual([false, false])
  })

  it('reads them all, keeping the objects already read', () => {
    const next = applyNotificationChange(list, { type: 'allRead' })
    expect(next.map((item) => item.status)).toEqual(['read', 'read'])
    expect(next[1]).toBe(list[1])
  })

  it('leaves an unknown id alone', () => {
    expect(applyNotificationChange(list, { type: 'status', notificationId: 'zzz', status: 'read' })).toEqual(list)
  })
})

describe('notificationHref', () => {
  it.each([
    ['/admin/audits', '/admin/audits'],
    ['https://status.example.com/incident/1', 'https://status.example.com/incident/1'],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['//evil.example.com', null],
    ['/\\evil.example.com', null],
    ['http://example.com', null],
    ['https://user:pw@example.com', null],
    ['data:text/html,x', null],
  ])('%j → %j', (url, href) => {
    expect(notificationHref(url)).toBe(href)
  })
})
