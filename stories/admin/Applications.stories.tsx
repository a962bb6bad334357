import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, FIRST_LOAD_TIMEOUT, noDialog, rowOf } from '../support/admin'
import { PHONE } from '../support/themeChecks'
import { StoryApp } from '../support/StoryApp'
import { expectUsableOnPhone } from './onAPhone'
import { portalMount } from './portalStory'
import { choose } from '../support/select'

const meta = {
  title: 'Admin portal/Applications',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/applications',
    mount: portalMount({ sections: DEFAULT_SECTIONS }),
  },
  // The section is in the navigation only with multi-apps-admin-portal on (spec/admin.md §2).
  parameters: { scenario: 'adminPortalApplications', layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const ACME = 'tenant-acme'
const table = () => screen.findByRole('grid', { name: 'Applications' }, { timeout: FIRST_LOAD_TIMEOUT })
const names = async () => [...(await table()).querySelectorAll('[role="rowheader"] > span > span:first-child')].map((name) => name.textContent)
const row = async (name: string) => within(await rowOf(await table(), name))
/** Once the list and the assigned users' names (from the users list) are on screen. */
async function loaded() {
  await waitFor(async () => expect(await names()).toContain('Acme Billing'), { timeout: FIRST_LOAD_TIMEOUT })
  await (await row('Acme Billing')).findByText(people.ada.name, {}, { timeout: FIRST_LOAD_TIMEOUT })
}
const assigned = (appId: string) => getWorld().team.appAssignments.filter((entry) => entry.appId === appId && entry.tenantId === ACME).map((entry) => entry.userId)
/** Assignments sent: POST apps-user and DELETE user-apps. */
const changes = () => getWorld().requests.filter((request) => request.method !== 'GET' && request.path.includes('/identity/resources/applications/v1/'))
/** An Acme member with a name who is not assigned Acme Billing. */
const unassignedMember = () => getWorld().users.find((person) => person.tenantIds.includes(ACME) && person.name && !assigned('app-billing').includes(person.id))!
/** A member listed under Acme Billing other than the signed-in admin. */
async function billingMember() {
  const listed = within((await row('Acme Billing')).getByRole('list', { name: 'Users assigned to Acme Billing' })).getAllByRole('listitem')
  return getWorld().users.find((person) => person.id !== 'user-ada' && assigned('app-billing').includes(person.id) && listed.some((item) => item.textContent?.startsWith(person.name!)))!
}

async function openAssign({ userEvent }: Pick<Context, 'userEvent'>) {
  await userEvent.click((await row('Acme Billing')).getByRole('button', { name: 'Assign user to Acme Billing' }))
  return within(await dialog('Assign a user to Acme Billing'))
}

async function pick({ userEvent }: Pick<Context, 'userEvent'>, form: ReturnType<typeof within>, name: string) {
  await choose(userEvent, form, /User$/, new RegExp(`^${name}`))
}

export const ListFreeAndManaged: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded()
    await step("Acme's applications only, not Globex's Partner Portal nor a sub-account's Labs Playground", async () => {
      await expect(await names()).toEqual(['Acme Console', 'Acme Analytics', 'Acme Billing'])
      await expect(canvas.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page')
    })
    await step('free access is available to everyone, with nobody to assign', async () => {
      const console = await row('Acme Console')
      await expect(console.getByText('Available to everyone')).toBeVisible()
      await expect(console.queryByRole('button', { name: /Assign/ })).toBeNull()
    })
    await step('a managed application counts and names its users, each with Unassign', async () => {
      const billing = await row('Acme Billing')
      await expect(billing.getByText(`${assigned('app-billing').length} users assigned`)).toBeVisible()
      const list = billing.getByRole('list', { name: 'Users assigned to Acme Billing' })
      await expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(5, assigned('app-billing').length))
      await expect(billing.getByRole('button', { name: `Unassign ${people.ada.name} from Acme Billing` })).toBeVisible()
      await expect(billing.getByRole('button', { name: 'Assign user to Acme Billing' })).toBeVisible()
    })
  },
}

