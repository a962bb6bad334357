import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { NotificationBell } from '../../src/screens/admin'
import { StoryApp } from '../support/StoryApp'
import { sent } from '../support/requests'
import { portalMount } from './portalStory'

/**
 * The notification bell (spec/admin.md §3 Notification, §7 notifications), in the portal's
 * navigation (`notifications`) and alone in a host's header. Ada has three unread notifications,
 * one pinned notice and two read ones.
 */
const meta = {
  title: 'Admin portal/Portal/Notifications',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin', mount: portalMount({ notifications: true }) },
  parameters: { scenario: 'adminPortal', layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const page = () => within(document.body)
const bell = (canvas: Canvas, name: string | RegExp = /^Notifications/) => canvas.findByRole('button', { name })
const panel = () => page().findByRole('dialog', { name: 'Notifications' })
const titles = async () => within(await panel()).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)
async function open(canvas: Canvas, userEvent: User, name: string | RegExp = 'Notifications, 3 unread') {
  await userEvent.click(await bell(canvas, name))
  return panel()
}

export const ReadAndPin: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the bell names the unread count, and its panel lists pinned first, then newest first', async () => {
      await open(canvas, userEvent)
      await expect(await titles()).toEqual([
        'Scheduled maintenance on Sunday',
        'Your audit log export is ready',
        'New sign-in from Lisbon, Portugal',
        'Grace Hopper joined Acme',
        'SSO certificate expires in 14 days',
        'Invoice paid',
      ])
    })
    await step('marking one read updates it and the count at once, and sends its id and status', async () => {
      await userEvent.click(page().getByRole('button', { name: 'Mark as read: Your audit log export is ready' }))
      await expect(await page().findByRole('button', { name: 'Mark as unread: Your audit log export is ready' })).toBeVisible()
      await expect(await bell(canvas, 'Notifications, 2 unread')).toBeVisible()
      await waitFor(() => expect(sent('/notification/status').map((request) => request.body)).toEqual([{ notificationId: 'note-export', status: 'read' }]))
    })
    await step('pinning one moves it up among the pinned, newest first', async () => {
      await userEvent.click(page().getByRole('button', { name: 'Pin: New sign-in from Lisbon, Portugal' }))
      await waitFor(async () => expect((await titles()).slice(0, 2)).toEqual(['New sign-in from Lisbon, Portugal', 'Scheduled maintenance on Sunday']))
      await waitFor(() => expect(sent('/notification/pin').map((request) => request.body)).toEqual([{ notificationId: 'note-sign-in', pinStatus: 'pin' }]))
      await expect(getWorld().notifications.items.find((item) => item.id === 'note-sign-in')?.isPinned).toBe(true)
    })
  },
}

export const MarkAllRead: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent)
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Mark all as read' }))
    await expect(await bell(canvas, 'Notifications')).toBeVisible()
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull())
    await expect(within(dialog).queryByText('Unread')).toBeNull()
    // A double click marks all read once.
    await expect(sent('/notification/status/mark-all-read')).toHaveLength(1)
  },
}

export const Empty: Story = {
  parameters: { scenario: 'notificationsEmpty' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Notifications')
    await expect(await within(dialog).findByText("You're all caught up: no notifications.")).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  },
}

export const LoadFails: Story = {
  parameters: { scenario: 'notificationsLoadFails' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Notifications')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("Your notifications didn't load.")
    getWorld().notifications.failures = {}
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(await within(dialog).findByText('Your audit log export is ready')).toBeVisible()
    await expect(await bell(canvas, 'Notifications, 3 unread')).toBeVisible()
  },
}

export const ChangeFails: Story = {
  parameters: { scenario: 'notificationChangesFail' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read: Grace Hopper joined Acme' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("That change didn't save. Try again.")
    // Rolled back: still unread, still counted.
    await expect(await within(dialog).findByRole('button', { name: 'Mark as read: Grace Hopper joined Acme' })).toBeVisible()
    await expect(await bell(canvas, 'Notifications, 3 unread')).toBeVisible()
  },
}

export const ReadOnly: Story = {
  parameters: { scenario: 'notificationsReadOnly' },
  play: async ({ canvas, userEvent }) => {
    // The read key shows the bell; without the write key nothing can be changed.
    const dialog = await open(canvas, userEvent)
    await expect(await within(dialog).findByText('Your audit log export is ready')).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: /^Mark|^Pin|^Unpin/ })).toBeNull()
  },
}

export const NoBellWithoutTheKey: Story = {
  args: { signedInAs: { email: people.readOnly.email } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Admin portal' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Notifications/ })).toBeNull()
    await expect(sent('/notification')).toHaveLength(0)
  },
}

export const CountFollowsWithoutAReload: Story = {
  args: { mount: portalMount({ notifications: { refreshInterval: 300 } }) },
  play: async ({ canvas }) => {
    await expect(await bell(canvas, 'Notifications, 3 unread')).toBeVisible()
    const world = getWorld()
    world.notifications.items = [
      ...world.notifications.items,
      { userId: 'user-ada', id: 'note-new', title: 'Webhook deliveries are failing', body: 'The last 5 deliveries to https://hooks.acme.test failed.', createdAt: new Date().toISOString(), status: 'unread', isPinned: false },
    ]
    await expect(await bell(canvas, 'Notifications, 4 unread')).toBeVisible()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = await bell(canvas, 'Notifications, 3 unread')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await panel()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.tab()
    await expect(document.activeElement).toHaveAccessibleName('Mark all as read')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const InTheHostHeader: Story = {
  args: {
    startAt: '/app',
    mount: {
      path: '/app',
      render: () => (
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <strong>Acme console</strong>
          <NotificationBell />
        </header>
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent)
    await expect(await within(dialog).findByText('Scheduled maintenance on Sunday')).toBeVisible()
  },
}
