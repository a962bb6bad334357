import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { heldCalls, holdCalls } from '../support/gates'
import { alertDialog, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { changes, GROUPS, groupNames, groupsArgs, loaded, row, table, worldGroup } from './support/groupsStories'

/**
 * The groups list and its states. Each dialog has its own file: Groups.Create, Groups.Edit,
 * Groups.Delete, Groups.Members and Groups.Roles (helpers shared with them in support/groupsStories.ts).
 */
const meta = {
  title: 'Admin portal/Groups',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const GroupsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded(canvas)
    await step('every group of Acme, with colour, description, members and roles', async () => {
      await expect(await groupNames(canvas)).toEqual(['Engineering', 'Customer Support', 'Finance', 'Leadership', 'Contractors', 'Directory sync', 'Security champions'])
      const engineering = within(await row(canvas, 'Engineering'))
      await expect(engineering.getByText('Indigo')).toBeVisible()
      await expect(engineering.getByText('Builds and runs the product')).toBeVisible()
      await expect(engineering.getByRole('gridcell', { name: String(worldGroup('Engineering').userIds.length) })).toBeVisible()
      await expect(engineering.getByText('Developer')).toBeVisible()
    })
    await step('the colour is named in words, the swatch only decorates', async () => {
      await expect(within(await row(canvas, 'Leadership')).getByText('Red')).toBeVisible()
      await expect(within(await table(canvas)).queryByRole('img')).toBeNull()
    })
    await step('a group without roles or members says so', async () => {
      const champions = within(await row(canvas, 'Security champions'))
      await expect(champions.getByText('No roles')).toBeVisible()
      await expect(champions.getByRole('gridcell', { name: '0' })).toBeVisible()
    })
    await step('the list asked for roles and users with the groups', async () => {
      await expect(sent(GROUPS)[0]?.query).toEqual({ _groupsRelations: 'rolesAndUsers' })
      await expect(canvas.getByRole('button', { name: 'New group' })).toBeVisible()
    })
  },
}

export const GroupsEmpty: Story = {
  beforeEach: () => {
    getWorld().team.groups = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table(canvas)).findByText('There are no groups yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New group' })).toBeVisible()
  },
}

export const GroupsLoading: Story = {
  beforeEach: holdCalls('groups'),
  play: async ({ canvas, step }) => {
    const grid = await table(canvas)
    const loading = await heldCalls('groups')
    await step('while the list has no answer, it says it is loading', async () => {
      await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    })
    await step('once it is answered, the groups replace the spinner', async () => {
      loading.open()
      await waitFor(async () => expect(await groupNames(canvas)).toHaveLength(7), { timeout: 4000 })
      await expect(within(grid).queryByRole('progressbar')).toBeNull()
    })
  },
}

export const GroupsLoadFails: Story = {
  beforeEach: () => {
    getWorld().team.failures.groups = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Groups didn't load. Internal server error")
    await expect(within(await table(canvas)).getByText("Groups didn't load.")).toBeVisible()
    getWorld().team.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded(canvas)
  },
}

// ---------------------------------------------------------------- read only

/** A holder of fe.secure.delete.groups without write: the group's menu offers deleting it, nothing else, and the delete goes through. */
export const DeleteWithoutWrite: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.secure.delete.groups'] })
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await expect(canvas.queryByRole('button', { name: 'New group' })).toBeNull()
    // Not "You can view groups but not change them.": this admin can delete them.
    await expect(canvas.queryByText('You can view groups but not change them.')).toBeNull()
    await userEvent.click(within(await rowOf(await table(canvas), 'Contractors')).getByRole('button', { name: 'Actions for Contractors' }))
    const items = await screen.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Delete group'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete group' }))
    const confirm = await alertDialog('Delete the Contractors group?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(changes('DELETE')).toHaveLength(1)
    await waitFor(async () => expect(await groupNames(canvas)).not.toContain('Contractors'))
  },
}

export const ReadOnlyAdminSeesNoWriteActions: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await expect(canvas.getByText('You can view groups but not change them.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New group' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    await expect(getWorld().requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
  },
}
