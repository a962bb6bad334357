import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { alertDialog, noDialog } from '../support/admin'
import { heldCalls } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, holdChanges, loaded, openActions, roleNames, rolesArgs, ROLES_V1, row } from './support/rolesStories'

/** Deleting a role: asked first, sent once, refused by the server; the default role offers no delete. */
const meta = {
  title: 'Admin portal/Roles/Delete role',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const DeleteRoleDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Auditor', 'Delete role')
    const confirm = await alertDialog('Delete the Auditor role?')
    await waitFor(() => expect(within(confirm).getByText(/lose its permissions/)).toBeVisible())
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await expect(changes('DELETE')).toHaveLength(0)
  },
}

export const DefaultRoleCannotBeDeleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(within(await row(canvas, 'Read only')).getByRole('button', { name: 'Actions for Read only' }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit details', 'Edit permissions'])
    await userEvent.keyboard('{Escape}')
  },
}

export const DeleteRoleSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    await openActions(context, 'Auditor', 'Delete role')
    const confirm = await alertDialog('Delete the Auditor role?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const deleting = await heldCalls('roleChanges')
    await context.step('while the delete has no answer: a spinner, Cancel locked', async () => {
      await expect(await within(confirm).findByRole('progressbar', { name: 'Deleting' })).toBeVisible()
      await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    })
    await context.step('once it is answered, the dialog closes; one call', async () => {
      deleting.open()
      await noDialog()
      await expect(changes('DELETE')).toHaveLength(1)
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(await roleNames(context.canvas)).not.toContain('Auditor'))
    })
  },
}

export const DeleteRoleFails: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    await openActions(context, 'Auditor', 'Delete role')
    const confirm = await alertDialog('Delete the Auditor role?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(await roleNames(context.canvas)).toContain('Auditor')
    // Closing resets the dialog: opened again, the old error is gone.
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await openActions(context, 'Auditor', 'Delete role')
    await expect(within(await alertDialog('Delete the Auditor role?')).queryByRole('alert')).toBeNull()
  },
}

export const DeleteRoleSucceeds: Story = {
  play: async (context) => {
    await openActions(context, 'Auditor', 'Delete role')
    await context.userEvent.click(within(await alertDialog('Delete the Auditor role?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(changes('DELETE').map((request) => request.path)).toEqual([`${ROLES_V1}/role-Auditor`])
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Role Auditor deleted.')
    await waitFor(async () => expect(await roleNames(context.canvas)).not.toContain('Auditor'))
  },
}
