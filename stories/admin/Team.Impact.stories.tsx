import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { GROUPS_PATH } from '../../src/api/groups'
import { ROLES_PATH } from '../../src/api/roles'
import { getWorld, people, roleId } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, tabTo, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { PHONE } from '../support/themeChecks'
import { expectUsableOnPhone } from './onAPhone'
import { portalMount } from './portalStory'

/**
 * Changes to who holds which role show, before they are saved, who loses or gains which
 * permission: a role's permissions, a group's roles, a member's roles, and deleting a role, a group
 * or a member. Acme has 190 people; a permission still held another way (another role, a group, a
 * wildcard) is not lost.
 */
const meta = {
  title: 'Admin portal/Roles/Access impact',
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
type Scope = ReturnType<typeof within>
type Person = ReturnType<typeof getWorld>['users'][number]

const ROLES_RESOURCE = ROLES_PATH.slice(0, ROLES_PATH.lastIndexOf('/') + 1)
/** The preview's region in a dialog, once it has worked the change out. */
async function preview(scope: Scope) {
  const region = await scope.findByRole('region', { name: 'Who this change affects' }, { timeout: FIRST_LOAD_TIMEOUT })
  await waitFor(() => expect(within(region).getByRole('status')).not.toHaveTextContent('Working out'), { timeout: FIRST_LOAD_TIMEOUT })
  return within(region)
}
const writes = (prefix: string) => getWorld().requests.filter((request) => request.method !== 'GET' && request.path.startsWith(prefix))

/** Acme's own people. */
const acme = () => getWorld().users.filter((user) => user.tenantIds.includes('tenant-acme'))
const label = (user: Person) => user.name?.trim() || user.email
const byLabel = (users: readonly Person[]) => users.map(label).sort((a, b) => a.localeCompare(b))
const groupOf = (id: string) => getWorld().team.groups.find((group) => group.id === id)!
/** Whether a person holds Admin (every permission) themselves or through Leadership. */
const isAdmin = (user: Person) => user.roles.includes('Admin') || groupOf('group-leadership').userIds.includes(user.id)

/** The first five names of a list, then "and N more". */
async function namesListed(list: HTMLElement, names: readonly string[]) {
  const items = within(list).getAllByRole('listitem').map((item) => item.textContent)
  await expect(items).toEqual(names.length > 5 ? [...names.slice(0, 5), `and ${names.length - 5} more`] : names)
}

async function openRow({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, grid: string, name: string, action: string) {
  const table = await findGrid(canvas, grid)
  await waitFor(() => rowOf(table, name), { timeout: FIRST_LOAD_TIMEOUT })
  await pickRowAction(userEvent, table, name, action)
}

/** Security champions, in the default world a group with nobody in it, gets eight read-only people and the Support role: they edit users only through it. */
function championsGiveSupport() {
  const readers = acme().filter((user) => user.roles.length === 1 && user.roles[0] === 'ReadOnly' && !isAdmin(user)).slice(0, 8)
  Object.assign(groupOf('group-security'), { userIds: readers.map((user) => user.id), roleIds: [roleId('Support')] })
}
const champions = () => acme().filter((user) => groupOf('group-security').userIds.includes(user.id))

/** The list as the admin sees it once a change is in: its notice said, and `shows` holding of the list (its reload may still be on its way). */
async function settled(canvas: Context['canvas'], grid: string, notice: string, shows: (list: HTMLElement) => Promise<unknown> | unknown) {
  await expect(await canvas.findByText(notice)).toBeVisible()
  await waitFor(async () => shows(await findGrid(canvas, grid)))
}
/** The roles list shows Support with as many permissions as the server now gives it. */
const supportCountShown = async (list: HTMLElement) =>
  expect(within(await rowOf(list, 'Support')).getByRole('gridcell', { name: String(getWorld().team.roles.find((role) => role.key === 'Support')!.permissionIds.length) })).toBeVisible()
const noRow = (name: string) => (list: HTMLElement) => expect(within(list).queryByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeNull()
const championsWithoutRoles = async (list: HTMLElement) => expect(within(await rowOf(list, 'Security champions')).getByText('No roles')).toBeVisible()

// ---------------------------------------------------------------- a role's permissions

export const RemovingAPermissionNamesWhoLosesIt: Story = {
  play: async (context) => {
    const { userEvent, step } = context
    const losing = byLabel(acme().filter((user) => user.roles.includes('Support') && !isAdmin(user)))
    await openRow(context, 'Roles', 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await userEvent.click(await editor.findByRole('checkbox', { name: /^Invite and edit users/ }))
    await step(`the ${losing.length} Support people who are not admins lose it; admins still hold it through Admin`, async () => {
      const shown = await preview(editor)
      await expect(shown.getByRole('status')).toHaveTextContent(`${losing.length} people lose permissions.`)
      await expect(shown.getByText('Lose “Invite and edit users”:')).toBeVisible()
      await namesListed(shown.getByRole('list', { name: 'People who lose “Invite and edit users”' }), losing)
      await expect(shown.queryByRole('alert')).toBeNull()
    })
    await step('putting the tick back takes the preview away; nothing was sent', async () => {
      await userEvent.click(editor.getByRole('checkbox', { name: /^Invite and edit users/ }))
      await waitFor(() => expect(editor.queryByRole('region', { name: 'Who this change affects' })).toBeNull())
      await expect(writes(ROLES_RESOURCE)).toEqual([])
    })
    await step('saved only when Save is pressed', async () => {
      await userEvent.click(editor.getByRole('checkbox', { name: /^Invite and edit users/ }))
      await preview(editor)
      await expect(writes(ROLES_RESOURCE)).toEqual([])
      await userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
      await noDialog()
      const [saved] = writes(ROLES_RESOURCE)
      await expect(saved?.path).toBe(`${ROLES_PATH}/role-Support/permissions`)
      await expect((saved?.body as { permissionIds: string[] }).permissionIds).not.toContain('perm-fe.secure.write.users')
      await settled(context.canvas, 'Roles', 'Permissions of Support saved.', supportCountShown)
    })
  },
}

export const AddingAPermissionNamesWhoGainsIt: Story = {
  play: async (context) => {
    const gaining = byLabel(acme().filter((user) => user.roles.includes('Support') && !isAdmin(user)))
    await openRow(context, 'Roles', 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await context.userEvent.click(await editor.findByRole('checkbox', { name: /^Remove users/ }))
    const shown = await preview(editor)
    await expect(shown.getByRole('status')).toHaveTextContent(`${gaining.length} people gain permissions.`)
    await namesListed(shown.getByRole('list', { name: 'People who gain “Remove users”' }), gaining)
    // Scrolled down to the preview, as the admin reads it before saving.
    shown.getByRole('status').scrollIntoView({ block: 'center' })
  },
}

export const TheAdminLosesTheirOwnAccess: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const losing = acme().filter(isAdmin)
    await openRow(context, 'Roles', 'Admin', 'Edit permissions')
    const editor = within(await dialog('Permissions of Admin'))
    await context.userEvent.click(await editor.findByRole('checkbox', { name: /^Create and edit roles/ }))
    const shown = await preview(editor)
    await context.step('Ada is told first that she would lose it herself, then everyone else who would', async () => {
      await expect(shown.getByText('You would lose “Create and edit roles” yourself.')).toBeVisible()
      await expect(shown.getByRole('status')).toHaveTextContent(`${losing.length} people lose permissions.`)
      await namesListed(shown.getByRole('list', { name: 'People who lose “Create and edit roles”' }), byLabel(losing))
    })
    await context.step('the warning does not block the change', async () => {
      await expect(editor.getByRole('button', { name: 'Save permissions' })).toBeEnabled()
    })
  },
}

/** The people list fails to load: the preview says so, and the change still saves. */
export const PreviewFailsToLoad: Story = {
  beforeEach: () => {
    getWorld().team.failures.users = 'serverError'
  },
  play: async (context) => {
    await openRow(context, 'Roles', 'Support', 'Edit permissions')
    const editor = within(await dialog('Permissions of Support'))
    await context.userEvent.click(await editor.findByRole('checkbox', { name: /^Remove users/ }))
    const shown = await preview(editor)
    await expect(shown.getByRole('status')).toHaveTextContent("We couldn't work out who this change affects. You can still go on.")
    await context.userEvent.click(editor.getByRole('button', { name: 'Save permissions' }))
    await noDialog()
    await expect(writes(ROLES_RESOURCE).map((request) => request.path)).toEqual([`${ROLES_PATH}/role-Support/permissions`])
    await settled(context.canvas, 'Roles', 'Permissions of Support saved.', supportCountShown)
  },
}

// ---------------------------------------------------------------- a group's roles

export const TakingARoleFromAGroup: Story = {
  args: { startAt: '/admin/groups' },
  beforeEach: championsGiveSupport,
  play: async (context) => {
    const { userEvent, step } = context
    const losing = byLabel(champions())
    await openRow(context, 'Groups', 'Security champions', 'Manage roles')
    const roles = within(await dialog('Roles of Security champions'))
    await userEvent.click(await roles.findByRole('checkbox', { name: 'Support' }))
    await step('its eight members edit users only through it: each loses that, and nothing they read', async () => {
      const shown = await preview(roles)
      await expect(shown.getByRole('status')).toHaveTextContent('8 people lose permissions.')
      await expect(shown.getByText('Lose “Invite and edit users”:')).toBeVisible()
      await namesListed(shown.getByRole('list', { name: 'People who lose “Invite and edit users”' }), losing)
      await expect(shown.queryByText(/Read users/)).toBeNull()
    })
    await step('saved only when Save is pressed', async () => {
      await expect(writes(GROUPS_PATH)).toEqual([])
      await userEvent.click(roles.getByRole('button', { name: 'Save roles' }))
      await noDialog()
      await expect(writes(GROUPS_PATH).map((request) => [request.method, request.path, request.body])).toEqual([['DELETE', `${GROUPS_PATH}/group-security/roles`, { roleIds: ['role-Support'] }]])
      await settled(context.canvas, 'Groups', 'Roles of Security champions saved.', championsWithoutRoles)
    })
  },
}

/** Everyone in Customer Support holds Support themselves: taking it from the group changes nobody's permissions. */
export const TakingARoleNobodyLoses: Story = {
  args: { startAt: '/admin/groups' },
  play: async (context) => {
    await openRow(context, 'Groups', 'Customer Support', 'Manage roles')
    const roles = within(await dialog('Roles of Customer Support'))
    await context.userEvent.click(await roles.findByRole('checkbox', { name: 'Support' }))
    const shown = await preview(roles)
    await expect(shown.getByRole('status')).toHaveTextContent('Nobody gains or loses a permission.')
    await expect(shown.queryByRole('list')).toBeNull()
  },
}

/** The whole change by keyboard: the tick, the preview read out, the save. */
export const KeyboardOnly: Story = {
  args: { startAt: '/admin/groups' },
  beforeEach: championsGiveSupport,
  play: async (context) => {
    const { canvas, userEvent } = context
    const table = await findGrid(canvas, 'Groups')
    const actions = await waitFor(() => within(table).getByRole('button', { name: 'Actions for Security champions' }), { timeout: FIRST_LOAD_TIMEOUT })
    actions.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus())
    const manage = within(menu).getByRole('menuitem', { name: 'Manage roles' })
    for (let presses = 0; presses < 10 && document.activeElement !== manage; presses++) await userEvent.keyboard('{ArrowDown}')
    await expect(manage).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const roles = within(await dialog('Roles of Security champions'))
    const support = await roles.findByRole('checkbox', { name: 'Support' })
    await tabTo(userEvent, support)
    await userEvent.keyboard(' ')
    const shown = await preview(roles)
    await expect(shown.getByRole('status')).toHaveTextContent('8 people lose permissions.')
    const save = roles.getByRole('button', { name: 'Save roles' })
    await tabTo(userEvent, save)
    await userEvent.keyboard('{Enter}')
    await noDialog()
    await expect(writes(GROUPS_PATH)).toHaveLength(1)
    await settled(canvas, 'Groups', 'Roles of Security champions saved.', championsWithoutRoles)
  },
}

// ---------------------------------------------------------------- a member's roles

export const GivingAMemberARole: Story = {
  args: { startAt: '/admin/users' },
  play: async (context) => {
    const { canvas, userEvent } = context
    const reader = acme().find((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'ReadOnly' && !isAdmin(user) && user.name)!
    const table = await findGrid(canvas, 'Users')
    await userEvent.clear(canvas.getByLabelText('Search users'))
    await userEvent.paste(reader.email)
    await waitFor(() => rowOf(table, reader.name!), { timeout: FIRST_LOAD_TIMEOUT })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    await pickRowAction(userEvent, table, reader.name!, 'Edit roles')
    const roles = within(await dialog(`Roles for ${reader.name}`))
    await userEvent.click(await roles.findByRole('checkbox', { name: 'Support' }))
    const shown = await preview(roles)
    await expect(shown.getByRole('status')).toHaveTextContent('1 person gains a permission.')
    await namesListed(shown.getByRole('list', { name: 'People who gain “Invite and edit users”' }), [label(reader)])
  },
}

// ---------------------------------------------------------------- deletes

export const DeletingAGroup: Story = {
  args: { startAt: '/admin/groups' },
  beforeEach: championsGiveSupport,
  play: async (context) => {
    await openRow(context, 'Groups', 'Security champions', 'Delete group')
    const confirm = within(await alertDialog('Delete the Security champions group?'))
    const shown = await preview(confirm)
    await expect(shown.getByRole('status')).toHaveTextContent('Its 8 members lose the roles it gives (Support) unless they hold them another way. 8 people lose permissions.')
    await namesListed(shown.getByRole('list', { name: 'People who lose “Invite and edit users”' }), byLabel(champions()))
    await expect(writes(GROUPS_PATH)).toEqual([])
    await context.userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(writes(GROUPS_PATH).map((request) => [request.method, request.path])).toEqual([['DELETE', `${GROUPS_PATH}/group-security`]])
    await settled(context.canvas, 'Groups', 'Group Security champions deleted.', noRow('Security champions'))
  },
}

export const DeletingARole: Story = {
  play: async (context) => {
    const holders = acme().filter((user) => user.roles.includes('Billing'))
    const losing = byLabel(holders.filter((user) => !isAdmin(user)))
    await openRow(context, 'Roles', 'Billing', 'Delete role')
    const confirm = within(await alertDialog('Delete the Billing role?'))
    const shown = await preview(confirm)
    await expect(shown.getByRole('status')).toHaveTextContent(`${holders.length} people hold it themselves. Groups that give it stop giving it: Finance. ${losing.length} people lose permissions.`)
    await expect(shown.getByText('Lose “Change plan and payment”:')).toBeVisible()
    await namesListed(shown.getByRole('list', { name: 'People who lose “Change plan and payment”' }), losing)
    await expect(writes(ROLES_RESOURCE)).toEqual([])
    await context.userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(writes(ROLES_RESOURCE).map((request) => [request.method, request.path])).toEqual([['DELETE', `${ROLES_PATH}/role-Billing`]])
    await settled(context.canvas, 'Roles', 'Role Billing deleted.', noRow('Billing'))
  },
}

export const DeletingAMember: Story = {
  args: { startAt: '/admin/users' },
  play: async (context) => {
    const { canvas, userEvent } = context
    const developer = acme().find((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'Developer' && user.name)!
    const table = await findGrid(canvas, 'Users')
    await userEvent.clear(canvas.getByLabelText('Search users'))
    await userEvent.paste(developer.email)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: FIRST_LOAD_TIMEOUT })
    await pickRowAction(userEvent, table, developer.name!, 'Delete user')
    const confirm = within(await alertDialog(`Delete ${developer.name}?`))
    const shown = await preview(confirm)
    await expect(shown.getByRole('status')).toHaveTextContent('They leave Engineering. Their roles go with them: Developer.')
    // Other developers hold everything they do: no warning.
    await expect(shown.queryByText(/Nobody else in the account holds/)).toBeNull()
    await expect(sent(`/team/resources/members/v1/${developer.id}`)).toEqual([])
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(sent(`/team/resources/members/v1/${developer.id}`).map((request) => request.method)).toEqual(['DELETE'])
    await expect(await canvas.findByText(`No users match “${developer.email}”.`)).toBeVisible()
  },
}

// ---------------------------------------------------------------- on a phone

/** A 375 px phone in the dark: the preview and its lists fit the dialog, nothing cut off across. */
export const OnAPhone: Story = {
  args: { startAt: '/admin/groups' },
  parameters: PHONE.parameters,
  globals: { ...PHONE.globals, theme: 'dark' },
  beforeEach: championsGiveSupport,
  play: async (context) => {
    await openRow(context, 'Groups', 'Security champions', 'Manage roles')
    const roles = within(await dialog('Roles of Security champions'))
    await context.userEvent.click(await roles.findByRole('checkbox', { name: 'Support' }))
    const shown = await preview(roles)
    await expect(shown.getByRole('status')).toHaveTextContent('8 people lose permissions.')
    shown.getByRole('status').scrollIntoView({ block: 'center' })
    expectUsableOnPhone(await dialog('Roles of Security champions'))
  },
}
