import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { ACCOUNT_NAME_TAKEN, getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { asReseller, findTree, fixedClock, heldAccounts, holdAccounts, searches, subTenantCalls, tenantName, treeAction, treeRow, withNesting } from './accountsStory'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin portal/All accounts/Edits',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/all-accounts', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  beforeEach: asReseller,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The tree's own loads of Acme's children: an edit shows in place, so there is only the first. */
const rootLoads = () => searches().filter((query) => query._subTenantId === 'tenant-acme')

export const CreateSubAccount: Story = {
  beforeEach: fixedClock,
  play: async ({ canvas, userEvent, step }) => {
    const tree = await findTree(canvas)
    await step('an empty name is refused at the field, nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New account' }))
      const form = within(await dialog('New sub-account'))
      await userEvent.click(form.getByRole('button', { name: 'Create' }))
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name.')
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus()
      await expect(subTenantCalls('POST')).toEqual([])
    })
    await step('a name creates it under Acme; the tree shows it without loading again', async () => {
      const form = within(await dialog('New sub-account'))
      await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Acme Asia')
      await userEvent.click(form.getByRole('button', { name: 'Create' }))
      await noDialog()
      await expect(within(await treeRow(tree, 'Acme Asia')).getByText('0 users · Created Nov 5, 2024')).toBeVisible()
      await expect(canvas.getByText('Acme Asia was created.')).toBeVisible()
      const [posted] = subTenantCalls('POST')
      await expect(posted?.body).toMatchObject({ name: 'Acme Asia', parentTenantId: 'tenant-acme', tenantId: expect.any(String) })
      await expect(rootLoads()).toHaveLength(1)
    })
  },
}

export const CreatePending: Story = {
  // The account created now shows today's date.
  parameters: { screenshot: { mask: ['[aria-label="Acme Asia"] [data-account-meta]'] } },
  beforeEach: holdAccounts('accountChanges'),
  play: async ({ canvas, userEvent }) => {
    await findTree(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'New account' }))
    const form = within(await dialog('New sub-account'))
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Acme Asia')
    await userEvent.dblClick(form.getByRole('button', { name: 'Create' }))
    const gate = await heldAccounts('accountChanges')
    await expect(await form.findByRole('progressbar', { name: /Creating/ })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    gate.open()
    await noDialog()
    await expect(subTenantCalls('POST')).toHaveLength(1)
  },
}

export const RenameConflict: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Retail', 'Rename')
    const form = within(await dialog('Rename Acme Retail'))
    const name = form.getByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Acme Europe')
    await userEvent.click(form.getByRole('button', { name: 'Rename' }))
    await expect(await form.findByText(ACCOUNT_NAME_TAKEN)).toBeVisible()
    await expect(name).toHaveValue('Acme Europe')
    await expect(subTenantCalls('PATCH')[0]?.body).toEqual({ name: 'Acme Europe' })
    await expect(tenantName('tenant-acme-retail')).toBe('Acme Retail')
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await expect(await treeRow(tree, 'Acme Retail')).toBeVisible()
  },
}

export const Rename: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Retail', 'Rename')
    const form = within(await dialog('Rename Acme Retail'))
    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Acme Stores{Enter}')
    await noDialog()
    await expect(await treeRow(tree, 'Acme Stores')).toBeVisible()
    await expect(tenantName('tenant-acme-retail')).toBe('Acme Stores')
    await expect(rootLoads()).toHaveLength(1)
  },
}

export const DeleteNamesChildren: Story = {
  beforeEach: withNesting,
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Labs', 'Delete')
    const confirm = within(await alertDialog('Delete Acme Labs?'))
    await expect(confirm.getByText('Acme Labs and the 9 accounts under it will be deleted.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await waitFor(() => expect(within(tree).queryByRole('row', { name: /^Acme Labs/ })).toBeNull())
    await expect(getWorld().tenants.filter((tenant) => tenant.tenantId.startsWith('tenant-scale-') || tenant.tenantId === 'tenant-acme-labs')).toEqual([])
    await expect(subTenantCalls('DELETE').map((request) => request.path)).toEqual(['/tenants/resources/sub-tenants/v1/tenant-acme-labs'])
    await expect(rootLoads()).toHaveLength(1)
  },
}

export const DeleteFailing: Story = {
  beforeEach: () => {
    getWorld().allAccounts.failures.accountChanges = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Retail', 'Delete')
    const confirm = within(await alertDialog('Delete Acme Retail?'))
    await expect(confirm.getByText('Acme Retail will be deleted. Its users lose access to it.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await confirm.findByText('Internal server error')).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(tenantName('tenant-acme-retail')).toBe('Acme Retail')
    await userEvent.keyboard('{Escape}')
    await noDialog()
    await expect(await treeRow(tree, 'Acme Retail')).toBeVisible()
  },
}

export const EnableManagement: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Europe', 'Management')
    const form = within(await dialog('Management of Acme Europe'))
    await userEvent.click(form.getByRole('switch', { name: 'Acme Europe manages sub-accounts' }))
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await noDialog()
    await expect(await within(await treeRow(tree, 'Acme Europe')).findByText('Reseller')).toBeVisible()
    await expect(canvas.getByText('Acme Europe can now manage sub-accounts.')).toBeVisible()
    await expect(subTenantCalls('PUT')[0]?.body).toEqual({ isReseller: true })
    await expect(getWorld().allAccounts.details.get('tenant-acme-eu')?.isReseller).toBe(true)
  },
}

export const DisableManagement: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = await findTree(canvas)
    await treeAction(userEvent, tree, 'Acme Labs', 'Management')
    const form = within(await dialog('Management of Acme Labs'))
    await expect(form.getByRole('switch', { name: 'Acme Labs manages sub-accounts' })).toBeChecked()
    await userEvent.click(form.getByRole('switch', { name: 'Acme Labs manages sub-accounts' }))
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await noDialog()
    await waitFor(async () => expect(within(await treeRow(tree, 'Acme Labs')).queryByText('Reseller')).toBeNull())
    await expect(subTenantCalls('PUT')[0]?.body).toEqual({ isReseller: false })
  },
}
