import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { heldCalls } from '../support/gates'
import { dialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { changes, GROUPS, groupNames, groupsArgs, holdChanges, openActions, row } from './support/groupsStories'

/** A group's details dialog: name, description and colour; only what changed is sent. */
const meta = {
  title: 'Admin portal/Groups/Edit group',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const EditGroupDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Finance', 'Edit details')
    const edit = within(await dialog('Edit Finance'))
    await waitFor(() => expect(edit.getByLabelText('Name')).toHaveFocus())
    await expect(edit.getByLabelText('Name')).toHaveValue('Finance')
    await expect(edit.getByLabelText('Description (optional)')).toHaveValue('Plans, invoices and payment')
    await expect(edit.getByRole('option', { name: 'Amber' })).toHaveAttribute('aria-selected', 'true')
    // Details only: members and roles have their own dialogs.
    await expect(edit.queryByRole('searchbox')).toBeNull()
    await expect(edit.queryByRole('checkbox')).toBeNull()
  },
}

export const EditGroupSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    await openActions(context, 'Finance', 'Edit details')
    const edit = within(await dialog('Edit Finance'))
    await context.userEvent.type(edit.getByLabelText('Name'), ' team')
    await context.userEvent.click(edit.getByRole('button', { name: 'Save' }))
    const saving = await heldCalls('groupChanges')
    await context.step('while the save has no answer: a spinner, and Escape does not close the dialog', async () => {
      await expect(await edit.findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await context.userEvent.keyboard('{Escape}')
      await expect(screen.getByRole('dialog', { name: 'Edit Finance' })).toBeVisible()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(await groupNames(context.canvas)).toContain('Finance team'))
    })
  },
}

export const EditGroupFails: Story = {
  play: async (context) => {
    await openActions(context, 'Finance', 'Edit details')
    const edit = within(await dialog('Edit Finance'))
    await context.userEvent.clear(edit.getByLabelText('Name'))
    await context.userEvent.type(edit.getByLabelText('Name'), 'Leadership')
    await context.userEvent.click(edit.getByRole('button', { name: 'Save' }))
    await expect(await edit.findByRole('alert')).toHaveTextContent('A group with this name already exists')
    await expect(edit.getByLabelText('Name')).toHaveValue('Leadership')
  },
}

export const EditGroupSucceeds: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await openActions(context, 'Finance', 'Edit details')
    const edit = within(await dialog('Edit Finance'))
    await userEvent.clear(edit.getByLabelText('Description (optional)'))
    await userEvent.click(edit.getByRole('option', { name: 'Emerald' }))
    await userEvent.click(edit.getByRole('button', { name: 'Save' }))
    await noDialog()
    // Only what changed; a cleared description is sent empty.
    await expect(changes('PATCH').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/group-finance`, { description: '', color: '#10B981' }]])
    await expect(await canvas.findByRole('status')).toHaveTextContent('Group Finance saved.')
    await waitFor(async () => expect(within(await row(canvas, 'Finance')).getByText('Emerald')).toBeVisible())
  },
}
