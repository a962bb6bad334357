import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { heldCalls } from '../support/gates'
import { dialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, GROUPS, groupsArgs, holdChanges, noReloadBetweenCalls, openActions, reloadedAfterLastChange, row } from './support/groupsStories'

/** A group's roles dialog: roles given and taken, one call each way. */
const meta = {
  title: 'Admin portal/Groups/Roles',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

export const GroupRolesDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Engineering', 'Manage roles')
    const roles = within(await dialog('Roles of Engineering'))
    await expect(await roles.findByRole('checkbox', { name: 'Developer' })).toBeChecked()
    await expect(roles.getByRole('checkbox', { name: 'Support' })).not.toBeChecked()
  },
}

async function swapEngineeringRoles(context: Context) {
  await openActions(context, 'Engineering', 'Manage roles')
  const roles = within(await dialog('Roles of Engineering'))
  await context.userEvent.click(await roles.findByRole('checkbox', { name: 'Developer' }))
  await context.userEvent.click(roles.getByRole('checkbox', { name: 'Support' }))
  return roles
}

export const GroupRolesSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    const roles = await swapEngineeringRoles(context)
    await context.userEvent.click(roles.getByRole('button', { name: 'Save roles' }))
    const saving = await heldCalls('groupChanges')
    await context.step('while the save has no answer: a spinner, the boxes locked', async () => {
      await expect(await roles.findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await expect(roles.getByRole('checkbox', { name: 'Support' })).toBeDisabled()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await reloadedAfterLastChange()
      await waitFor(async () => {
        await expect(within(await row(context.canvas, 'Engineering')).getByText('Support')).toBeVisible()
        await expect(within(await row(context.canvas, 'Engineering')).queryByText('Developer')).toBeNull()
      })
    })
  },
}

export const GroupRolesFail: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    const roles = await swapEngineeringRoles(context)
    await context.userEvent.click(roles.getByRole('button', { name: 'Save roles' }))
    await expect(await roles.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(roles.getByRole('checkbox', { name: 'Support' })).toBeChecked()
    await expect(roles.getByRole('checkbox', { name: 'Developer' })).not.toBeChecked()
  },
}

export const GroupRolesSaved: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    const roles = await swapEngineeringRoles(context)
    await userEvent.click(roles.getByRole('button', { name: 'Save roles' }))
    await noDialog()
    await expect(changes('POST', '/roles').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/group-engineering/roles`, { roleIds: ['role-Support'] }]])
    await expect(changes('DELETE', '/roles').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/group-engineering/roles`, { roleIds: ['role-Developer'] }]])
    await noReloadBetweenCalls()
    await expect(await canvas.findByRole('status')).toHaveTextContent('Roles of Engineering saved.')
    // Saved is not reloaded yet: the one reload goes out after the last call.
    await reloadedAfterLastChange()
    await waitFor(async () => {
      await expect(within(await row(canvas, 'Engineering')).getByText('Support')).toBeVisible()
      await expect(within(await row(canvas, 'Engineering')).queryByText('Developer')).toBeNull()
    })
  },
}
