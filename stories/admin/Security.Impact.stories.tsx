import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { DOMAIN_RESTRICTIONS_CONFIG_PATH, DOMAIN_RESTRICTIONS_PATH, IP_RESTRICTIONS_CONFIG_PATH, IP_RESTRICTIONS_PATH } from '../../src/api/restrictions'
import { MFA_POLICY_PATH } from '../../src/api/security'
import { CALLER_IP, getWorld } from '../../src/fixtures'
import { auditRow } from '../../src/fixtures/audits'
import { hasMfa } from '../../src/fixtures/session'
import { alertDialog, dialog, noDialog, tabTo } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { openTab, pick, securityArgs } from './securityStory'

/**
 * Risky changes of the security section show who they affect before they are saved: requiring MFA
 * (who has not enrolled), and the IP restrictions (who signed in during the last 7 days from an
 * address the new rules refuse, the admin's own address first).
 */
const meta = {
  title: 'Admin portal/Security/Impact previews',
  component: StoryApp,
  args: securityArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Scope = ReturnType<typeof within>

const DAY = 86_400_000
const tab = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string) => within(await openTab(canvas, userEvent, name))
const card = async (panel: Scope, title: string) => within(await panel.findByRole('region', { name: title }))
const writes = (path: string) => sent(path).filter((request) => request.method !== 'GET')
/** The preview's region in a dialog, once it is there (the MFA and domain previews come in a chunk of their own). */
const preview = async (scope: Scope) => within(await scope.findByRole('region', { name: 'Who this change affects' }))

/** Acme's people without a second factor, as the users query's `mfa-unenrolled` preset picks them. */
const unenrolled = () => getWorld().users.filter((user) => user.tenantIds.includes('tenant-acme') && !hasMfa(user))

/** Sets MFA to `type` and presses Save: the confirmation opens. */
async function requireMfa(context: Pick<Context, 'canvas' | 'userEvent'>, type: string) {
  const panel = await tab(context, 'General settings')
  const mfa = await card(panel, 'Multi-factor authentication')
  await pick(mfa, context.userEvent, 'Require MFA', type)
  await context.userEvent.click(mfa.getByRole('button', { name: 'Save Multi-factor authentication' }))
  return within(await alertDialog('Require multi-factor authentication?'))
}

export const EnforceMfaShowsWhoIsAsked: Story = {
  play: async (context) => {
    const { userEvent, canvas, step } = context
    const without = unenrolled()
    await step(`the ${without.length} people without MFA are counted, the first three named`, async () => {
      const confirm = await requireMfa(context, 'Required for everyone')
      await expect(await (await preview(confirm)).findByText(`${without.length} people have not set up multi-factor authentication and will be asked to at their next sign-in.`)).toBeVisible()
      const named = within((await preview(confirm)).getByRole('list', { name: 'People without multi-factor authentication' })).getAllByRole('listitem').map((item) => item.textContent)
      await expect(named).toHaveLength(4)
      for (const name of named.slice(0, 3)) await expect(without.map((user) => user.name || user.email)).toContain(name)
      await expect(named[3]).toBe(`and ${without.length - 3} more`)
      await expect(writes(MFA_POLICY_PATH)).toHaveLength(0)
    })
    await step('saved only once confirmed', async () => {
      await userEvent.click(within(await alertDialog('Require multi-factor authentication?')).getByRole('button', { name: 'Require MFA' }))
      await noDialog()
      await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
      await expect(writes(MFA_POLICY_PATH)[0]?.body).toMatchObject({ enforceMFAType: 'Force' })
    })
  },
}

export const EnforceMfaExceptSso: Story = {
  play: async (context) => {
    const confirm = await requireMfa(context, 'Required, except people who sign in with SSO')
    await expect(await (await preview(confirm)).findByText(/will be asked to at their next sign-in\. People who sign in with SSO are not asked\.$/)).toBeVisible()
  },
}

export const EnforceMfaNobodyAffected: Story = {
  beforeEach: () => {
    for (const user of getWorld().users) user.totpSecret ??= 'JBSWY3DPEHPK3PXP'
  },
  play: async (context) => {
    const confirm = await requireMfa(context, 'Required for everyone')
    await expect(await (await preview(confirm)).findByText('Everyone has set up multi-factor authentication: nobody is affected.')).toBeVisible()
    await expect((await preview(confirm)).queryByRole('list')).toBeNull()
  },
}

export const EnforceMfaPreviewFails: Story = {
  beforeEach: () => {
    getWorld().team.failures.users = 'serverError'
  },
  play: async (context) => {
    const { userEvent, canvas } = context
    const confirm = await requireMfa(context, 'Required for everyone')
    await expect(await (await preview(confirm)).findByText("We couldn't work out who this change affects. You can still save it.")).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Require MFA' }))
    await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
    await expect(getWorld().security.mfaEnforceType).toBe('Force')
  },
}

