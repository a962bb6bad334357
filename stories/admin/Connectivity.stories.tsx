import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { EVENTS_PATH, RECIPIENT_PLATFORM_PATHS, WEBHOOKS_PATH } from '../../src/api/connectivity'
import { connectivityOf, getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'

/** The connectivity section in the portal, as a host shows it to admins who hold its keys. */
const VISIBILITY = { webhooks: 'byPermissions' } as const

const meta = {
  title: 'Admin portal/Connectivity',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/webhooks',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: VISIBILITY }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const acme = () => connectivityOf(getWorld(), 'tenant-acme')
/** The changes the section sent to a platform's configurations, in order. */
const changesTo = (base: string) =>
  getWorld()
    .requests.filter((request) => request.method !== 'GET' && request.path.includes(base))
    .map((request) => ({ method: request.method, path: request.path.slice(request.path.indexOf(base)), body: request.body }))
const loads = (path: string) => getWorld().requests.filter((request) => request.method === 'GET' && request.path.endsWith(path))
const platform = async (canvas: Canvas, name: string) => {
  const list = await canvas.findByRole('list', { name: 'Platforms' }, { timeout: FIRST_LOAD_TIMEOUT })
  return within(list).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!
}
const emailField = (canvas: Canvas, event: string, index: number) => canvas.getByRole('textbox', { name: `Recipients of ${event} ${index}` })

/** The four platforms, each with its event count and whether it is on; each opens its own page. */
export const Overview: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    const email = await platform(canvas, 'Email')
    await waitFor(() => expect(email).toHaveTextContent('1 event'), { timeout: FIRST_LOAD_TIMEOUT })
    await expect(within(email).getByText('Active')).toBeVisible()
    const webhooks = await platform(canvas, 'Webhooks')
    await waitFor(() => expect(webhooks).toHaveTextContent('2 events'))
    await expect(within(await platform(canvas, 'SMS')).getByText('No events')).toBeVisible()
    await expect(within(await platform(canvas, 'Slack')).getByText('Off')).toBeVisible()
    await expect(within(webhooks).getByRole('link', { name: 'Set up Webhooks' })).toHaveAttribute('href', '/admin/webhooks/webhook')

    await userEvent.click(within(email).getByRole('link', { name: 'Set up Email' }))
    const heading = await canvas.findByRole('heading', { name: 'Email' })
    await waitFor(() => expect(heading).toHaveFocus())
  },
}

/** A deep link opens a platform's page directly, events grouped by category with their descriptions. */
export const EventsByCategory: Story = {
  args: { startAt: '/admin/webhooks/email' },
  play: async ({ canvas }) => {
    const users = await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    const security = canvas.getByRole('group', { name: 'Security' })
    await expect(within(users).getAllByRole('switch').map((item) => item.closest('label')?.textContent)).toEqual(['Send Roles changed', 'Send User invited', 'Send User removed'])
    await expect(within(security).getByText('A user turned off two-factor authentication.')).toBeVisible()
    await expect(emailField(canvas, 'User invited', 1)).toHaveValue('it@acme.test')
    expect(loads(EVENTS_PATH).at(-1)?.query).toEqual({ channels: 'email' })
  },
}

/** Adding a recipient to a new event creates its subscription; clearing the only one of another deletes it — exactly those two calls. */
export const AddAndClearRecipients: Story = {
  args: { startAt: '/admin/webhooks/email' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address: User removed' }))
    await waitFor(() => expect(emailField(canvas, 'User removed', 1)).toHaveFocus())
    await userEvent.type(emailField(canvas, 'User removed', 1), 'security@acme.test')
    await userEvent.clear(emailField(canvas, 'User invited', 1))
    // An added row left empty is no recipient.
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address: Roles changed' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))

    await expect(await canvas.findByText('2 events saved.')).toBeVisible()
    const base = RECIPIENT_PLATFORM_PATHS.email
    expect(changesTo(base)).toEqual([
      { method: 'DELETE', path: `${base}/frontegg.user.invitedToTenant`, body: null },
      { method: 'POST', path: `${base}/frontegg.user.deleted`, body: { enabled: true, subscriptions: [{ enabled: true, recipients: ['security@acme.test'] }] } },
    ])
    expect(acme().email.map((configuration) => [configuration.eventKey, configuration.subscriptions[0]?.recipients])).toEqual([['frontegg.user.deleted', ['security@acme.test']]])
  },
}

