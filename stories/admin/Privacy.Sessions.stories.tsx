import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { MY_SESSIONS_PATH } from '../../src/api/sessions'
import { getWorld } from '../../src/fixtures'
import { formatInAccount } from '../../src/hooks'
import { alertDialog, findGrid, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { failing, HERE, holding, privacyArgs, signedInHere } from './privacyStory'
import { choose } from '../support/select'

const meta = {
  title: 'Admin portal/Privacy/Sessions',
  component: StoryApp,
  args: privacyArgs('/sessions'),
  beforeEach: signedInHere,
  // Times move on between runs.
  parameters: { layout: 'padded', screenshot: { mask: ['time'] } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const table = (canvas: Canvas) => findGrid(canvas, 'Sessions')
const deviceNames = async (canvas: Canvas) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    // The device and its badge (on a narrow screen its IP and time show under it too).
    .map((cell) => cell.firstElementChild?.textContent ?? null)
const loaded = (canvas: Canvas) => waitFor(async () => expect(await deviceNames(canvas)).toHaveLength(3))
const adaSessions = () => getWorld().privacy.sessions.filter((session) => session.userId === 'user-ada').map((session) => session.id)

/** Ada's three sessions: this one first and marked, then the newest; browser and OS from the user agent, IP, when. */
export const List: Story = {
  play: async ({ canvas, step }) => {
    await step('the list shows each device in words', async () => {
      await waitFor(async () => expect(await deviceNames(canvas)).toHaveLength(3), { timeout: 15_000 })
      const names = await deviceNames(canvas)
      expect(names[0]).toMatch(/This session$/)
      expect(names.slice(1)).toEqual(['Mobile Safari 17 on iOS 17.5', 'Firefox 133 on Windows 10'])
    })
    await step('IP and when it signed in, in words', async () => {
      const firefox = within(await rowOf(await table(canvas), 'Firefox 133'))
      await expect(firefox.getByRole('gridcell', { name: '203.0.113.7' })).toBeVisible()
      // In Acme's date and time formats and time zone (its account settings), then in words.
      const signedIn = getWorld().privacy.sessions.find((session) => session.userAgent?.includes('Firefox'))!.createdAt
      const acme = getWorld().accountSettings.byTenant['tenant-acme']!
      await expect(await firefox.findByRole('gridcell', { name: `${formatInAccount(signedIn, { dateFormat: acme.dateFormat!, timeFormat: acme.timeFormat!, timezone: acme.timezone! })} (3 days ago)` })).toBeVisible()
      await expect(canvas.getByRole('tab', { name: 'Sessions', selected: true })).toBeVisible()
    })
  },
}

/** Revoking another device: a confirmation, the DELETE, the row gone; its refresh would now fail. */
export const RevokeOne: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('confirm revoking the Firefox session', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Revoke session on Firefox 133 on Windows 10' }))
      const confirm = await alertDialog('Revoke the session on Firefox 133 on Windows 10?')
      await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Revoke' }))
      await noDialog()
    })
    await step('it is gone, once sent', async () => {
      await expect(await canvas.findByText('Session on Firefox 133 on Windows 10 revoked.')).toBeVisible()
      await waitFor(async () => expect(await deviceNames(canvas)).toHaveLength(2))
      expect(sent(`${MY_SESSIONS_PATH}/session-ada-firefox`).filter((request) => request.method === 'DELETE')).toHaveLength(1)
      expect(adaSessions()).not.toContain('session-ada-firefox')
    })
  },
}

/** Signing out every other device keeps this one only; the button goes once there is nothing else. */
export const RevokeOthers: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }))
    await userEvent.click(within(await alertDialog('Sign out all other sessions?')).getByRole('button', { name: 'Sign them out' }))
    await expect(await canvas.findByText('All other sessions were signed out.')).toBeVisible()
    await waitFor(async () => expect(await deviceNames(canvas)).toHaveLength(1))
    expect(adaSessions()).toEqual([HERE])
    expect(sent(`${MY_SESSIONS_PATH}/all`).map((request) => request.method)).toEqual(['DELETE'])
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull()
  },
}

