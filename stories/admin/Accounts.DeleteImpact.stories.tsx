import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { SUB_TENANT_USERS_PATH, SUB_TENANTS_PATH } from '../../src/api/subAccounts'
import { getWorld, people, seedAccountWithUsers } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, noDialog, tabTo } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { asReseller, findTree, rowHasFocus, subTenantCalls, treeAction, treeRow } from './accountsStory'
import { portalMount } from './portalStory'

/**
 * Deleting a sub-account says, before it is confirmed, what goes with it: the accounts below it
 * (the API deletes the whole subtree) and the people who lose access, those who are members of an
 * account elsewhere keeping it. The subtree and its users load when the dialog opens.
 */
const meta = {
  title: 'Admin portal/All accounts/Delete impact',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: asReseller,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Scope = ReturnType<typeof within>

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Priya', 'Arjun', 'Mei', 'Hiroshi', 'Fatima', 'Omar', 'Ingrid', 'Lars']
const LAST = ['Abbott', 'Baker', 'Castillo', 'Dahl', 'Eriksen', 'Fontaine', 'Gupta', 'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Lindqvist', 'Mensah', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka']
const names = (count: number, from: number) => Array.from({ length: count }, (_, index) => `${FIRST[(from + index) % FIRST.length]} ${LAST[Math.floor((from + index) / FIRST.length) % LAST.length]}`)

/** The accounts Acme Labs holds in withLabsSubtree, nearest first. */
const BELOW_LABS = ['Labs Berlin', 'Labs Tokyo', 'Labs Berlin Studio']

/**
 * Under Acme Labs (16 people): Labs Berlin (120) with Labs Berlin Studio (40) below it, and Labs
 * Tokyo (90). Every tenth of the new people is a member of Acme too; three of Labs' own people are
 * members of Labs Berlin as well (counted once).
 */
function withLabsSubtree() {
  const world = getWorld()
  const made = [
    ...seedAccountWithUsers(world, { tenantId: 'tenant-labs-berlin', name: 'Labs Berlin', parentTenantId: 'tenant-acme-labs' }, names(120, 0)),
    ...seedAccountWithUsers(world, { tenantId: 'tenant-labs-tokyo', name: 'Labs Tokyo', parentTenantId: 'tenant-acme-labs' }, names(90, 120)),
    ...seedAccountWithUsers(world, { tenantId: 'tenant-labs-berlin-studio', name: 'Labs Berlin Studio', parentTenantId: 'tenant-labs-berlin' }, names(40, 210)),
  ]
  made.forEach((user, index) => index % 10 === 0 && user.tenantIds.push('tenant-acme'))
  for (const user of world.users.filter((candidate) => candidate.tenantIds.includes('tenant-acme-labs')).slice(0, 3)) user.tenantIds.push('tenant-labs-berlin')
}

/** Who deleting Acme Labs takes out, as the world holds them: each person once, and how many are members outside the subtree. */
function losingLabs() {
  const subtree = new Set(['tenant-acme-labs', 'tenant-labs-berlin', 'tenant-labs-tokyo', 'tenant-labs-berlin-studio'])
  const members = getWorld().users.filter((user) => user.tenantIds.some((tenantId) => subtree.has(tenantId)))
  return {
    names: members.map((user) => user.name || user.email).sort((a, b) => a.localeCompare(b)),
    keep: members.filter((user) => user.tenantIds.some((tenantId) => !subtree.has(tenantId))).length,
  }
}

const preview = async (scope: Scope) => within(await scope.findByRole('region', { name: 'What goes with it' }))
const listed = (region: Scope, name: string) => within(region.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent)
const deletes = () => subTenantCalls('DELETE').map((request) => request.path)

export const DeleteLabsShowsWhatGoesWithIt: Story = {
  beforeEach: withLabsSubtree,
  play: async ({ canvas, userEvent, step }) => {
    const expected = losingLabs()
    const tree = await findTree(canvas)
    await step('nothing of the preview loads with the tree', async () => {
      await expect(sent(SUB_TENANT_USERS_PATH)).toHaveLength(0)
    })
    await step(`the 3 accounts below are named, the ${expected.names.length} people counted once each, ${expected.keep} of them keeping another account`, async () => {
      await treeAction(userEvent, tree, 'Acme Labs', 'Delete')
      const confirm = within(await alertDialog('Delete Acme Labs?'))
      await expect(confirm.getByText('Acme Labs and the 3 accounts under it will be deleted.')).toBeVisible()
      const region = await preview(confirm)
      await expect(
        await region.findByText(`${expected.names.length} people lose access to Acme Labs and the accounts under it. ${expected.keep} of them are also members of other accounts and keep those.`),
      ).toBeVisible()
      await expect(listed(region, 'Accounts deleted with it')).toEqual(BELOW_LABS)
      await expect(listed(region, 'People who lose access')).toEqual([...expected.names.slice(0, 5), `and ${expected.names.length - 5} more people`])
      await expect(deletes()).toHaveLength(0)
    })
  },
}

export const DeleteLabsSavedOnlyOnceConfirmed: Story = {
  beforeEach: withLabsSubtree,
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await DeleteLabsShowsWhatGoesWithIt.play!(context)
    const keeper = getWorld().users.find((user) => user.id === 'user-tenant-labs-berlin-1')!
    await step('Delete sends it, once; the subtree is gone and who was a member elsewhere keeps it', async () => {
      await userEvent.click(within(await alertDialog('Delete Acme Labs?')).getByRole('button', { name: 'Delete' }))
      await noDialog()
      await expect(deletes()).toEqual([`${SUB_TENANTS_PATH}/tenant-acme-labs`])
      await expect(await canvas.findByText('Acme Labs was deleted.')).toBeVisible()
      await waitFor(async () => expect(within(await findTree(canvas)).queryByRole('row', { name: /^Acme Labs/ })).toBeNull())
      await expect(getWorld().tenants.filter((tenant) => tenant.tenantId.startsWith('tenant-labs-') || tenant.tenantId === 'tenant-acme-labs')).toEqual([])
      await expect(keeper.tenantIds).toEqual(['tenant-acme'])
    })
  },
}

/** Acme Empty, under Acme, has nobody and nothing below it. */
export const DeleteEmptyAccountNobodyAffected: Story = {
  beforeEach: () => {
    seedAccountWithUsers(getWorld(), { tenantId: 'tenant-acme-empty', name: 'Acme Empty' }, [])
  },
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Empty', 'Delete')
    const confirm = within(await alertDialog('Delete Acme Empty?'))
    const region = await preview(confirm)
    await expect(await region.findByText('Acme Empty has no users: nobody is affected.')).toBeVisible()
    await expect(region.queryByRole('list')).toBeNull()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(deletes()).toEqual([`${SUB_TENANTS_PATH}/tenant-acme-empty`])
    await expect(await canvas.findByText('Acme Empty was deleted.')).toBeVisible()
    await waitFor(() => expect(within(tree).queryByRole('row', { name: /^Acme Empty/ })).toBeNull())
  },
}