/** A changed recipient list and switch update the subscription and the event's flag. */
export const ChangeRecipients: Story = {
  args: { startAt: '/admin/webhooks/email' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('switch', { name: 'Send User invited' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address: User invited' }))
    await userEvent.type(emailField(canvas, 'User invited', 2), 'hr@acme.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('1 event saved.')).toBeVisible()
    const base = RECIPIENT_PLATFORM_PATHS.email
    expect(changesTo(base)).toEqual([
      { method: 'PATCH', path: `${base}/frontegg.user.invitedToTenant`, body: { enabled: false } },
      { method: 'PUT', path: `${base}/frontegg.user.invitedToTenant/subscriptions/email-sub-invited`, body: { enabled: false, recipients: ['it@acme.test', 'hr@acme.test'] } },
    ])
  },
}

/** An address that is not one: the field says so, nothing is sent, what was typed stays. */
export const InvalidAddress: Story = {
  args: { startAt: '/admin/webhooks/email' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address: User locked' }))
    await userEvent.type(emailField(canvas, 'User locked', 1), 'security at acme')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    const field = emailField(canvas, 'User locked', 1)
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email address'))
    await expect(field).toHaveFocus()
    await expect(field).toHaveValue('security at acme')
    expect(changesTo(RECIPIENT_PLATFORM_PATHS.email)).toEqual([])
  },
}

/** A phone number is checked with libphonenumber-js before anything is sent. */
export const SmsRecipients: Story = {
  args: { startAt: '/admin/webhooks/sms' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Security' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('button', { name: 'Add a number: User locked' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipients of User locked 1' }), '+1 650 253')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Recipients of User locked 1' })).toHaveAccessibleDescription('Enter a valid phone number, with its country code'))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipients of User locked 1' }), ' 0000')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('1 event saved.')).toBeVisible()
    const base = RECIPIENT_PLATFORM_PATHS.sms
    expect(changesTo(base)).toEqual([{ method: 'POST', path: `${base}/frontegg.user.locked`, body: { enabled: true, subscriptions: [{ enabled: true, recipients: ['+16502530000'] }] } }])
  },
}

/** A save the server refuses: an error, everything typed kept, and the retry goes through. */
export const SaveFails: Story = {
  args: { startAt: '/admin/webhooks/email' },
  beforeEach: () => {
    getWorld().connectivity.failures.connectivityChange = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address: User removed' }))
    await userEvent.type(emailField(canvas, 'User removed', 1), 'security@acme.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your changes were not saved. Internal server error')
    await expect(emailField(canvas, 'User removed', 1)).toHaveValue('security@acme.test')
    delete getWorld().connectivity.failures.connectivityChange
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('1 event saved.')).toBeVisible()
  },
}

/** Loads that fail are silent (spec/admin.md §8): no alert, a quiet line with a retry, the rest of the section usable. */
export const LoadFailsSilently: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  beforeEach: () => {
    getWorld().connectivity.failures.connectivityLoad = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The webhooks could not be shown right now.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'New webhook' })).toBeEnabled()
    delete getWorld().connectivity.failures.connectivityLoad
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await rowOf(await findGrid(canvas, 'Webhooks'), 'Audit sink')).toBeVisible()
  },
}

/** The webhooks: URL, events, whether a secret is set, on or off. */
export const Webhooks: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  play: async ({ canvas }) => {
    const row = within(await rowOf(await findGrid(canvas, 'Webhooks'), 'Audit sink'))
    await expect(row.getAllByText('https://hooks.acme.test/gatehouse').filter((shown) => shown.checkVisibility())).toHaveLength(1)
    await expect(row.getByText('Set')).toBeVisible()
    await expect(row.getByRole('switch', { name: 'Calling Audit sink' })).toBeChecked()
  },
}

