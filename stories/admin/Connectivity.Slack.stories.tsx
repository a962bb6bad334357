import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SLACK_PATH } from '../../src/api/connectivity'
import { connectivityOf, getWorld, people } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks/session/storage'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, noDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/Connectivity/Slack',
  component: StoryApp,
  args: {
    navigate: fn(),
    navigateExternal: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/webhooks/slack',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { webhooks: 'byPermissions' } }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const acme = () => connectivityOf(getWorld(), 'tenant-acme')
const slackChanges = () =>
  getWorld()
    .requests.filter((request) => request.method !== 'GET' && request.path.includes(SLACK_PATH))
    .map((request) => ({ method: request.method, path: request.path.slice(request.path.indexOf(SLACK_PATH)), body: request.body }))
const connected = () => {
  acme().slack.connected = true
  acme().slack.subscriptions = [{ id: 'slack-sub-security', isActive: true, slackEvents: [{ eventKey: 'frontegg.user.locked', channelIds: ['C0SECURITY'] }] }]
}

/** Not connected yet: Connect asks the app's id and leaves for Slack's authorization page with a state this browser keeps. */
const connecting = memoryStorage()
export const Connect: Story = {
  args: { sessionStorage: connecting },
  beforeEach: () => connecting.removeItem(STORAGE_KEYS.pendingSlackConnect),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Slack' }, { timeout: FIRST_LOAD_TIMEOUT }))
    await waitFor(() => expect(args.navigateExternal).toHaveBeenCalledTimes(1))
    const url = new URL(lastUrl(args.navigateExternal))
    const state = connecting.getItem(STORAGE_KEYS.pendingSlackConnect)
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: '1234567890.0987654321', scope: 'chat:write,channels:read', redirect_uri: `${window.location.origin}/admin/webhooks/slack`, state })
    expect(state).toMatch(/^[0-9a-f-]{36}$/)
  },
}

/** Back from Slack with this browser's state: the code is registered once, the address cleaned, the channels offered. */
const returning = memoryStorage()
export const ConnectedOnReturn: Story = {
  args: { startAt: '/admin/webhooks/slack?code=slack-code-ok&state=state-from-here', sessionStorage: returning },
  beforeEach: () => {
    returning.setItem(STORAGE_KEYS.pendingSlackConnect, 'state-from-here')
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Slack is connected: choose the channels each event goes to.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(await canvas.findByRole('group', { name: 'Channels for User locked' })).toBeVisible()
    expect(slackChanges()).toEqual([{ method: 'POST', path: `${SLACK_PATH}/applications/registrations`, body: { code: 'slack-code-ok' } }])
    expect(args.navigate).toHaveBeenCalledWith('/admin/webhooks/slack', { replace: true })
    expect(returning.getItem(STORAGE_KEYS.pendingSlackConnect)).toBeNull()
    expect(acme().slack.connected).toBe(true)
  },
}

/** A return this browser did not start, or with another state: refused, nothing registered. */
const forged = memoryStorage()
export const ForgedReturnRefused: Story = {
  args: { startAt: '/admin/webhooks/slack?code=slack-code-ok&state=someone-elses', sessionStorage: forged },
  beforeEach: () => {
    forged.setItem(STORAGE_KEYS.pendingSlackConnect, 'state-from-here')
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveTextContent('Slack was not connected: the answer did not match the connection this browser started. Start again here.')
    await expect(await canvas.findByRole('button', { name: 'Connect Slack' })).toBeVisible()
    expect(slackChanges()).toEqual([])
  },
}

/** Channels chosen per event: a new event with a channel is created, one emptied is deleted (spec/admin.md §4). */
export const ChannelsSaved: Story = {
  beforeEach: connected,
  play: async ({ canvas, userEvent }) => {
    const invited = await canvas.findByRole('group', { name: 'Channels for User invited' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(within(invited).getByRole('checkbox', { name: '#general' }))
    await userEvent.click(within(canvas.getByRole('group', { name: 'Channels for User locked' })).getByRole('checkbox', { name: '#security-alerts' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save channels' }))
    await expect(await canvas.findByText('2 subscriptions saved.')).toBeVisible()
    expect(slackChanges()).toEqual([
      { method: 'DELETE', path: `${SLACK_PATH}/subscriptions/slack-sub-security`, body: null },
      { method: 'POST', path: `${SLACK_PATH}/subscriptions`, body: { isActive: true, slackEvents: [{ eventKey: 'frontegg.user.invitedToTenant', channelIds: ['C0GENERAL'] }] } },
    ])
  },
}

/** Stopping asks first, then deletes every subscription. */
export const StopSending: Story = {
  beforeEach: connected,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop sending to Slack' }, { timeout: FIRST_LOAD_TIMEOUT }))
    const confirm = await alertDialog('Stop sending events to Slack?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stop sending' }))
    await noDialog()
    await expect(await canvas.findByText('Nothing is sent to Slack anymore.')).toBeVisible()
    expect(slackChanges()).toEqual([{ method: 'DELETE', path: `${SLACK_PATH}/subscriptions/slack-sub-security`, body: null }])
    expect(acme().slack.subscriptions).toEqual([])
  },
}

/** The first argument of a mock's last call. */
function lastUrl(mock: unknown): string {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls.at(-1)![0] as string
}
