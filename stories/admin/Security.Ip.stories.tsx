import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { IP_RESTRICTIONS_CONFIG_PATH, IP_RESTRICTIONS_PATH } from '../../src/api/restrictions'
import { CALLER_IP, getWorld } from '../../src/fixtures'
import { alertDialog, dialog, noDialog, pickRowAction, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { openTab, pick, readOnlyAda, securityArgs } from './securityStory'

const meta = {
  title: 'Admin portal/Security/IP restrictions',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const ipTab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) => within(await openTab(canvas, userEvent, 'IP restrictions'))
const grid = (panel: ReturnType<typeof within>) => panel.findByRole('grid', { name: 'IP addresses' })
const listed = async (panel: ReturnType<typeof within>) =>
  within(await grid(panel))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
const posts = (path: string) => sent(path).filter((request) => request.method === 'POST')
const entry = (ip: string) => getWorld().security.ip.entries.find((candidate) => candidate.ip === ip)

export const ListPagedAndFiltered: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const panel = await ipTab(context)
    await step(context, 'allowed addresses first, 4 a page', async () => {
      await waitFor(async () => expect(await listed(panel)).toEqual(['198.51.100.0/24', '192.0.2.10', '2001:db8:acme::/48', '198.51.101.15']))
      await expect(sent(IP_RESTRICTIONS_PATH).find((request) => request.method === 'GET')?.query).toEqual({ _filter: 'ALLOW', _offset: '0', _limit: '4' })
      await context.userEvent.click(panel.getByRole('button', { name: 'Next page' }))
      await waitFor(async () => expect(await listed(panel)).toEqual(['100.64.12.9']))
    })
    await step(context, 'the blocked ones on their own', async () => {
      await pick(panel, context.userEvent, 'Show', 'Blocked addresses')
      await waitFor(async () => expect(await listed(panel)).toEqual(['192.0.2.66']))
    })
    await step(context, 'the admin sees their own address and whether it may sign in', async () => {
      await expect(panel.getByText(`Your IP address: ${CALLER_IP}`)).toBeVisible()
      await expect(panel.getByText('Your address may sign in under the current rules.')).toBeVisible()
    })
  },
}

async function step(context: Pick<Context, 'step'>, name: string, run: () => Promise<void>) {
  await context.step(name, run)
}

