import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SUB_ACCOUNT_USERS_PAGE_SIZE as USERS_PAGE, SUB_TENANT_ADD_USERS_PATH, SUB_TENANT_USERS_PATH, USER_JWT_PATH } from '../../src/api/subAccounts'
import { accountRoleKey, getWorld, HIERARCHY_READ, HIERARCHY_WRITE, makeResellerAdmin, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, findGrid, noDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { asReseller, findTree, firstPageOfUsers, treeRow, usersOf, withNesting } from './accountsStory'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/All accounts/Account page',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts/tenant-acme-eu', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: asReseller,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const usersGrid = (canvas: Canvas) => findGrid(canvas, 'Users of Acme Europe')
/** An Acme Europe user picked from the seeded world, by their place on the list's first page (by name descending, spec/admin.md §9). */
const europeUser = (at = 0) => firstPageOfUsers('tenant-acme-eu')[at]!
const rowOfUser = async (canvas: Canvas, name: string) => (await within(await usersGrid(canvas)).findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('[role="row"]') as HTMLElement
const calls = (method: string, suffix: string) => getWorld().requests.filter((request) => request.method === method && request.path.endsWith(suffix))

export const AccountUsers: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await step('the deep link opens the account: its heading, where it sits, its users', async () => {
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Acme Europe', level: 3 })).toHaveFocus(), { timeout: FIRST_LOAD_TIMEOUT })
      await expect(canvas.getByText(`${usersOf('tenant-acme-eu').length} users · Created Feb 14, 2024`)).toBeVisible()
      await expect(within(canvas.getByRole('navigation', { name: 'Where this account sits' })).getByRole('link', { name: '← All accounts' })).toBeVisible()
    })
    await step('each user with their roles in this account and their sub-account access', async () => {
      const grid = await usersGrid(canvas)
      await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(Math.min(USERS_PAGE, usersOf('tenant-acme-eu').length) + 1))
      const first = europeUser()
      const row = within(await rowOfUser(canvas, first.name))
      for (const role of getWorld().team.roles.filter((candidate) => first.roles.includes(candidate.key))) await expect(row.getByText(role.name)).toBeVisible()
      await expect(row.getByRole('checkbox', { name: `Allow ${first.name} into sub-accounts` })).not.toBeChecked()
      await expect(sent(SUB_TENANT_USERS_PATH)[0]?.query).toEqual({ _tenantId: 'tenant-acme-eu', _offset: '0', _limit: String(USERS_PAGE), _sortBy: 'name', _order: 'DESC' })
    })
  },
}

export const AddUsers: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await usersGrid(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add users' }))
    const form = within(await dialog('Add users to Acme Europe'))
    const emails = form.getByRole('textbox', { name: 'Email addresses' })
    await step('an address that is not one is named at the field; nothing is sent', async () => {
      await userEvent.type(emails, 'lin@eu.acme.test, lin-at-home')
      await userEvent.click(form.getByRole('button', { name: 'Add' }))
      await expect(emails).toHaveAccessibleDescription(/Not an email address: lin-at-home/)
      await expect(calls('POST', SUB_TENANT_ADD_USERS_PATH)).toEqual([])
    })
    await step('with roles and sub-account access, the users are added and listed', async () => {
      await userEvent.clear(emails)
      // Named "zuri" by the API: first by name descending, so on the first page.
      await userEvent.type(emails, 'zuri@eu.acme.test')
      await userEvent.click(await form.findByRole('checkbox', { name: 'Support' }))
      await userEvent.click(form.getByRole('checkbox', { name: 'Allow sub-account access' }))
      await userEvent.click(form.getByRole('button', { name: 'Add' }))
      await noDialog()
      await expect(canvas.getByText('1 user was added.')).toBeVisible()
      await expect(await canvas.findByText(`${usersOf('tenant-acme-eu').length} users · Created Feb 14, 2024`)).toBeVisible()
      await expect(calls('POST', SUB_TENANT_ADD_USERS_PATH)[0]?.body).toEqual({ tenantId: 'tenant-acme-eu', users: [{ email: 'zuri@eu.acme.test' }], roleIds: ['role-Support'], allowSubAccountAccess: true })
      const row = within(await rowOfUser(canvas, 'zuri'))
      await expect(row.getByText('Support')).toBeVisible()
      await expect(row.getByRole('checkbox', { name: /Allow zuri into sub-accounts/ })).toBeChecked()
    })
  },
}

