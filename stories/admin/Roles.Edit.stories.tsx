import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { dialog, noDialog } from '../support/admin'
import { heldCalls } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { changes, holdChanges, openActions, roleNames, rolesArgs, ROLES_V1, worldRole } from './support/rolesStories'

/** A role's details dialog: name, key and description; only what changed is sent. */
const meta = {
  title: 'Admin portal/Roles/Edit role',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const EditRoleDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Support', 'Edit details')
    const edit = await dialog('Edit Support')
    await waitFor(() => expect(within(edit).getByLabelText('Name')).toHaveFocus())
    await expect(within(edit).getByLabelText('Name')).toHaveValue('Support')
    await expect(within(edit).getByLabelText('Key')).toHaveValue('Support')
    await expect(within(edit).getByLabelText('Description (optional)')).toHaveValue('Helps users: invites, resends, unlocks')
    // Changing the name of a role with a key leaves the key alone.
    await context.userEvent.type(within(edit).getByLabelText('Name'), ' desk')
    await expect(within(edit).getByLabelText('Key')).toHaveValue('Support')
  },
}

export const EditRoleSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    await openActions(context, 'Support', 'Edit details')
    const edit = await dialog('Edit Support')
    await context.userEvent.type(within(edit).getByLabelText('Name'), ' desk')
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    const saving = await heldCalls('roleChanges')
    await context.step('while the save has no answer: a spinner, and Escape does not close the dialog', async () => {
      await expect(await within(edit).findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await context.userEvent.keyboard('{Escape}')
      await expect(screen.getByRole('dialog', { name: 'Edit Support' })).toBeVisible()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(await roleNames(context.canvas)).toContain('Support desk'))
    })
  },
}

export const EditRoleFails: Story = {
  play: async (context) => {
    await openActions(context, 'Support', 'Edit details')
    const edit = await dialog('Edit Support')
    await context.userEvent.clear(within(edit).getByLabelText('Key'))
    await context.userEvent.type(within(edit).getByLabelText('Key'), 'Billing')
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    await expect(await within(edit).findByRole('alert')).toHaveTextContent('A role with this key already exists')
    await expect(within(edit).getByLabelText('Key')).toHaveValue('Billing')
    await expect(worldRole('Support')).toBeTruthy()
  },
}

export const EditRoleSucceeds: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await openActions(context, 'Support', 'Edit details')
    const edit = await dialog('Edit Support')
    await userEvent.clear(within(edit).getByLabelText('Name'))
    await userEvent.type(within(edit).getByLabelText('Name'), 'Customer support')
    await userEvent.clear(within(edit).getByLabelText('Description (optional)'))
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    await noDialog()
    // Only what changed is sent; a cleared description is sent empty.
    await expect(changes('PATCH').map((request) => [request.path, request.body])).toEqual([[`${ROLES_V1}/role-Support`, { name: 'Customer support', description: '' }]])
    await expect(await canvas.findByRole('status')).toHaveTextContent('Role Customer support saved.')
    await waitFor(async () => expect(await roleNames(canvas)).toContain('Customer support'))
  },
}