export const AddInvalidThenValid: Story = {
  play: async (context) => {
    const { userEvent } = context
    const panel = await ipTab(context)
    await userEvent.click(await panel.findByRole('button', { name: 'Add IP address' }))
    const add = within(await dialog('Add an IP address'))
    const field = add.getByLabelText('IP address or CIDR range')
    await userEvent.type(field, '10.0.0.0/33')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await expect(await add.findByText('Enter an IPv4 or IPv6 address, or a range like 198.51.100.0/24.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(posts(IP_RESTRICTIONS_PATH)).toHaveLength(0)
    await userEvent.clear(field)
    await userEvent.type(field, '10.20.0.0/16')
    await userEvent.type(add.getByLabelText('Description'), 'Data centre')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await noDialog()
    await expect(await context.canvas.findByText('10.20.0.0/16 was added.')).toBeVisible()
    await expect(posts(IP_RESTRICTIONS_PATH)[0]?.body).toEqual({ ip: '10.20.0.0/16', description: 'Data centre', strategy: 'ALLOW', isActive: true })
    await expect(entry('10.20.0.0/16')).toMatchObject({ strategy: 'ALLOW', description: 'Data centre' })
  },
}

export const EditAndDelete: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await ipTab(context)
    await pickRowAction(userEvent, await grid(panel), '192.0.2.10', 'Edit')
    const edit = within(await dialog('Edit 192.0.2.10'))
    await userEvent.clear(edit.getByLabelText('Description'))
    await userEvent.type(edit.getByLabelText('Description'), 'Old VPN')
    await userEvent.click(edit.getByRole('switch', { name: 'Active' }))
    await userEvent.click(edit.getByRole('button', { name: 'Save' }))
    await noDialog()
    await expect(await canvas.findByText('192.0.2.10 was saved.')).toBeVisible()
    await expect(entry('192.0.2.10')).toMatchObject({ description: 'Old VPN', isActive: false })
    await waitFor(async () => expect(within(await rowOf(await grid(panel), '192.0.2.10')).getByText('Inactive')).toBeVisible())

    await pickRowAction(userEvent, await grid(panel), '192.0.2.10', 'Delete')
    await userEvent.click(within(await alertDialog('Delete 192.0.2.10?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(await canvas.findByText('192.0.2.10 was deleted.')).toBeVisible()
    await expect(entry('192.0.2.10')).toBeUndefined()
    await waitFor(async () => expect(await listed(panel)).not.toContain('192.0.2.10'))
  },
}

export const BulkAdd: Story = {
  play: async (context) => {
    const { userEvent } = context
    const panel = await ipTab(context)
    await userEvent.click(await panel.findByRole('button', { name: 'Add several' }))
    const bulk = within(await dialog('Add several IP addresses'))
    const field = bulk.getByLabelText('IP addresses and ranges')
    await userEvent.type(field, '10.1.1.1, 10.1.1.2{enter}nonsense')
    await userEvent.click(bulk.getByRole('button', { name: 'Add' }))
    await expect(await bulk.findByText('This is not an address or range: nonsense')).toBeVisible()
    await userEvent.clear(field)
    await userEvent.type(field, '10.1.1.1, 10.1.1.2{enter}2001:db8::/64')
    await userEvent.click(bulk.getByRole('button', { name: 'Add' }))
    await noDialog()
    await expect(await context.canvas.findByText('3 addresses were added.')).toBeVisible()
    await expect(posts(`${IP_RESTRICTIONS_PATH}/bulk`)[0]?.body).toEqual({
      ips: ['10.1.1.1', '10.1.1.2', '2001:db8::/64'].map((ip) => ({ ip, strategy: 'ALLOW', isActive: true, description: '' })),
    })
  },
}

/** Turning on an allow list that does not have the admin's address: warned, and only saved once confirmed. */
export const LockOutWarning: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await ipTab(context)
    await userEvent.click(await panel.findByRole('switch', { name: 'Restrict sign-in by IP address' }))
    await userEvent.click(panel.getByRole('button', { name: 'Save IP restrictions' }))
    const warning = within(await alertDialog('Lock yourself out?'))
    await expect(warning.getByText(new RegExp(`your own address \\(${CALLER_IP.replace(/\./g, '\\.')}\\)`))).toBeVisible()
    await expect(posts(IP_RESTRICTIONS_CONFIG_PATH)).toHaveLength(0)
    await userEvent.click(warning.getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await expect(getWorld().security.ip.config.isActive).toBe(false)

    await userEvent.click(panel.getByRole('button', { name: 'Save IP restrictions' }))
    await userEvent.click(within(await alertDialog('Lock yourself out?')).getByRole('button', { name: 'Save anyway' }))
    await noDialog()
    await expect(await canvas.findByText('IP restrictions were saved.')).toBeVisible()
    await expect(posts(IP_RESTRICTIONS_CONFIG_PATH)[0]?.body).toEqual({ isActive: true, strategy: 'ALLOW' })
  },
}

/** Blocking one's own address from the entry dialog: the preview says so as it is typed, and the submit reads "Save anyway". */
export const BlockingOwnAddressWarns: Story = {
  beforeEach: () => {
    getWorld().security.ip.config = { isActive: true, strategy: 'BLOCK' }
  },
  play: async (context) => {
    const { userEvent } = context
    const panel = await ipTab(context)
    await pick(panel, userEvent, 'Show', 'Blocked addresses')
    await userEvent.click(panel.getByRole('button', { name: 'Add IP address' }))
    const add = within(await dialog('Add an IP address'))
    await userEvent.type(add.getByLabelText('IP address or CIDR range'), '203.0.113.0/24')
    await expect(await add.findByText(/Your own address \(203\.0\.113\.7\) would be kept out/)).toBeVisible()
    await expect(add.queryByRole('button', { name: 'Add' })).toBeNull()
    await expect(posts(IP_RESTRICTIONS_PATH)).toHaveLength(0)
    await userEvent.click(add.getByRole('button', { name: 'Save anyway' }))
    await noDialog()
    await expect(entry('203.0.113.0/24')?.strategy).toBe('BLOCK')
    await expect(await panel.findByText('Your address may not sign in under the current rules.')).toBeVisible()
  },
}

export const TestAndAddMyIp: Story = {
  play: async (context) => {
    const { userEvent } = context
    const panel = await ipTab(context)
    // The first verdict is in before the admin asks again.
    await expect(await panel.findByText('Your address may sign in under the current rules.')).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Test my IP' }))
    await waitFor(() => expect(posts(`${IP_RESTRICTIONS_PATH}/verify`).length).toBeGreaterThanOrEqual(2))
    await userEvent.click(panel.getByRole('button', { name: 'Add my IP' }))
    await expect(await panel.findByText('Your IP address was added to the allow list and the restrictions are on.')).toBeVisible()
    await expect(posts(IP_RESTRICTIONS_PATH)[0]?.body).toEqual({ ip: CALLER_IP, isActive: true, strategy: 'ALLOW', description: 'My IP' })
    await expect(getWorld().security.ip.config).toEqual({ isActive: true, strategy: 'ALLOW' })
    // Config, list and verdict were loaded again: the switch shows on, and the address still may sign in.
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Restrict sign-in by IP address' })).toBeChecked())
    await expect(await panel.findByText('Your address may sign in under the current rules.')).toBeVisible()
  },
}

export const SaveFails: Story = {
  beforeEach: () => {
    getWorld().failures.ipRestrictionChanges = 'serverError'
  },
  play: async (context) => {
    const { userEvent } = context
    await userEvent.click(await (await ipTab(context)).findByRole('button', { name: 'Add IP address' }))
    const add = within(await dialog('Add an IP address'))
    await userEvent.type(add.getByLabelText('IP address or CIDR range'), '10.9.9.9')
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await expect(await add.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(add.getByLabelText('IP address or CIDR range')).toHaveValue('10.9.9.9')
  },
}

export const ReadOnlyAdmin: Story = {
  beforeEach: readOnlyAda,
  play: async (context) => {
    const panel = await ipTab(context)
    await waitFor(async () => expect(await listed(panel)).toHaveLength(4))
    await expect(panel.queryByRole('button', { name: 'Add IP address' })).toBeNull()
    await expect(panel.queryByRole('button', { name: 'Add my IP' })).toBeNull()
    await expect(panel.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    await expect(panel.getByRole('switch', { name: 'Restrict sign-in by IP address' })).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'Test my IP' })).toBeVisible()
  },
}