export const ManyUsersShownOnRequest: Story = {
  play: async ({ userEvent }) => {
    await loaded()
    const analytics = await row('Acme Analytics')
    const count = assigned('app-analytics').length
    const list = analytics.getByRole('list', { name: 'Users assigned to Acme Analytics' })
    await expect(analytics.getByText(`${count} users assigned`)).toBeVisible()
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    const more = analytics.getByRole('button', { name: `Show all ${count}` })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(count)
    await expect(analytics.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(analytics.getByRole('button', { name: 'Show fewer' }))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
  },
}

export const AssignUser: Story = {
  play: async (context) => {
    await loaded()
    const member = unassignedMember()
    const before = assigned('app-billing').length
    const form = await openAssign(context)
    await pick(context, form, member.name!)
    await context.userEvent.dblClick(form.getByRole('button', { name: 'Assign' }))
    await noDialog()
    await expect(await screen.findByText(`${member.name} can now use Acme Billing.`)).toBeVisible()
    const billing = await row('Acme Billing')
    await expect(await billing.findByText(`${before + 1} users assigned`)).toBeVisible()
    await context.userEvent.click(billing.getByRole('button', { name: `Show all ${before + 1}` }))
    await expect(billing.getByText(member.name!)).toBeVisible()
    await expect(changes().map((request) => [request.method, request.body])).toEqual([['POST', { userId: member.id, appIds: ['app-billing'], tenantId: ACME }]])
  },
}

export const AssignWithoutChoosing: Story = {
  play: async (context) => {
    await loaded()
    const form = await openAssign(context)
    await context.userEvent.click(form.getByRole('button', { name: 'Assign' }))
    await expect(await form.findByText('Choose the user to assign.')).toBeVisible()
    await expect(form.getByRole('combobox', { name: /User$/ })).toHaveAccessibleDescription(expect.stringContaining('Choose the user to assign.'))
    await expect(changes()).toEqual([])
    const member = unassignedMember()
    await pick(context, form, member.name!)
    await expect(form.queryByText('Choose the user to assign.')).toBeNull()
  },
}

export const UnassignUser: Story = {
  play: async ({ userEvent }) => {
    await loaded()
    const member = await billingMember()
    await userEvent.click((await row('Acme Billing')).getByRole('button', { name: `Unassign ${member.name} from Acme Billing` }))
    const confirm = within(await alertDialog(`Unassign ${member.name} from Acme Billing?`))
    await expect(confirm.getByText('They can no longer use Acme Billing until assigned again.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Unassign' }))
    await noDialog()
    await expect(await screen.findByText(`${member.name} can no longer use Acme Billing.`)).toBeVisible()
    await waitFor(async () => expect((await row('Acme Billing')).queryByText(member.name!)).toBeNull())
    await expect(changes().map((request) => [request.method, request.body])).toEqual([['DELETE', { userId: member.id, appIds: ['app-billing'], tenantId: ACME }]])
  },
}

