import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, findGrid, noDialog, pickRowAction } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { asReseller, findTree, searches, subTenantCalls, treeRow } from './accountsStory'
import { portalMount } from './portalStory'

/**
 * Orbit Group, under Acme, holds two accounts that each hold one; Orbit Partners, under Acme
 * Europe, only shares the name. A search for "orbit" finds all six.
 */
function withOrbit() {
  asReseller()
  const world = getWorld()
  const add = (tenantId: string, name: string, parentTenantId: string) => world.tenants.push({ id: tenantId, tenantId, name, parentTenantId })
  add('tenant-orbit', 'Orbit Group', 'tenant-acme')
  add('tenant-orbit-north', 'Orbit North', 'tenant-orbit')
  add('tenant-orbit-south', 'Orbit South', 'tenant-orbit')
  add('tenant-orbit-north-depot', 'Orbit North Depot', 'tenant-orbit-north')
  add('tenant-orbit-south-depot', 'Orbit South Depot', 'tenant-orbit-south')
  add('tenant-orbit-partners', 'Orbit Partners', 'tenant-acme-eu')
}

const meta = {
  title: 'Admin portal/All accounts/Search and delete',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: withOrbit,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const names = (table: HTMLElement) => within(table).queryAllByRole('link').map((link) => link.textContent)
const GONE = /^(Orbit (Group|North|South)|Relay North)/

export const DeleteFromSearchTakesSubtree: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const tree = await findTree(canvas)
    await step('in the tree, Orbit Group and Orbit North are opened: their children and grandchildren are loaded', async () => {
      await userEvent.click(within(await treeRow(tree, 'Orbit Group')).getByRole('button', { name: /^Orbit Group/ }))
      await userEvent.click(within(await treeRow(tree, 'Orbit North')).getByRole('button', { name: /^Orbit North/ }))
      await expect(await treeRow(tree, 'Orbit North Depot')).toBeVisible()
      await expect(await treeRow(tree, 'Orbit South')).toBeVisible()
    })
    await step('the list, searched for “orbit”, shows all six', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'List' }))
      const table = await findGrid(canvas, 'Accounts')
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search accounts' }), 'orbit')
      await waitFor(() => expect(names(table)).toHaveLength(6))
    })
    await step('deleting Orbit Group names the four below it; the result keeps only Orbit Partners', async () => {
      const table = await findGrid(canvas, 'Accounts')
      await pickRowAction(userEvent, table, 'Orbit Group', 'Delete')
      const confirm = within(await alertDialog('Delete Orbit Group?'))
      await expect(confirm.getByText('Orbit Group and the 4 accounts under it will be deleted.')).toBeVisible()
      await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
      await noDialog()
      await waitFor(() => expect(names(table)).toEqual(['Orbit Partners']))
      await expect(canvas.getByText('Orbit Group was deleted.')).toBeVisible()
      await expect(getWorld().tenants.filter((tenant) => GONE.test(tenant.name))).toEqual([])
      await expect(subTenantCalls('DELETE').map((request) => request.path)).toEqual(['/tenants/resources/sub-tenants/v1/tenant-orbit'])
    })
    await step('the tree shows none of them, without loading again', async () => {
      // The tree's loads, not the list's searches for what was typed (a late one may still be on its way).
      const treeLoads = () => searches().filter((query) => query._filter === undefined)
      const loads = treeLoads().length
      await userEvent.click(canvas.getByRole('button', { name: 'Tree' }))
      const shown = await findTree(canvas)
      await expect(within(shown).queryAllByRole('row', { name: GONE })).toEqual([])
      await expect(within(shown).getAllByRole('row')).toHaveLength(3)
      await expect(treeLoads()).toHaveLength(loads)
    })
  },
}

/** Orbit North is renamed Relay North: a search for "orbit" finds Orbit North Depot but not the account between it and Orbit Group. */
export const DeleteFromSearchUnknownParent: Story = {
  beforeEach: () => {
    getWorld().tenants.find((tenant) => tenant.tenantId === 'tenant-orbit-north')!.name = 'Relay North'
  },
  play: async ({ canvas, userEvent }) => {
    await findTree(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'List' }))
    const table = await findGrid(canvas, 'Accounts')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search accounts' }), 'orbit')
    await waitFor(() => expect(names(table)).toHaveLength(5))
    await pickRowAction(userEvent, table, 'Orbit Group', 'Delete')
    const confirm = within(await alertDialog('Delete Orbit Group?'))
    await expect(confirm.getByText('Orbit Group and the 4 accounts under it will be deleted.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    // Orbit North Depot's parent is in neither the result nor the tree: the search is asked again to know.
    await waitFor(() => expect(names(table)).toEqual(['Orbit Partners']))
    await expect(searches().filter((query) => query._filter === 'orbit')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Tree' }))
    const tree = await findTree(canvas)
    await expect(within(tree).queryAllByRole('row', { name: GONE })).toEqual([])
  },
}
