import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, noDialog, rowOf } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { changes, loaded, roleNames, rolesArgs, ROLES_V1, row, table, worldRole } from './support/rolesStories'

/**
 * The roles list and its states. Each dialog has its own file: Roles.Create, Roles.Edit,
 * Roles.Delete, Roles.Default and Roles.Permissions (helpers shared with them in support/rolesStories.ts).
 */
const meta = {
  title: 'Admin portal/Roles',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const RolesListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded(canvas)
    await step('every role, in the API’s order, with its key, description and number of permissions', async () => {
      await expect(await roleNames(canvas)).toEqual(['Admin', 'Read only', 'Support', 'Billing', 'Developer', 'Auditor'])
      const support = within(await row(canvas, 'Support'))
      await expect(support.getByText('Helps users: invites, resends, unlocks')).toBeVisible()
      await expect(support.getByRole('gridcell', { name: String(worldRole('Support').permissionIds.length) })).toBeVisible()
      await expect(within(await row(canvas, 'Read only')).getByText('ReadOnly')).toBeVisible()
    })
    await step('the default role carries a badge, the others none', async () => {
      await expect(within(await row(canvas, 'Read only')).getByText('Default')).toBeVisible()
      await expect(within(await row(canvas, 'Admin')).queryByText('Default')).toBeNull()
    })
    await step('Ada may change roles: a New role button and an actions menu per role', async () => {
      await expect(canvas.getByRole('button', { name: 'New role' })).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Actions for Admin' })).toBeVisible()
      await expect(sent(ROLES_V1)).toHaveLength(1)
    })
  },
}

export const RolesEmpty: Story = {
  beforeEach: () => {
    getWorld().team.roles = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table(canvas)).findByText('There are no roles yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New role' })).toBeVisible()
  },
}

export const RolesLoading: Story = {
  beforeEach: holdCalls('roles'),
  play: async ({ canvas, step }) => {
    const grid = await table(canvas)
    const loading = await heldCalls('roles')
    await step('while the list has no answer, it says it is loading', async () => {
      await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    })
    await step('once it is answered, the roles replace the spinner', async () => {
      loading.open()
      await waitFor(async () => expect(await roleNames(canvas)).toHaveLength(6), { timeout: 4000 })
      await expect(within(grid).queryByRole('progressbar')).toBeNull()
    })
  },
}

export const RolesLoadFails: Story = {
  beforeEach: () => {
    getWorld().team.failures.roles = 'serverError'
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('spec/admin.md §8: the server’s message is shown, the list says it did not load', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent("Roles didn't load. Internal server error")
      await expect(within(await table(canvas)).getByText("Roles didn't load.")).toBeVisible()
    })
    await step('trying again once the server is back loads the roles', async () => {
      getWorld().team.failures = {}
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await loaded(canvas)
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    })
  },
}

// ---------------------------------------------------------------- read only

/** A holder of fe.secure.delete.roles without write: the role's menu offers viewing its permissions and deleting it, nothing else, and the delete goes through. */
export const DeleteWithoutWrite: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.secure.delete.roles'] })
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await expect(canvas.queryByRole('button', { name: 'New role' })).toBeNull()
    // Not "You can view roles but not change them.": this admin can delete them.
    await expect(canvas.queryByText('You can view roles but not change them.')).toBeNull()
    await userEvent.click(within(await rowOf(await table(canvas), 'Auditor')).getByRole('button', { name: 'Actions for Auditor' }))
    const items = await screen.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['View permissions', 'Delete role'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete role' }))
    const confirm = await alertDialog('Delete the Auditor role?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(changes('DELETE')).toHaveLength(1)
    await waitFor(async () => expect(await roleNames(canvas)).not.toContain('Auditor'))
  },
}

export const ReadOnlyAdminSeesNoWriteActions: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('the list, without New role or any actions menu', async () => {
      await expect(canvas.getByText('You can view roles but not change them.')).toBeVisible()
      await expect(canvas.queryByRole('button', { name: 'New role' })).toBeNull()
      await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    })
    await step('a role’s permissions can be read, every box locked, with no way to save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View permissions of Support' }))
      const viewer = within(await dialog('Permissions of Support'))
      await expect(await viewer.findByRole('checkbox', { name: /^Invite and edit users/ })).toBeChecked()
      for (const box of viewer.getAllByRole('checkbox')) await expect(box).toBeDisabled()
      await expect(viewer.queryByRole('button', { name: 'Save permissions' })).toBeNull()
      await userEvent.click(viewer.getByRole('button', { name: 'Close' }))
      await noDialog()
      await expect(getWorld().requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
    })
  },
}