export const Empty: Story = {
  beforeEach: () => {
    getWorld().team.applications = []
  },
  play: async () => {
    await expect(await within(await table()).findByText('This account has no applications.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
  },
}

export const LoadFailsThenRetry: Story = {
  beforeEach: () => {
    getWorld().team.failures.applications = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: FIRST_LOAD_TIMEOUT })).toHaveTextContent("The account's applications didn't load.")
    getWorld().team.failures.applications = undefined
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const AssignFailsThenRetry: Story = {
  beforeEach: () => {
    getWorld().team.failures.applicationChanges = 'serverError'
  },
  play: async (context) => {
    await loaded()
    const member = unassignedMember()
    const form = await openAssign(context)
    await pick(context, form, member.name!)
    await context.userEvent.click(form.getByRole('button', { name: 'Assign' }))
    await expect(await form.findByRole('alert')).toHaveTextContent("The user wasn't assigned. Internal server error")
    await expect(form.getByRole('combobox', { name: /User$/ })).toHaveDisplayValue(new RegExp(`^${member.name}`))
    await expect(assigned('app-billing')).not.toContain(member.id)
    getWorld().team.failures.applicationChanges = undefined
    await context.userEvent.click(form.getByRole('button', { name: 'Assign' }))
    await noDialog()
    await expect(assigned('app-billing')).toContain(member.id)
  },
}

export const UnassignOffline: Story = {
  beforeEach: () => {
    getWorld().team.failures.applicationChanges = 'networkError'
  },
  play: async ({ userEvent }) => {
    await loaded()
    const member = await billingMember()
    await userEvent.click((await row('Acme Billing')).getByRole('button', { name: `Unassign ${member.name} from Acme Billing` }))
    const confirm = within(await alertDialog(`Unassign ${member.name} from Acme Billing?`))
    await userEvent.click(confirm.getByRole('button', { name: 'Unassign' }))
    await expect(await confirm.findByRole('alert')).toHaveTextContent("The user wasn't unassigned. We couldn't reach the server. Check your connection and try again.")
    await expect(assigned('app-billing')).toContain(member.id)
    await expect((await row('Acme Billing')).getByText(member.name!)).toBeVisible()
  },
}

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  beforeEach: () => {
    getWorld().featureFlags['multi-apps-admin-portal'] = 'on'
  },
  play: async ({ canvas }) => {
    await loaded()
    await expect(canvas.getByText('You can view who may use each application but not change it.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^(Assign|Unassign)/ })).toBeNull()
    await expect(changes()).toEqual([])
  },
}

export const KeyboardOnly: Story = {
  play: async ({ userEvent, step }) => {
    await loaded()
    const member = unassignedMember()
    await step('Tab to Assign user and open the dialog with Enter', async () => {
      const assign = (await row('Acme Billing')).getByRole('button', { name: 'Assign user to Acme Billing' })
      while (document.activeElement !== assign) await userEvent.tab()
      await userEvent.keyboard('{Enter}')
    })
    const form = await dialog('Assign a user to Acme Billing')
    await step("choose the user in the list and assign with Enter", async () => {
      await waitFor(() => expect(form.contains(document.activeElement)).toBe(true))
      const user = within(form).getByRole('combobox', { name: /User$/ })
      while (document.activeElement !== user) await userEvent.tab()
      // The browser's own list answers the keys of a native select (arrows, typing a name); choosing from it is what a person does there.
      await choose(userEvent, within(form), /User$/, new RegExp(`^${member.name}`))
      await expect(user).toHaveDisplayValue(new RegExp(`^${member.name}`))
      while (document.activeElement !== within(form).getByRole('button', { name: 'Assign' })) await userEvent.tab()
      await userEvent.keyboard('{Enter}')
    })
    await noDialog()
    await expect(assigned('app-billing')).toContain(member.id)
  },
}

export const OnAPhone: Story = {
  parameters: { ...PHONE.parameters },
  globals: PHONE.globals,
  play: async (context) => {
    await loaded()
    expectUsableOnPhone(context.canvasElement)
    const form = await openAssign(context)
    expectUsableOnPhone(form.getByRole('combobox', { name: /User$/ }).closest('[role="dialog"]') as HTMLElement)
  },
}

export const HiddenWithTheFlagOff: Story = {
  parameters: { scenario: 'adminPortal' },
  args: { startAt: '/admin/profile' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Admin portal' }, { timeout: FIRST_LOAD_TIMEOUT })
    await within(nav).findByRole('link', { name: 'Profile' })
    await expect(within(nav).queryByRole('link', { name: 'Applications' })).toBeNull()
    await expect(getWorld().requests.filter((request) => request.path.includes('/applications/'))).toEqual([])
  },
}