/** The link in the preview leads to the security center's table of everyone without MFA; nothing is saved. */
export const EnforceMfaSeeEveryone: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const confirm = await requireMfa(context, 'Required for everyone')
    await userEvent.click(await confirm.findByRole('button', { name: 'See everyone without MFA' }))
    await noDialog()
    await expect(await canvas.findByRole('tab', { name: 'Security center' })).toHaveAttribute('aria-selected', 'true')
    await expect(await canvas.findByRole('region', { name: 'People without multi-factor authentication' })).toBeVisible()
    await expect(writes(MFA_POLICY_PATH)).toHaveLength(0)
  },
}

export const EnforceMfaByKeyboard: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await tab(context, 'General settings')
    const mfa = await card(panel, 'Multi-factor authentication')
    const select = await mfa.findByRole('combobox', { name: /Require MFA/ })
    await tabTo(userEvent, select)
    // A native <select>: its arrow keys are the browser's own, which a script cannot press; the choice is made as they would make it.
    await pick(mfa, userEvent, 'Require MFA', 'Required for everyone')
    await waitFor(() => expect(select).toHaveDisplayValue('Required for everyone'))
    await tabTo(userEvent, mfa.getByRole('button', { name: 'Save Multi-factor authentication' }))
    await userEvent.keyboard('{Enter}')
    const confirm = within(await alertDialog('Require multi-factor authentication?'))
    await (await preview(confirm)).findByText(/people have not set up multi-factor authentication/)
    await tabTo(userEvent, confirm.getByRole('button', { name: 'Require MFA' }))
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Multi-factor authentication settings were saved.')).toBeVisible()
  },
}

// ---------------------------------------------------------------- IP restrictions

/** Acme's office network, which the admin signs in from, and the homes and phones its people use too. */
const OFFICE = '203.0.113'
const NETWORKS = [OFFICE, '198.51.100', '192.0.2', '100.64.12']

/** A week and more of sign-ins from those networks, and the office allowed: turning the allow list on keeps out the rest. */
function signInsFromNetworks() {
  const world = getWorld()
  Object.assign(world.audits, { networks: NETWORKS, count: 2400, built: undefined })
  const at = new Date(world.audits.now - 30 * DAY).toISOString()
  world.security.ip.entries.push({ id: 'ip-office', ip: `${OFFICE}.0/24`, description: 'Office', strategy: 'ALLOW', isActive: true, createdAt: at, updatedAt: at })
  awayFromTheWeeksEdge()
}

/**
 * Keeps every sign-in at least a minute from the edge of the last 7 days, so what the preview counts
 * does not hang on the second the story runs: the logs move back two minutes while one is that close.
 */
function awayFromTheWeeksEdge() {
  const { audits } = getWorld()
  const near = () => Array.from({ length: 60 }, (_, k) => auditRow(audits, 1410 + k)).some((row) => Math.abs(Date.parse(row.createdAt) - (Date.now() - 7 * DAY)) < 60_000)
  for (let tries = 0; tries < 10 && near(); tries++) Object.assign(audits, { now: audits.now - 120_000, built: undefined })
}

/** Who signed in during the last 7 days from an address outside the allow list, read from the audit rows themselves. */
function keptOutByAllowList(): { people: Set<string>; addresses: Set<string> } {
  const { audits } = getWorld()
  const allowed = (ip: string) => ip.startsWith(`${OFFICE}.`) || ip.startsWith('198.51.100.') || ['192.0.2.10', '100.64.12.9'].includes(ip)
  const people = new Set<string>()
  const addresses = new Set<string>()
  for (let index = 0; index < audits.count; index++) {
    const row = auditRow(audits, index)
    if (Date.parse(row.createdAt) < Date.now() - 7 * DAY) break
    if (row.action !== 'User logged in' || allowed(row.ip)) continue
    people.add(row.user)
    addresses.add(row.ip)
  }
  return { people, addresses }
}

/** Turns the allow list on and presses Save: the confirmation opens with the preview. */
async function turnOnTheAllowList(context: Pick<Context, 'canvas' | 'userEvent'>) {
  const panel = await tab(context, 'IP restrictions')
  await context.userEvent.click(await panel.findByRole('switch', { name: 'Restrict sign-in by IP address' }))
  await context.userEvent.click(panel.getByRole('button', { name: 'Save IP restrictions' }))
  return within(await alertDialog('Save IP restrictions?'))
}