/** Revoking this very session signs out through the logout flow and lands on the sign-in page. */
export const RevokeCurrentSignsOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await loaded(canvas)
    const here = await rowOf(await table(canvas), navigatorDevice(await deviceNames(canvas)))
    await userEvent.click(within(here).getByRole('button', { name: /^Revoke session on/ }))
    const confirm = await alertDialog('Sign out of this session?')
    await expect(within(confirm).getByText('This is the session you are using: you will be signed out here.')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeVisible()
    expect(args.navigate).toHaveBeenLastCalledWith('/account/login', { replace: true })
    expect(sent('/auth/v1/logout')).toHaveLength(1)
    expect(adaSessions()).not.toContain(HERE)
  },
}

/** The revoke call fails on the server: the dialog stays with the server's words; nothing is lost. */
export const RevokeServerError: Story = {
  beforeEach: failing('sessionRevoke'),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke session on Firefox 133 on Windows 10' }))
    const confirm = await alertDialog(/Firefox/)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    expect(adaSessions()).toContain('session-ada-firefox')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await noDialog()
    expect(await deviceNames(canvas)).toHaveLength(3)
  },
}

/** The revoke is on its way: the button says so and the dialog cannot be dismissed. */
export const Revoking: Story = {
  beforeEach: holding('sessionRevoke'),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke session on Firefox 133 on Windows 10' }))
    const confirm = await alertDialog(/Firefox/)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(getWorld().privacy.gates.sessionRevoke?.held).toBe(1))
    await expect(within(confirm).getByRole('progressbar', { name: 'Revoking' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(confirm).toBeVisible()
    getWorld().privacy.gates.sessionRevoke?.open()
    await noDialog()
    // Its row is gone: focus goes to the same action of the row now in its place, not to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Revoke session on Mobile Safari/ })).toHaveFocus())
  },
}

/** The list never answers (network failure): the section says so and offers a retry that works. */
export const LoadNetworkFailure: Story = {
  beforeEach: failing('sessions', 'networkError'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/We couldn't load your sessions\./, {}, { timeout: 15_000 })).toBeVisible()
    delete getWorld().privacy.failures.sessions
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!)
    await loaded(canvas)
  },
}

/** No sessions listed (all revoked elsewhere): the list says so, with nothing to revoke. */
export const Empty: Story = {
  beforeEach: () => {
    getWorld().privacy.sessions = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table(canvas)).findByText('No sessions.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull()
  },
}

/** The host shows sessions view-only (privacy.loginSessions: viewOnly) and hides MFA: the list, no revoke. */
export const ViewOnly: Story = {
  args: { mount: portalMount({ sections: DEFAULT_SECTIONS, fieldAppearance: { privacy: { loginSessions: 'viewOnly', mfa: 'hidden' } } }) },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await expect(canvas.getByText('You can see these settings; your administrator manages them.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Revoke/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull()
    expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Passkeys', 'Sessions'])
  },
}

/** The row of this page's session: the one marked current. */
function navigatorDevice(names: (string | null)[]): string {
  const current = names.find((name) => name?.endsWith('This session'))!
  return current.replace(/This session$/, '')
}

/**
 * The account's date formats and time zone are the portal's: saved in Account settings, the
 * sessions list (open beside it, no reload) writes its dates in them at once.
 */
export const DatesFollowAccountSettings: Story = {
  args: { startAt: '/admin/account' },
  play: async ({ canvas, userEvent, step }) => {
    const firefox = getWorld().privacy.sessions.find((session) => session.userAgent?.includes('Firefox'))!.createdAt
    await step('Account settings: the date as YYYY-MM-DD, the time as 24 hours, in Tokyo', async () => {
      await canvas.findByLabelText('Company name', {}, { timeout: 15_000 })
      await choose(userEvent, canvas, /Date format/, /^YYYY-MM-DD/)
      await choose(userEvent, canvas, /Time format/, /^HH:mm/)
      const zone = canvas.getByRole('combobox', { name: 'Time zone' })
      await userEvent.clear(zone)
      await userEvent.type(zone, 'Tokyo')
      await userEvent.click(await screen.findByRole('option', { name: /^Asia\/Tokyo/ }))
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
      await expect(await canvas.findByText('Account settings saved.')).toBeVisible()
    })
    await step('the sessions list writes its dates that way', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Privacy and security' }))
      await userEvent.click(await canvas.findByRole('tab', { name: 'Sessions' }))
      const row = within(await rowOf(await table(canvas), 'Firefox 133'))
      const expected = formatInAccount(firefox, { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'Asia/Tokyo' })
      await expect(expected).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      await expect(await row.findByRole('gridcell', { name: `${expected} (3 days ago)` })).toBeVisible()
    })
  },
}
