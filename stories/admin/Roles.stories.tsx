import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { ROLES_PATH } from '../../src/api/roles'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin/Roles',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/roles',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' } }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const ROLES_V1 = ROLES_PATH
/** Both versions of the roles API. */
const ROLES_RESOURCE = ROLES_PATH.slice(0, ROLES_PATH.lastIndexOf('/') + 1)
/** The roles grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
const table = (canvas: Context['canvas']) => findGrid(canvas, 'Roles')
/** The role names in the Name column, in order. */
const roleNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.querySelector('span')?.firstChild?.textContent)
/** Waits for the list's first answer, which may take a while on a cold, busy machine (see `table`). */
const loaded = async (canvas: Context['canvas']) => waitFor(async () => expect(await roleNames(canvas)).toContain('Support'), { timeout: FIRST_LOAD_TIMEOUT })
const row = async (canvas: Context['canvas'], name: string) => rowOf(await table(canvas), name)
const changes = (method: string, suffix = '') => getWorld().requests.filter((request) => request.method === method && request.path.startsWith(ROLES_RESOURCE) && request.path.endsWith(suffix))
const worldRole = (key: string) => getWorld().team.roles.find((role) => role.key === key)!

async function openActions({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  await loaded(canvas)
  await pickRowAction(userEvent, await table(canvas), name, action)
}

/** Holds role changes unanswered until the play function opens the gate, so a dialog is seen submitting for sure. */
const holdChanges = holdCalls('roleChanges')
/** Makes role changes answer 500 while the list still loads. */
const failingChanges = () => {
  getWorld().team.failures.roleChanges = 'serverError'
}

// ---------------------------------------------------------------- the list

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

// ---------------------------------------------------------------- create

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
  },
}

// ---------------------------------------------------------------- edit

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

// ---------------------------------------------------------------- delete

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

// ---------------------------------------------------------------- default

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

// ---------------------------------------------------------------- permissions

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
