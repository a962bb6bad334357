import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { dialog, noDialog } from '../support/admin'
import { heldCalls } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, holdChanges, openActions, rolesArgs, ROLES_V1, row } from './support/rolesStories'

/** Making a role the default one: asked first, and the badge moves. */
const meta = {
  title: 'Admin portal/Roles/Default role',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const MakeDefaultDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Support', 'Make default')
    const confirm = await dialog('Make Support the default role?')
    await waitFor(() => expect(within(confirm).getByText('People added without a role get the default one. Read only stops being the default.')).toBeVisible())
    await context.userEvent.keyboard('{Escape}')
    await noDialog()
    await expect(changes('PATCH')).toHaveLength(0)
  },
}

export const MakeDefaultSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    await openActions(context, 'Support', 'Make default')
    const confirm = await dialog('Make Support the default role?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Make default' }))
    const saving = await heldCalls('roleChanges')
    await context.step('while the change has no answer, a spinner', async () => {
      await expect(await within(confirm).findByRole('progressbar', { name: 'Saving' })).toBeVisible()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(within(await row(context.canvas, 'Support')).getByText('Default')).toBeVisible())
    })
  },
}

export const MakeDefaultFails: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    await openActions(context, 'Support', 'Make default')
    const confirm = await dialog('Make Support the default role?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Make default' }))
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(within(await row(context.canvas, 'Read only')).getByText('Default')).toBeVisible()
  },
}

export const MakeDefaultSucceeds: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await openActions(context, 'Support', 'Make default')
    await userEvent.click(within(await dialog('Make Support the default role?')).getByRole('button', { name: 'Make default' }))
    await noDialog()
    await expect(changes('PATCH').map((request) => [request.path, request.body])).toEqual([[`${ROLES_V1}/role-Support`, { isDefault: true }]])
    await expect(await canvas.findByRole('status')).toHaveTextContent('Support is now the default role.')
    await waitFor(async () => expect(within(await row(canvas, 'Support')).queryByText('Default')).toBeVisible())
    await expect(within(await row(canvas, 'Read only')).queryByText('Default')).toBeNull()
  },
}
