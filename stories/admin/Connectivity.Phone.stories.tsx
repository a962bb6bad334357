import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { portalMount } from './portalStory'

/** The connectivity section at 375 px: every page readable, its controls on screen, nothing scrolling sideways. */
const meta = {
  title: 'Admin portal/Connectivity/On a phone',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/webhooks',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { webhooks: 'byPermissions' } }),
  },
  parameters: { layout: 'padded', ...PHONE.parameters },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const OverviewOnAPhone: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Platforms' }, { timeout: FIRST_LOAD_TIMEOUT })
    await waitFor(() => expect(list).toHaveTextContent('2 events'))
    expectUsableOnPhone(canvasElement)
  },
}

export const RecipientsOnAPhone: Story = {
  args: { startAt: '/admin/webhooks/email' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
    expectUsableOnPhone(canvasElement)
  },
}

export const WebhooksOnAPhone: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  play: async ({ canvas, canvasElement }) => {
    const row = await rowOf(await findGrid(canvas, 'Webhooks'), 'Audit sink')
    // On a phone the URL and events show under the name.
    await expect(within(row).getAllByText('https://hooks.acme.test/gatehouse').filter((shown) => shown.checkVisibility())).toHaveLength(1)
    await expect(within(row).getByRole('switch', { name: 'Calling Audit sink' })).toBeVisible()
    expectUsableOnPhone(canvasElement)
  },
}

export const DeliveriesOnAPhone: Story = {
  args: { startAt: '/admin/webhooks/webhook/webhook-audit-sink' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await findGrid(canvas, 'Deliveries')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    expectUsableOnPhone(canvasElement)
  },
}
