import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { heldCalls } from '../support/gates'
import { alertDialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, GROUPS, groupNames, groupsArgs, holdChanges, openActions } from './support/groupsStories'

/** Deleting a group: asked first, sent once, refused by the server. */
const meta = {
  title: 'Admin portal/Groups/Delete group',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const DeleteGroupDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Contractors', 'Delete group')
    const confirm = await alertDialog('Delete the Contractors group?')
    await waitFor(() => expect(within(confirm).getByText(/lose the roles it gives them/)).toBeVisible())
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await noDialog()
    await expect(changes('DELETE')).toHaveLength(0)
  },
}

export const DeleteGroupSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    await openActions(context, 'Contractors', 'Delete group')
    const confirm = await alertDialog('Delete the Contractors group?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const deleting = await heldCalls('groupChanges')
    await context.step('while the delete has no answer: a spinner, Cancel locked', async () => {
      await expect(await within(confirm).findByRole('progressbar', { name: 'Deleting' })).toBeVisible()
      await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    })
    await context.step('once it is answered, the dialog closes; one call', async () => {
      deleting.open()
      await noDialog()
      await expect(changes('DELETE')).toHaveLength(1)
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(await groupNames(context.canvas)).not.toContain('Contractors'))
    })
  },
}

export const DeleteGroupFails: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    await openActions(context, 'Contractors', 'Delete group')
    const confirm = await alertDialog('Delete the Contractors group?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(await groupNames(context.canvas)).toContain('Contractors')
  },
}

export const DeleteGroupSucceeds: Story = {
  play: async (context) => {
    await openActions(context, 'Contractors', 'Delete group')
    await context.userEvent.click(within(await alertDialog('Delete the Contractors group?')).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(changes('DELETE').map((request) => request.path)).toEqual([`${GROUPS}/group-contractors`])
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Group Contractors deleted.')
    await waitFor(async () => expect(await groupNames(context.canvas)).not.toContain('Contractors'))
  },
}