export const TurningOnTheAllowListShowsWhoIsKeptOut: Story = {
  beforeEach: signInsFromNetworks,
  play: async (context) => {
    const expected = keptOutByAllowList()
    const confirm = await turnOnTheAllowList(context)
    await context.step(`${expected.people.size} people from ${expected.addresses.size} addresses, the latest first`, async () => {
      await expect(await (await preview(confirm)).findByText(`${expected.people.size} people who signed in during the last 7 days would be kept out. They signed in from ${expected.addresses.size} addresses the new rules refuse.`)).toBeVisible()
      const listed = within((await preview(confirm)).getByRole('list', { name: 'People who would be kept out' })).getAllByRole('listitem')
      await expect(listed).toHaveLength(6)
      for (const item of listed.slice(0, 5)) await expect([...expected.people]).toContain(item.textContent?.replace(/ \(.*\)$/, ''))
      await expect(listed[5]).toHaveTextContent(`and ${expected.people.size - 5} more people`)
      // The admin's own address is on the office network, which stays allowed.
      await expect((await preview(confirm)).queryByText(/Your own address/)).toBeNull()
      await expect(writes(IP_RESTRICTIONS_CONFIG_PATH)).toHaveLength(0)
    })
  },
}

export const TurningOnTheAllowListSavesOnceConfirmed: Story = {
  beforeEach: signInsFromNetworks,
  play: async (context) => {
    const { userEvent, canvas } = context
    const confirm = await turnOnTheAllowList(context)
    await (await preview(confirm)).findByRole('list', { name: 'People who would be kept out' })
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await expect(writes(IP_RESTRICTIONS_CONFIG_PATH)).toHaveLength(0)
    await expect(getWorld().security.ip.config.isActive).toBe(false)
    await userEvent.click(canvas.getByRole('button', { name: 'Save IP restrictions' }))
    await userEvent.click(within(await alertDialog('Save IP restrictions?')).getByRole('button', { name: 'Save' }))
    await noDialog()
    await expect(await canvas.findByText('IP restrictions were saved.')).toBeVisible()
    await expect(writes(IP_RESTRICTIONS_CONFIG_PATH)[0]?.body).toEqual({ isActive: true, strategy: 'ALLOW' })
  },
}

/** On a block list, the preview follows the address as it is typed: a whole network, then one address nobody used. */
export const BlockedAddressPreviewFollowsTheTyping: Story = {
  beforeEach: () => {
    signInsFromNetworks()
    getWorld().security.ip.config = { isActive: true, strategy: 'BLOCK' }
  },
  play: async (context) => {
    const { userEvent } = context
    const panel = await tab(context, 'IP restrictions')
    await pick(panel, userEvent, 'Show', 'Blocked addresses')
    await userEvent.click(panel.getByRole('button', { name: 'Add IP address' }))
    const add = within(await dialog('Add an IP address'))
    const field = add.getByLabelText('IP address or CIDR range')
    await userEvent.type(field, '100.64.12.0/24')
    await expect(await (await preview(add)).findByText(/people? who signed in during the last 7 days would be kept out\./)).toBeVisible()
    await userEvent.clear(field)
    await userEvent.type(field, '100.64.12.1')
    await expect(await (await preview(add)).findByText('Nobody who signed in during the last 7 days would be kept out.')).toBeVisible()
    await userEvent.click(add.getByRole('button', { name: 'Add' }))
    await noDialog()
    await expect(writes(IP_RESTRICTIONS_PATH)[0]?.body).toMatchObject({ ip: '100.64.12.1', strategy: 'BLOCK' })
  },
}

/** Blocking the office network: the admin's own address comes first, and one submit labelled "Save anyway" saves. */
export const BlockingTheOfficeNamesTheAdminFirst: Story = {
  beforeEach: () => {
    signInsFromNetworks()
    getWorld().security.ip.config = { isActive: true, strategy: 'BLOCK' }
  },
  play: async (context) => {
    const { userEvent } = context
    const panel = await tab(context, 'IP restrictions')
    await pick(panel, userEvent, 'Show', 'Blocked addresses')
    await userEvent.click(panel.getByRole('button', { name: 'Add IP address' }))
    const add = within(await dialog('Add an IP address'))
    await userEvent.type(add.getByLabelText('IP address or CIDR range'), `${OFFICE}.0/24`)
    await expect(await (await preview(add)).findByText(`Your own address (${CALLER_IP}) would be kept out: you could not sign in again from where you are now.`)).toBeVisible()
    await userEvent.click(add.getByRole('button', { name: 'Save anyway' }))
    await noDialog()
    await expect(getWorld().security.ip.entries.find((entry) => entry.ip === `${OFFICE}.0/24` && entry.strategy === 'BLOCK')).toBeDefined()
  },
}

export const IpPreviewFails: Story = {
  beforeEach: () => {
    signInsFromNetworks()
    getWorld().audits.failures.audits = 'networkError'
  },
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await tab(context, 'IP restrictions')
    await userEvent.click(await panel.findByRole('switch', { name: 'Restrict sign-in by IP address' }))
    await userEvent.click(panel.getByRole('button', { name: 'Save IP restrictions' }))
    const confirm = within(await alertDialog('Save IP restrictions?'))
    await expect(await (await preview(confirm)).findByText("We couldn't work out who this change affects. You can still save it.")).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('IP restrictions were saved.')).toBeVisible()
  },
}

