import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { dialog, noDialog } from '../support/admin'
import { heldCalls } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, holdChanges, loaded, roleNames, rolesArgs, row } from './support/rolesStories'

/** The new-role dialog: a key that follows the name, what is required, and what the create call carries. */
const meta = {
  title: 'Admin portal/Roles/Create role',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

export const CreateRoleDialog: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('the dialog opens with the name field focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New role' }))
      const create = await dialog('New role')
      await waitFor(() => expect(within(create).getByLabelText('Name')).toHaveFocus())
      await expect(within(create).getByLabelText('Key')).toHaveValue('')
    })
    await step('the key follows the name until typed over', async () => {
      const create = await dialog('New role')
      await userEvent.keyboard('Billing admins')
      await expect(within(create).getByLabelText('Key')).toHaveValue('billing-admins')
      await userEvent.clear(within(create).getByLabelText('Key'))
      await userEvent.type(within(create).getByLabelText('Key'), 'BillingAdmin')
      await userEvent.type(within(create).getByLabelText('Name'), '!')
      await expect(within(create).getByLabelText('Key')).toHaveValue('BillingAdmin')
    })
    await step('a name and a key are required; nothing is sent without them', async () => {
      const create = await dialog('New role')
      await userEvent.clear(within(create).getByLabelText('Name'))
      await userEvent.clear(within(create).getByLabelText('Key'))
      await userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
      await expect(within(create).getByText('Enter a name.')).toBeVisible()
      await expect(within(create).getByText('Enter a key.')).toBeVisible()
      await expect(within(create).getByLabelText('Name')).toHaveFocus()
      await expect(within(create).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
      await expect(changes('POST')).toHaveLength(0)
    })
    await step('Cancel closes it; opened again, it is empty', async () => {
      await userEvent.click(within(await dialog('New role')).getByRole('button', { name: 'Cancel' }))
      await noDialog()
      await userEvent.click(canvas.getByRole('button', { name: 'New role' }))
      const again = await dialog('New role')
      await expect(within(again).getByLabelText('Name')).toHaveValue('')
      await expect(within(again).queryByText('Enter a name.')).toBeNull()
    })
  },
}

async function fillNewRole({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, values: { name: string; key?: string; description?: string }) {
  await loaded(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'New role' }))
  const create = await dialog('New role')
  await userEvent.type(within(create).getByLabelText('Name'), values.name)
  if (values.key !== undefined) {
    await userEvent.clear(within(create).getByLabelText('Key'))
    await userEvent.type(within(create).getByLabelText('Key'), values.key)
  }
  if (values.description) await userEvent.type(within(create).getByLabelText('Description (optional)'), values.description)
  return create
}

export const CreateRoleSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    const create = await fillNewRole(context, { name: 'Security reviewers' })
    await context.userEvent.dblClick(within(create).getByRole('button', { name: 'Create role' }))
    const saving = await heldCalls('roleChanges')
    await context.step('while the create has no answer: a spinner, the fields and Cancel locked, pressed twice but sent once', async () => {
      await expect(await within(create).findByRole('progressbar', { name: 'Creating' })).toBeVisible()
      await expect(within(create).getByLabelText('Name')).toBeDisabled()
      await expect(within(create).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      await expect(changes('POST', '/v2')).toHaveLength(1)
    })
    await context.step('once it is answered, the dialog closes; still one call', async () => {
      saving.open()
      await noDialog()
      await expect(changes('POST', '/v2')).toHaveLength(1)
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await waitFor(async () => expect(await roleNames(context.canvas)).toContain('Security reviewers'))
    })
  },
}

export const CreateRoleFails: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const create = await fillNewRole(context, { name: 'Administrators', key: 'Admin', description: 'A second admin role' })
    await step('a key already taken: the server’s refusal shows in the dialog, what was typed stays', async () => {
      await userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
      await expect(await within(create).findByRole('alert')).toHaveTextContent('A role with this key already exists')
      await expect(within(create).getByLabelText('Name')).toHaveValue('Administrators')
      await expect(within(create).getByLabelText('Key')).toHaveValue('Admin')
      await expect(within(create).getByLabelText('Description (optional)')).toHaveValue('A second admin role')
      await expect(await roleNames(canvas)).not.toContain('Administrators')
    })
    await step('another key, and it goes through', async () => {
      await userEvent.clear(within(create).getByLabelText('Key'))
      await userEvent.type(within(create).getByLabelText('Key'), 'Admin2')
      await userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
      await noDialog()
      await waitFor(async () => expect(await roleNames(canvas)).toContain('Administrators'))
      await expect(changes('POST', '/v2').map((request) => (request.body as { key: string }).key)).toEqual(['Admin', 'Admin2'])
    })
  },
}

export const CreateRoleServerDown: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    const create = await fillNewRole(context, { name: 'Night shift' })
    await context.userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
    await expect(await within(create).findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(within(create).getByLabelText('Name')).toHaveValue('Night shift')
    await expect(within(create).getByLabelText('Key')).toHaveValue('night-shift')
  },
}

export const CreateRoleSucceeds: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const create = await fillNewRole(context, { name: 'Security reviewers', description: '  Review sign-in policy  ' })
    await step('the create call carries the trimmed fields and the ALWAYS permissions', async () => {
      await userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
      await noDialog()
      await expect(changes('POST', '/v2').map((request) => request.body)).toEqual([
        { name: 'Security reviewers', key: 'security-reviewers', description: 'Review sign-in policy', permissionIds: ['perm-fe.secure.read.userApiTokens'] },
      ])
    })
    await step('the list shows it, with its one permission, and says so', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Role Security reviewers created.')
      await waitFor(async () => expect(await roleNames(canvas)).toContain('Security reviewers'))
      await expect(within(await row(canvas, 'Security reviewers')).getByRole('gridcell', { name: '1' })).toBeVisible()
    })
  },
}

export const CreateRoleWithoutDescription: Story = {
  play: async (context) => {
    const create = await fillNewRole(context, { name: 'Interns' })
    await context.userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
    await noDialog()
    await expect(changes('POST', '/v2')[0]?.body).toEqual({ name: 'Interns', key: 'interns', permissionIds: ['perm-fe.secure.read.userApiTokens'] })
    // What the admin then sees: the new role in the list and the notice that it was created.
    await waitFor(async () => expect(await roleNames(context.canvas)).toContain('Interns'))
    await expect(await context.canvas.findByText('Role Interns created.')).toBeVisible()
  },
}