export const AddUsersNoPermission: Story = {
  beforeEach: () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ, HIERARCHY_WRITE]),
  play: async ({ canvas }) => {
    await usersGrid(canvas)
    const add = canvas.getByRole('button', { name: 'Add users' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription('Adding users needs the permission to give sub-account access.')
    await expect(within(await rowOfUser(canvas, europeUser().name)).getByRole('checkbox')).toBeDisabled()
  },
}

export const ChangeRoles: Story = {
  play: async ({ canvas, userEvent }) => {
    const someone = europeUser(1)
    await userEvent.click(within(await rowOfUser(canvas, someone.name)).getByRole('button', { name: `Actions for ${someone.name}` }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Change roles' }))
    const form = within(await dialog(`Roles of ${someone.name} in Acme Europe`))
    await userEvent.click(await form.findByRole('checkbox', { name: 'Auditor' }))
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await noDialog()
    await expect(await within(await rowOfUser(canvas, someone.name)).findByText('Auditor')).toBeVisible()
    await expect(calls('PATCH', `/${someone.id}/roles`)[0]?.body).toEqual({ tenantId: 'tenant-acme-eu', roleIds: expect.arrayContaining(['role-Auditor']) })
    await expect(getWorld().allAccounts.roles.get(accountRoleKey(someone.id, 'tenant-acme-eu'))).toContain('Auditor')
  },
}

export const RemoveUser: Story = {
  play: async ({ canvas, userEvent }) => {
    const someone = europeUser(2)
    await userEvent.click(within(await rowOfUser(canvas, someone.name)).getByRole('button', { name: `Actions for ${someone.name}` }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Remove from account' }))
    const confirm = within(await alertDialog(`Remove ${someone.name}?`))
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    await noDialog()
    await waitFor(async () => expect(within(await usersGrid(canvas)).queryByRole('rowheader', { name: new RegExp(`^${someone.name}`) })).toBeNull())
    await expect(calls('DELETE', SUB_TENANT_USERS_PATH)[0]?.body).toEqual({ userId: someone.id, tenantId: 'tenant-acme-eu' })
  },
}

export const ToggleAccess: Story = {
  play: async ({ canvas, userEvent }) => {
    const someone = europeUser()
    const toggle = within(await rowOfUser(canvas, someone.name)).getByRole('checkbox')
    await userEvent.click(toggle)
    await waitFor(() => expect(calls('PUT', `/${someone.id}/access`)[0]?.body).toEqual({ allowAccess: true }))
    await waitFor(async () => expect(within(await rowOfUser(canvas, someone.name)).getByRole('checkbox')).toBeChecked())
    await expect(getWorld().allAccounts.subAccountAccess.has(someone.id)).toBe(true)
  },
}

export const WorkInsideSubAccountAndBack: Story = {
  beforeEach: withNesting,
  args: { startAt: '/admin/all-accounts/tenant-acme-labs' },
  play: async ({ canvas, userEvent, step }) => {
    await step('the account gives a token for itself and the section works inside it, marked', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Work inside this account' }, { timeout: FIRST_LOAD_TIMEOUT }))
      await expect(await canvas.findByText('You are working inside Acme Labs.')).toBeVisible()
      await expect(sent(USER_JWT_PATH).map((request) => request.body)).toEqual([{ tenantId: 'tenant-acme-labs' }])
      const tree = await canvas.findByRole('treegrid', { name: 'Account hierarchy' })
      const labsChildren = getWorld().tenants.filter((tenant) => tenant.parentTenantId === 'tenant-acme-labs')
      await waitFor(() => expect(within(tree).getAllByRole('row').map((row) => row.getAttribute('aria-label') ?? row.textContent)).toHaveLength(labsChildren.length))
      await expect(await treeRow(tree, labsChildren[0]!.name)).toBeVisible()
      await expect(within(tree).queryByRole('row', { name: /^Acme Europe/ })).toBeNull()
    })
    await step('back: the admin’s own account again, the marker gone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to your account' }))
      await findTree(canvas)
      await expect(canvas.queryByText('You are working inside Acme Labs.')).toBeNull()
    })
  },
}

export const UnknownAccount: Story = {
  args: { startAt: '/admin/all-accounts/tenant-nowhere' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This account does not exist or is not yours to see.', {}, { timeout: FIRST_LOAD_TIMEOUT })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← All accounts' })).toBeVisible()
  },
}
