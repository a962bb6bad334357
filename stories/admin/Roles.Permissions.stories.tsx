import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { dialog, noDialog } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { StoryApp } from '../support/StoryApp'
import { changes, failingChanges, holdChanges, openActions, rolesArgs, ROLES_V1, row, worldRole } from './support/rolesStories'

/** A role's permissions dialog: by category, assignable, always and never; the whole set sent once changed. */
const meta = {
  title: 'Admin portal/Roles/Permissions',
  component: StoryApp,
  args: rolesArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const permissionBox = (within_: ReturnType<typeof within>, name: string) => within_.getByRole('checkbox', { name: new RegExp(`^${name}`) })

export const PermissionsByCategory: Story = {
  play: async (context) => {
    const { step } = context
    await openActions(context, 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await editor.findByRole('group', { name: 'Users management' })
    await step('grouped by category, in the catalogue’s order', async () => {
      const names = editor.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)
      await expect(names.slice(0, 4)).toEqual(['Users management', 'Roles and permissions', 'Groups', 'Security Policies'])
    })
    await step('ASSIGNABLE: on as the role holds it, and switchable', async () => {
      await expect(permissionBox(editor, 'Invite and edit users')).toBeChecked()
      await expect(permissionBox(editor, 'Invite and edit users')).toBeEnabled()
      await expect(permissionBox(editor, 'Remove users')).not.toBeChecked()
      await expect(permissionBox(editor, 'Remove users')).toBeEnabled()
    })
    await step('ALWAYS: on and locked, saying so', async () => {
      const always = within(editor.getByRole('group', { name: 'API tokens' }))
      await expect(permissionBox(always, 'Read personal API tokens')).toBeChecked()
      await expect(permissionBox(always, 'Read personal API tokens')).toBeDisabled()
      await expect(permissionBox(always, 'Read personal API tokens')).toHaveAccessibleName(/Always included/)
    })
    await step('NEVER: off and locked, saying so', async () => {
      const never = within(editor.getByRole('group', { name: 'Account settings' }))
      await expect(permissionBox(never, 'Delete the account')).not.toBeChecked()
      await expect(permissionBox(never, 'Delete the account')).toBeDisabled()
      await expect(permissionBox(never, 'Delete the account')).toHaveAccessibleName(/Not assignable/)
    })
  },
}

export const PermissionsLoading: Story = {
  beforeEach: holdCalls('permissions'),
  play: async (context) => {
    await openActions(context, 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    const loading = await heldCalls('permissions')
    await context.step('while the catalogue has no answer: a spinner, nothing to save', async () => {
      await waitFor(() => expect(editor.getByRole('progressbar', { name: 'Loading permissions' })).toBeVisible())
      await expect(editor.getByRole('button', { name: 'Save permissions' })).toBeDisabled()
    })
    await context.step('once it is answered, the permissions by category', async () => {
      loading.open()
      await expect(await editor.findByRole('group', { name: 'Users management' }, { timeout: 3000 })).toBeVisible()
    })
  },
}

export const PermissionsLoadFail: Story = {
  beforeEach: () => {
    getWorld().team.failures.permissions = 'serverError'
  },
  play: async (context) => {
    await openActions(context, 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await expect(await editor.findByRole('alert')).toHaveTextContent("Permissions didn't load. Internal server error")
    getWorld().team.failures = {}
    await context.userEvent.click(editor.getByRole('button', { name: 'Try again' }))
    await expect(await editor.findByRole('group', { name: 'Users management' })).toBeVisible()
  },
}

async function tickRemoveUsers(context: Context) {
  await openActions(context, 'Support', 'Edit permissions')
  const editor = within(await dialog('Permissions of Support'))
  await context.userEvent.click(await editor.findByRole('checkbox', { name: /^Remove users/ }))
  await context.userEvent.click(permissionBox(editor, 'Read audit logs'))
  return editor
}

export const PermissionsSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    const editor = await tickRemoveUsers(context)
    await context.userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
    const saving = await heldCalls('roleChanges')
    await context.step('while the save has no answer: a spinner, the boxes locked', async () => {
      await expect(await editor.findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await expect(permissionBox(editor, 'Remove users')).toBeDisabled()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
    })
  },
}

export const PermissionsSaveFails: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    const editor = await tickRemoveUsers(context)
    await context.userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
    await expect(await editor.findByRole('alert')).toHaveTextContent('Internal server error')
    // The ticks stay as the admin left them, ready to try again.
    await expect(permissionBox(editor, 'Remove users')).toBeChecked()
    await expect(permissionBox(editor, 'Read audit logs')).not.toBeChecked()
  },
}

export const PermissionsSaved: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const before = [...worldRole('Support').permissionIds]
    const editor = await tickRemoveUsers(context)
    await step('one ASSIGNABLE on, one off: the role’s whole set is sent, ALWAYS kept, NEVER never', async () => {
      await userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
      await noDialog()
      const [put] = changes('PUT', '/permissions')
      await expect(put?.path).toBe(`${ROLES_V1}/role-Support/permissions`)
      const ids = (put?.body as { permissionIds: string[] }).permissionIds
      await expect(new Set(ids)).toEqual(new Set([...before.filter((id) => id !== 'perm-fe.secure.read.audits'), 'perm-fe.secure.delete.users']))
      await expect(ids).toContain('perm-fe.secure.read.userApiTokens')
      await expect(ids).not.toContain('perm-fe.account-settings.delete.account')
    })
    await step('the list shows the new count', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Permissions of Support saved.')
      await waitFor(async () => expect(within(await row(canvas, 'Support')).getByRole('gridcell', { name: String(before.length) })).toBeVisible())
    })
  },
}

export const PermissionsUnchangedSendsNothing: Story = {
  play: async (context) => {
    await openActions(context, 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await editor.findByRole('group', { name: 'Users management' })
    await context.userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
    await noDialog()
    await expect(changes('PUT')).toHaveLength(0)
  },
}