/** The users of the subtree do not load: the dialog says so, and Delete stays as it is. */
export const PreviewFails: Story = {
  beforeEach: () => {
    withLabsSubtree()
    getWorld().allAccounts.failures.accountUsers = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Labs', 'Delete')
    const confirm = within(await alertDialog('Delete Acme Labs?'))
    const region = await preview(confirm)
    await expect(await region.findByText("We couldn't work out what this deletes. You can still delete it.")).toBeVisible()
    await expect(region.queryByRole('list')).toBeNull()
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(deletes()).toHaveLength(0)
  },
}

export const PreviewFailsStillDeletes: Story = {
  beforeEach: PreviewFails.beforeEach,
  play: async (context) => {
    await PreviewFails.play!(context)
    await context.userEvent.click(within(await alertDialog('Delete Acme Labs?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(deletes()).toEqual([`${SUB_TENANTS_PATH}/tenant-acme-labs`])
    await expect(await context.canvas.findByText('Acme Labs was deleted.')).toBeVisible()
    await waitFor(async () => expect(within(await findTree(context.canvas)).queryByRole('row', { name: /^Acme Labs/ })).toBeNull())
  },
}

export const DeleteByKeyboard: Story = {
  beforeEach: withLabsSubtree,
  play: async ({ canvas, userEvent, step }) => {
    const expected = losingLabs()
    const tree = await findTree(canvas)
    await step('Tab into the tree, down to Acme Labs, right along its row to its actions, Enter, down to Delete, Enter', async () => {
      for (let presses = 0; presses < 30 && !tree.contains(document.activeElement); presses++) await userEvent.tab()
      for (let presses = 0; presses < 5 && document.activeElement !== (await treeRow(tree, 'Acme Labs')); presses++) await userEvent.keyboard('{ArrowDown}')
      await rowHasFocus(tree, 'Acme Labs')
      const actions = within(await treeRow(tree, 'Acme Labs')).getByRole('button', { name: 'Actions for Acme Labs' })
      for (let presses = 0; presses < 6 && document.activeElement !== actions; presses++) await userEvent.keyboard('{ArrowRight}')
      await expect(actions).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const remove = await screen.findByRole('menuitem', { name: 'Delete' })
      // The menu takes the focus once its popover is in (it loads on the way to the first open).
      await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true))
      // The arrows move within the menu, not along the tree's rows behind it.
      for (let presses = 0; presses < 8 && document.activeElement !== remove; presses++) await userEvent.keyboard('{ArrowDown}')
      await expect(remove).toHaveFocus()
      await userEvent.keyboard('{Enter}')
    })
    await step('the preview is read, then Tab to Delete and Enter', async () => {
      const confirm = within(await alertDialog('Delete Acme Labs?'))
      await (await preview(confirm)).findByText(new RegExp(`^${expected.names.length} people lose access to Acme Labs`))
      await expect(deletes()).toHaveLength(0)
      await tabTo(userEvent, confirm.getByRole('button', { name: 'Delete' }))
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await expect(deletes()).toEqual([`${SUB_TENANTS_PATH}/tenant-acme-labs`])
      await waitFor(() => expect(within(tree).queryByRole('row', { name: /^Acme Labs/ })).toBeNull())
    })
  },
}