/** A webhook created with a generated secret, then tested: the receiver's 200 and body. */
export const WebhookCreatedAndTested: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  play: async ({ canvas, userEvent }) => {
    await findGrid(canvas, 'Webhooks')
    await userEvent.click(canvas.getByRole('button', { name: 'New webhook' }))
    const form = within(await dialog('New webhook'))
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Security bus')
    await userEvent.type(form.getByRole('textbox', { name: 'URL' }), 'http://bus.acme.test/in')
    await userEvent.click(form.getByRole('checkbox', { name: 'User locked (Security)' }))
    await userEvent.click(form.getByRole('button', { name: 'Save webhook' }))
    await waitFor(() => expect(form.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(/The URL must start with https:\/\//))
    await userEvent.clear(form.getByRole('textbox', { name: 'URL' }))
    await userEvent.type(form.getByRole('textbox', { name: 'URL' }), 'https://bus.acme.test/in')
    await userEvent.click(form.getByRole('button', { name: 'Generate a secret' }))
    const secret = (form.getByRole('textbox', { name: 'Secret' }) as HTMLInputElement).value
    await expect(secret).toMatch(/^[0-9a-f]{64}$/)

    await userEvent.click(form.getByRole('button', { name: 'Send a test' }))
    await expect(await form.findByText('The receiver answered 200: the webhook works.')).toBeVisible()
    await expect(form.getByText(/"received": true/)).toBeVisible()
    expect(changesTo(`${WEBHOOKS_PATH}/test`)).toEqual([{ method: 'POST', path: `${WEBHOOKS_PATH}/test`, body: { url: 'https://bus.acme.test/in', secret } }])

    await userEvent.click(form.getByRole('button', { name: 'Save webhook' }))
    await noDialog()
    await expect(await canvas.findByText('The webhook Security bus was created.')).toBeVisible()
    await expect(await rowOf(await findGrid(canvas, 'Webhooks'), 'Security bus')).toBeVisible()
    expect(acme().webhooks.find((webhook) => webhook.displayName === 'Security bus')).toMatchObject({ url: 'https://bus.acme.test/in', secret, eventKeys: ['frontegg.user.locked'], isActive: true })
  },
}

/** A test the receiver refuses: its 500 and its body, and the test counts as failed. */
export const WebhookTestedRed: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  beforeEach: () => {
    getWorld().connectivity.receivers.set('https://hooks.acme.test/gatehouse', { statusCode: 500, body: { error: 'archive is read-only' } })
  },
  play: async ({ canvas, userEvent }) => {
    await pickRowAction(userEvent, await findGrid(canvas, 'Webhooks'), 'Audit sink', 'Edit')
    const form = within(await dialog('Edit Audit sink'))
    await userEvent.click(form.getByRole('button', { name: 'Send a test' }))
    await expect(await form.findByText('The receiver answered 500: the test did not pass.')).toBeVisible()
    await expect(form.getByText(/"error": "archive is read-only"/)).toBeVisible()
  },
}

/** Switching a webhook off shows at once; when the API refuses, it goes back on with a message. */
export const ToggleRolledBack: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  beforeEach: () => {
    getWorld().connectivity.failures.connectivityChange = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    const row = within(await rowOf(await findGrid(canvas, 'Webhooks'), 'Audit sink'))
    await userEvent.click(row.getByRole('switch', { name: 'Calling Audit sink' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Audit sink was not switched: Internal server error')
    await waitFor(() => expect(row.getByRole('switch', { name: 'Calling Audit sink' })).toBeChecked())
  },
}

/** Deliveries paged 10 at a time from offset 0; a delivery's bodies pretty-printed; a failed one sent again (202), its new attempt listed on top. */
export const DeliveriesPagedAndRetried: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  // The new attempt is made now.
  parameters: { screenshot: { mask: ['time'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(await findGrid(canvas, 'Webhooks'), 'Audit sink')).getByRole('link', { name: 'Audit sink' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Deliveries of Audit sink' })).toHaveFocus(), { timeout: FIRST_LOAD_TIMEOUT })
    const grid = await findGrid(canvas, 'Deliveries')
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11))
    const logsCalls = () => loads(`${WEBHOOKS_PATH}/logs/`).map((request) => request.query)
    expect(logsCalls()[0]).toEqual({ id: 'webhook-audit-sink', offset: '0', limit: '10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3))
    expect(logsCalls().at(-1)).toEqual({ id: 'webhook-audit-sink', offset: '10', limit: '10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }))

    const failed = (await waitFor(() => within(grid).getAllByRole('row').find((row) => within(row).queryByText('500'))!))
    await userEvent.click(within(failed).getByRole('button', { name: /^Show delivery of/ }))
    const details = canvas.getByRole('region', { name: /^Delivery of/ })
    await expect(within(details).getByText(/"eventKey": "frontegg.user.invitedToTenant"/)).toBeVisible()
    await expect(within(details).getByText('Internal Server Error')).toBeVisible()
    await userEvent.click(within(details).getByRole('button', { name: 'Send again' }))
    await expect(await within(details).findByText('The delivery was sent again: its new attempt is listed.')).toBeVisible()
    expect(changesTo(`${WEBHOOKS_PATH}/logs`)).toEqual([{ method: 'POST', path: `${WEBHOOKS_PATH}/logs/webhook-audit-sink-delivery-9/retries`, body: {} }])
    const newest = () => within(grid).getAllByRole('row')[1]!.querySelector('time')?.getAttribute('datetime') ?? ''
    await waitFor(() => expect(newest() > '2026-11-20T10:00:00.000Z').toBe(true))
  },
}

/** Deleting a webhook asks first. */
export const WebhookDeleted: Story = {
  args: { startAt: '/admin/webhooks/webhook' },
  play: async ({ canvas, userEvent }) => {
    await pickRowAction(userEvent, await findGrid(canvas, 'Webhooks'), 'Audit sink', 'Delete webhook')
    const confirm = await alertDialog('Delete the webhook Audit sink?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByText('The webhook Audit sink was deleted.')).toBeVisible()
    await expect(await within(await findGrid(canvas, 'Webhooks')).findByText('There are no webhooks yet.')).toBeVisible()
  },
}

/** A read-only admin sees every platform and changes nothing. */
export const ReadOnlyAdmin: Story = {
  args: { startAt: '/admin/webhooks/email' },
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.email === people.ada.email)!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.connectivity.read.*'] })
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(canvas.getByText('You can see who receives each event but not change it.')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Send User invited' })).toBeDisabled()
    await expect(emailField(canvas, 'User invited', 1)).toHaveAttribute('readonly')
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull()
    await expect(screen.queryByRole('button', { name: /Add an address/ })).toBeNull()
  },
}

/** Tab until `target` has focus, as a keyboard user would (at most `max` presses). */
async function tabTo(userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'], target: HTMLElement, max = 40) {
  for (let presses = 0; presses < max && document.activeElement !== target; presses++) await userEvent.tab()
  await expect(target).toHaveFocus()
}

/** The keyboard alone: the overview's link, a new recipient, the save. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await platform(canvas, 'Email')
    await waitFor(() => expect(email).toHaveTextContent('1 event'), { timeout: FIRST_LOAD_TIMEOUT })
    await tabTo(userEvent, within(email).getByRole('link', { name: 'Set up Email' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Email' })).toHaveFocus())
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Add an address: User removed' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(emailField(canvas, 'User removed', 1)).toHaveFocus())
    await userEvent.keyboard('security@acme.test')
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Save changes' }))
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('1 event saved.')).toBeVisible()
    expect(changesTo(RECIPIENT_PLATFORM_PATHS.email)).toHaveLength(1)
  },
}

/** Changing without the delete key: an event's last recipient stays (no remove button; emptied, the save refuses before sending). */
export const WriteWithoutDelete: Story = {
  args: { startAt: '/admin/webhooks/email' },
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.email === people.ada.email)!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.connectivity.read.*', 'fe.connectivity.write.emailConfig'] })
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Users' }, { timeout: FIRST_LOAD_TIMEOUT })
    await expect(canvas.queryByRole('button', { name: 'Remove it@acme.test' })).toBeNull()
    await userEvent.clear(emailField(canvas, 'User invited', 1))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(emailField(canvas, 'User invited', 1)).toHaveAccessibleDescription('Keep at least one recipient: removing them all needs a permission you do not have.'))
    await expect(emailField(canvas, 'User invited', 1)).toHaveFocus()
    expect(changesTo(RECIPIENT_PLATFORM_PATHS.email)).toEqual([])
  },
}