// ---------------------------------------------------------------- email-domain restrictions

/** Acme's people whose email domain is neither acme.test nor partner.test (nor under them): an allow list of those two refuses them. */
function outsideTheAllowedDomains(): string[] {
  const covered = (email: string) => /@(.+\.)?(acme\.test|partner\.test)$/i.test(email)
  return getWorld()
    .users.filter((user) => user.tenantIds.includes('tenant-acme') && !covered(user.email))
    .map((user) => user.name || user.email)
}

/** Some of Acme's people are contractors, at their own companies' domains. */
function contractors() {
  const generated = getWorld().users.filter((user) => user.tenantIds.includes('tenant-acme') && /^user-\d{3}$/.test(user.id))
  generated.slice(0, 14).forEach((user, index) => {
    user.email = user.email.replace(/@.*$/, index % 3 === 0 ? '@freelance.test' : '@northwind.test')
  })
}

export const TurningOnTheDomainAllowListShowsWhoIsRefused: Story = {
  beforeEach: contractors,
  play: async (context) => {
    const { userEvent, canvas } = context
    const outside = outsideTheAllowedDomains()
    const panel = await tab(context, 'Email domains')
    await userEvent.click(await panel.findByRole('switch', { name: 'Restrict sign-up by email domain' }))
    await userEvent.click(panel.getByRole('button', { name: 'Save Email domain restrictions' }))
    const confirm = within(await alertDialog('Save email domain restrictions?'))
    await expect(await (await preview(confirm)).findByText(new RegExp(`^${outside.length} people already in the account have an email address the new rules would refuse at sign-up or invitation\\. By domain: `))).toBeVisible()
    const listed = within((await preview(confirm)).getByRole('list', { name: 'People whose email domain would be refused' })).getAllByRole('listitem')
    for (const item of listed.slice(0, -1)) await expect(outside).toContain(item.textContent)
    await expect(writes(DOMAIN_RESTRICTIONS_CONFIG_PATH)).toHaveLength(0)
    await userEvent.click(confirm.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Email domain restrictions were saved.')).toBeVisible()
    await expect(getWorld().security.domains.config.active).toBe(true)
  },
}

/** Deleting acme.test from an allow list in force: everyone at Acme would be refused. */
export const DeletingAnAllowedDomainShowsWhoIsRefused: Story = {
  beforeEach: () => {
    getWorld().security.domains.config = { active: true, blockPublicDomains: false, listType: 'ALLOW' }
  },
  play: async (context) => {
    const { userEvent } = context
    const atAcme = getWorld().users.filter((user) => user.tenantIds.includes('tenant-acme') && /@(.+\.)?acme\.test$/i.test(user.email))
    const panel = await tab(context, 'Email domains')
    await userEvent.click(await panel.findByRole('button', { name: 'Delete acme.test' }))
    const confirm = within(await alertDialog('Delete acme.test?'))
    await expect(await (await preview(confirm)).findByText(new RegExp(`^${atAcme.length} people already in the account`))).toBeVisible()
    await expect((await preview(confirm)).getByText(/By domain: acme\.test \(\d+\)/)).toBeVisible()
    await expect(sent(DOMAIN_RESTRICTIONS_PATH).filter((request) => request.method === 'DELETE')).toHaveLength(0)
  },
}

/** Adding a domain to the allow list refuses nobody more: the preview says so as the domain is typed. */
export const AddingAnAllowedDomainRefusesNobody: Story = {
  play: async (context) => {
    const { userEvent } = context
    const panel = await tab(context, 'Email domains')
    await userEvent.click(await panel.findByRole('button', { name: 'Add domain' }))
    const add = within(await dialog('Add a domain'))
    await userEvent.type(add.getByLabelText('Domain'), 'globex.test')
    await expect(await (await preview(add)).findByText('Nobody already in the account has an email address the new rules would refuse.')).toBeVisible()
  },
}

export const DomainPreviewFails: Story = {
  beforeEach: () => {
    getWorld().team.failures.users = 'networkError'
  },
  play: async (context) => {
    const { userEvent, canvas } = context
    const panel = await tab(context, 'Email domains')
    await userEvent.click(await panel.findByRole('switch', { name: 'Restrict sign-up by email domain' }))
    await userEvent.click(panel.getByRole('button', { name: 'Save Email domain restrictions' }))
    const confirm = within(await alertDialog('Save email domain restrictions?'))
    await expect(await (await preview(confirm)).findByText("We couldn't work out who this change affects. You can still save it.")).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Email domain restrictions were saved.')).toBeVisible()
  },
}
