import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { GROUPS_PATH } from '../../src/api/groups'
import { USERS_V2_PATH } from '../../src/api/users'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin/Groups',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/groups',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' } }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Within = ReturnType<typeof within>

const GROUPS = GROUPS_PATH
/** The groups grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
const table = (canvas: Context['canvas']) => findGrid(canvas, 'Groups')
const groupNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
/** Waits for the list's first answer, which may take a while on a cold, busy machine (see `table`). */
const loaded = async (canvas: Context['canvas']) => waitFor(async () => expect(await groupNames(canvas)).toContain('Engineering'), { timeout: FIRST_LOAD_TIMEOUT })
const row = async (canvas: Context['canvas'], name: string) => rowOf(await table(canvas), name)
/** The group calls that change something, as sent. */
const changes = (method: string, suffix = '') => getWorld().requests.filter((request) => request.method === method && request.path.startsWith(GROUPS) && request.path.endsWith(suffix))
/**
 * Waits until the list has been asked again after the last group change was answered. Every call of
 * a save (the group, its people, its roles) starts a reload of its own, and an earlier reload may
 * answer first with a half-saved group; once the last reload is on its way, SWR drops the earlier
 * ones' answers, so the next thing the list shows is the saved group.
 */
const reloadedAfterLastChange = () =>
  waitFor(() => {
    const requests = getWorld().requests
    const lastChange = requests.findLastIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
    expect(requests.slice(lastChange + 1).some((request) => request.method === 'GET' && request.path === GROUPS)).toBe(true)
  })
/** No list reload went out between a save's first and last call: the list never showed a half-saved group. */
const noReloadBetweenCalls = () => {
  const requests = getWorld().requests
  const first = requests.findIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
  const last = requests.findLastIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
  return expect(requests.slice(first, last).filter((request) => request.method === 'GET' && request.path === GROUPS)).toEqual([])
}
const worldGroup = (name: string) => getWorld().team.groups.find((group) => group.name === name)!
/** Someone of Acme who is in no group's list yet, found in the seeded world. */
const acmeUserOutside = (group: string) => getWorld().users.find((user) => user.tenantId === 'tenant-acme' && user.id !== 'user-ada' && !worldGroup(group).userIds.includes(user.id))!
const checkbox = (scope: Within, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

async function openActions({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  await loaded(canvas)
  await pickRowAction(userEvent, await table(canvas), name, action)
}

/**
 * This person's checkbox once the people search has answered `search`, the whole text typed. A pause
 * mid-typing on a busy machine may have shown an earlier search's results with them in it; the last
 * search then swaps those for a spinner, and a box found there would be gone when clicked or tabbed to.
 */
const searchedPerson = (scope: Within, person: { name: string }, search: string) =>
  waitFor(
    () => {
      expect(sent(USERS_V2_PATH).some((request) => request.query._filter === search)).toBe(true)
      expect(scope.queryByRole('progressbar', { name: 'Searching' })).toBeNull()
      return checkbox(scope, person.name)
    },
    { timeout: 3000 },
  )

/** Types into the people search and waits for this person's checkbox in its answer. */
async function findPerson({ userEvent }: Pick<Context, 'userEvent'>, scope: Within, person: { name: string; email: string }) {
  await userEvent.type(scope.getByRole('searchbox', { name: 'Find people' }), person.email)
  return searchedPerson(scope, person, person.email)
}

/**
 * Puts a name into a field in one go, as pasting it would. These stories are about what is sent and
 * shown, not about typing (KeyboardOnlyCreateGroup types); each key typed into a field of the
 * new-group dialog re-renders all of it (colours, people, roles), near 0.1 s a key on a busy machine.
 */
async function fill({ userEvent }: Pick<Context, 'userEvent'>, field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}

/** Holds group changes unanswered until the play function opens the gate, so a dialog is seen submitting for sure. */
const holdChanges = holdCalls('groupChanges')
/** Makes group changes answer 500 while the list still loads. */
const failingChanges = () => {
  getWorld().team.failures.groupChanges = 'serverError'
}

// ---------------------------------------------------------------- the list

export const GroupsListed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, step }) => {
    await loaded(canvas)
    await step('every group of Acme, with colour, description, members and roles', async () => {
      await expect(await groupNames(canvas)).toEqual(['Engineering', 'Customer Support', 'Finance', 'Leadership', 'Contractors', 'Directory sync', 'Security champions'])
      const engineering = within(await row(canvas, 'Engineering'))
      await expect(engineering.getByText('Indigo')).toBeVisible()
      await expect(engineering.getByText('Builds and runs the product')).toBeVisible()
      await expect(engineering.getByRole('gridcell', { name: String(worldGroup('Engineering').userIds.length) })).toBeVisible()
      await expect(engineering.getByText('Developer')).toBeVisible()
    })
    await step('the colour is named in words, the swatch only decorates', async () => {
      await expect(within(await row(canvas, 'Leadership')).getByText('Red')).toBeVisible()
      await expect(within(await table(canvas)).queryByRole('img')).toBeNull()
    })
    await step('a group without roles or members says so', async () => {
      const champions = within(await row(canvas, 'Security champions'))
      await expect(champions.getByText('No roles')).toBeVisible()
      await expect(champions.getByRole('gridcell', { name: '0' })).toBeVisible()
    })
    await step('the list asked for roles and users with the groups', async () => {
      await expect(sent(GROUPS)[0]?.query).toEqual({ _groupsRelations: 'rolesAndUsers' })
      await expect(canvas.getByRole('button', { name: 'New group' })).toBeVisible()
    })
  },
}

export const GroupsEmpty: Story = {
  beforeEach: () => {
    getWorld().team.groups = []
  },
  play: async ({ canvas }) => {
    await expect(await within(await table(canvas)).findByText('There are no groups yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New group' })).toBeVisible()
  },
}

export const GroupsLoading: Story = {
  beforeEach: holdCalls('groups'),
  play: async ({ canvas, step }) => {
    const grid = await table(canvas)
    const loading = await heldCalls('groups')
    await step('while the list has no answer, it says it is loading', async () => {
      await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    })
    await step('once it is answered, the groups replace the spinner', async () => {
      loading.open()
      await waitFor(async () => expect(await groupNames(canvas)).toHaveLength(7), { timeout: 4000 })
      await expect(within(grid).queryByRole('progressbar')).toBeNull()
    })
  },
}

export const GroupsLoadFails: Story = {
  beforeEach: () => {
    getWorld().team.failures.groups = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Groups didn't load. Internal server error")
    await expect(within(await table(canvas)).getByText("Groups didn't load.")).toBeVisible()
    getWorld().team.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await loaded(canvas)
  },
}

// ---------------------------------------------------------------- create

export const CreateGroupDialog: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await loaded(canvas)
    await step('the dialog opens on the name; the first colour is chosen; nobody and no role yet', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New group' }))
      const create = within(await dialog('New group'))
      await waitFor(() => expect(create.getByLabelText('Name')).toHaveFocus())
      await expect(create.getByRole('option', { name: 'Indigo' })).toHaveAttribute('aria-selected', 'true')
      await expect(create.getAllByRole('option').map((option) => option.textContent || option.querySelector('[role="img"]')?.getAttribute('aria-label'))).toHaveLength(8)
      await expect(create.getByText('No one yet.')).toBeVisible()
      await expect(await create.findByRole('checkbox', { name: 'Support' })).not.toBeChecked()
    })
    await step('people are listed by name before any search', async () => {
      const create = within(await dialog('New group'))
      await expect(await create.findByRole('group', { name: 'People' })).toBeVisible()
      await expect(sent(USERS_V2_PATH).at(-1)?.query).toMatchObject({ _limit: '8', _sortBy: 'name', _order: 'ASC' })
    })
    await step('a name is required; nothing is sent without one', async () => {
      const create = within(await dialog('New group'))
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await expect(create.getByText('Enter a name.')).toBeVisible()
      await expect(create.getByLabelText('Name')).toHaveFocus()
      await expect(changes('POST')).toHaveLength(0)
    })
    await step('Cancel closes it; opened again, it starts over', async () => {
      const create = within(await dialog('New group'))
      await fill({ userEvent }, create.getByLabelText('Name'), 'Night shift')
      await userEvent.click(create.getByRole('button', { name: 'Cancel' }))
      await noDialog()
      await userEvent.click(canvas.getByRole('button', { name: 'New group' }))
      const again = within(await dialog('New group'))
      await expect(again.getByLabelText('Name')).toHaveValue('')
      await expect(again.queryByText('Enter a name.')).toBeNull()
    })
  },
}

/** Fills the new-group dialog: a name, the Red colour, one person and the Support role. */
async function fillNewGroup(context: Pick<Context, 'canvas' | 'userEvent'>, name: string) {
  const { canvas, userEvent } = context
  const person = acmeUserOutside('Security champions')
  await loaded(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'New group' }))
  const create = within(await dialog('New group'))
  await fill(context, create.getByLabelText('Name'), name)
  await userEvent.click(create.getByRole('option', { name: 'Red' }))
  await userEvent.click(await findPerson(context, create, person))
  await expect(within(create.getByRole('grid', { name: 'Members' })).getByRole('row', { name: person.name })).toBeVisible()
  await userEvent.click(await create.findByRole('checkbox', { name: 'Support' }))
  return { create, person }
}

export const CreateGroupSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    const { create } = await fillNewGroup(context, 'Night shift')
    await context.userEvent.dblClick(create.getByRole('button', { name: 'Create group' }))
    const saving = await heldCalls('groupChanges')
    await context.step('while the create has no answer: a spinner, the fields and Cancel locked, pressed twice but sent once', async () => {
      await expect(await create.findByRole('progressbar', { name: 'Creating' })).toBeVisible()
      await expect(create.getByLabelText('Name')).toBeDisabled()
      await expect(create.getByRole('button', { name: 'Cancel' })).toBeDisabled()
      await expect(changes('POST', GROUPS)).toHaveLength(1)
    })
    await context.step('once it is answered, the dialog closes: one group, one members call, one roles call', async () => {
      saving.open()
      await noDialog()
      await expect(changes('POST', GROUPS)).toHaveLength(1)
      await expect(changes('POST', '/users')).toHaveLength(1)
      await expect(changes('POST', '/roles')).toHaveLength(1)
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(context.canvas, 'Night shift')).getByText('Support')).toBeVisible())
    })
  },
}

export const CreateGroupFails: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const { create, person } = await fillNewGroup(context, 'engineering')
    await step('a name already taken: the server’s refusal shows in the dialog, all that was chosen stays', async () => {
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await expect(await create.findByRole('alert')).toHaveTextContent('A group with this name already exists')
      await expect(create.getByLabelText('Name')).toHaveValue('engineering')
      await expect(create.getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'true')
      await expect(within(create.getByRole('grid', { name: 'Members' })).getByRole('row', { name: person.name })).toBeVisible()
      await expect(create.getByRole('checkbox', { name: 'Support' })).toBeChecked()
      await expect(changes('POST', '/users')).toHaveLength(0)
    })
    await step('another name, and it goes through', async () => {
      await userEvent.clear(create.getByLabelText('Name'))
      await fill(context, create.getByLabelText('Name'), 'Platform')
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await noDialog()
      await waitFor(async () => expect(await groupNames(canvas)).toContain('Platform'))
      // What the list ends on: the group with its person and its role, not a reload's half of it.
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(canvas, 'Platform')).getByText('Support')).toBeVisible())
    })
  },
}

export const CreateGroupServerDown: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    const { create } = await fillNewGroup(context, 'Night shift')
    await context.userEvent.click(create.getByRole('button', { name: 'Create group' }))
    await expect(await create.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(create.getByLabelText('Name')).toHaveValue('Night shift')
  },
}

export const CreateGroupMembersFail: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const { create, person } = await fillNewGroup(context, 'Night shift')
    await step('the group is made, then adding its people fails: the dialog says so', async () => {
      // The person leaves the account between the pick and the save.
      getWorld().users = getWorld().users.filter((user) => user.id !== person.id)
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await expect(await create.findByRole('alert')).toHaveTextContent(`The group Night shift was created, but its members or roles were not all added. Try again to add the rest.User ${person.id} not found`)
      await expect(create.getByLabelText('Name')).toBeDisabled()
    })
    await step('trying again without them adds only the role: the group is not made twice', async () => {
      await userEvent.click(within(create.getByRole('grid', { name: 'Members' })).getByRole('button', { name: /Remove/ }))
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await noDialog()
      await expect(changes('POST', GROUPS)).toHaveLength(1)
      await expect(changes('POST', '/roles').map((request) => request.body)).toEqual([{ roleIds: ['role-Support'] }])
      await waitFor(async () => expect(within(await row(canvas, 'Night shift')).getByText('Support')).toBeVisible())
    })
  },
}

export const CreateGroupRolesFail: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const { create, person } = await fillNewGroup(context, 'Night shift')
    await step('the group is made and its person added, then adding its role fails', async () => {
      // The role is deleted between the pick and the save.
      getWorld().team.roles = getWorld().team.roles.filter((role) => role.id !== 'role-Support')
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await expect(await create.findByRole('alert')).toHaveTextContent('The group Night shift was created, but its members or roles were not all added.')
      await expect(within(create.getByRole('grid', { name: 'Members' })).getByRole('row', { name: person.name })).toBeVisible()
    })
    await step('trying again without the role makes no call again: the person is not added twice', async () => {
      await userEvent.click(create.getByRole('checkbox', { name: 'Support' }))
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await noDialog()
      await expect(changes('POST', GROUPS)).toHaveLength(1)
      await expect(changes('POST', '/users')).toHaveLength(1)
      await expect(await canvas.findByRole('status')).toHaveTextContent('Group Night shift created.')
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(canvas, 'Night shift')).getByRole('gridcell', { name: '1' })).toBeVisible())
    })
  },
}

export const CreateGroupSucceeds: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const { create, person } = await fillNewGroup(context, 'Night shift')
    await step('spec/admin.md §5: the group without its empty description, then its people, then its roles', async () => {
      await userEvent.click(create.getByRole('button', { name: 'Create group' }))
      await noDialog()
      const [made] = changes('POST', GROUPS)
      await expect(made?.body).toEqual({ name: 'Night shift', color: '#DC2626' })
      const id = worldGroup('Night shift').id
      await expect(changes('POST', '/users').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/${id}/users`, { userIds: [person.id] }]])
      await expect(changes('POST', '/roles').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/${id}/roles`, { roleIds: ['role-Support'] }]])
    })
    await step('the list shows it with its colour, one member and its role', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Group Night shift created.')
      await waitFor(async () => expect(await groupNames(canvas)).toContain('Night shift'))
      await reloadedAfterLastChange()
      await waitFor(async () => {
        const made = within(await row(canvas, 'Night shift'))
        await expect(made.getByText('Red')).toBeVisible()
        await expect(made.getByRole('gridcell', { name: '1' })).toBeVisible()
        await expect(made.getByText('Support')).toBeVisible()
      })
    })
  },
}

export const CreateGroupAlone: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'New group' }))
    const create = within(await dialog('New group'))
    await fill({ userEvent }, create.getByLabelText('Name'), 'Reviewers')
    await fill({ userEvent }, create.getByLabelText('Description (optional)'), 'Review access every quarter')
    await userEvent.click(create.getByRole('button', { name: 'Create group' }))
    await noDialog()
    // A description is sent when there is one; no people and no roles: no calls for them.
    await expect(changes('POST', GROUPS).map((request) => request.body)).toEqual([{ name: 'Reviewers', color: '#4F46E5', description: 'Review access every quarter' }])
    await expect(changes('POST', '/users')).toHaveLength(0)
    await expect(changes('POST', '/roles')).toHaveLength(0)
    await waitFor(async () => expect(await groupNames(canvas)).toContain('Reviewers'))
  },
}

// ---------------------------------------------------------------- edit

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

// ---------------------------------------------------------------- delete

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

// ---------------------------------------------------------------- members

const leadershipMembers = () => worldGroup('Leadership').userIds.map((id) => getWorld().users.find((user) => user.id === id)!)

export const MembersDialog: Story = {
  play: async (context) => {
    await openActions(context, 'Leadership', 'Manage members')
    const members = within(await dialog('Members of Leadership'))
    const tags = within(members.getByRole('grid', { name: 'Members' }))
    await expect(tags.getAllByRole('row')).toHaveLength(leadershipMembers().length)
    for (const user of leadershipMembers()) await expect(tags.getByRole('row', { name: user.name })).toBeVisible()
    await expect(tags.getByRole('button', { name: /Remove.*Ada Lovelace/ })).toBeVisible()
  },
}

/** In Leadership: adds someone found by the search and removes Ada. */
async function changeLeadership(context: Context) {
  const newcomer = acmeUserOutside('Leadership')
  await openActions(context, 'Leadership', 'Manage members')
  const members = within(await dialog('Members of Leadership'))
  await context.userEvent.click(within(members.getByRole('grid', { name: 'Members' })).getByRole('button', { name: /Remove.*Ada Lovelace/ }))
  await context.userEvent.click(await findPerson(context, members, newcomer))
  return { members, newcomer }
}

export const MembersSubmitting: Story = {
  beforeEach: holdChanges,
  play: async (context) => {
    const { members } = await changeLeadership(context)
    await context.userEvent.click(members.getByRole('button', { name: 'Save members' }))
    const saving = await heldCalls('groupChanges')
    await context.step('while the save has no answer: a spinner, the search locked', async () => {
      await expect(await members.findByRole('progressbar', { name: 'Saving' })).toBeVisible()
      await expect(members.getByRole('searchbox', { name: 'Find people' })).toBeDisabled()
    })
    await context.step('once it is answered, the dialog closes', async () => {
      saving.open()
      await noDialog()
      // The play ends where the list does: the reload the change started has answered (the screenshot is of it).
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(context.canvas, 'Leadership')).getByRole('gridcell', { name: String(worldGroup('Leadership').userIds.length) })).toBeVisible())
    })
  },
}

export const MembersSaveFails: Story = {
  beforeEach: failingChanges,
  play: async (context) => {
    const { members, newcomer } = await changeLeadership(context)
    await context.userEvent.click(members.getByRole('button', { name: 'Save members' }))
    await expect(await members.findByRole('alert')).toHaveTextContent('Internal server error')
    // The pick stays as the admin left it.
    const tags = within(members.getByRole('grid', { name: 'Members' }))
    await expect(tags.getByRole('row', { name: newcomer.name })).toBeVisible()
    await expect(tags.queryByRole('row', { name: 'Ada Lovelace' })).toBeNull()
  },
}

export const MembersSaved: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    const before = worldGroup('Leadership').userIds.length
    const { members, newcomer } = await changeLeadership(context)
    await step('one call adds the newcomer, one removes Ada', async () => {
      await userEvent.click(members.getByRole('button', { name: 'Save members' }))
      await noDialog()
      await expect(changes('POST', '/users').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/group-leadership/users`, { userIds: [newcomer.id] }]])
      await expect(changes('DELETE', '/users').map((request) => [request.path, request.body])).toEqual([[`${GROUPS}/group-leadership/users`, { userIds: ['user-ada'] }]])
      await noReloadBetweenCalls()
    })
    await step('the list counts the same number of members, now with the newcomer', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Members of Leadership saved.')
      // Saved is not reloaded yet: the one reload goes out after the last call.
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(canvas, 'Leadership')).getByRole('gridcell', { name: String(before) })).toBeVisible())
      await expect(worldGroup('Leadership').userIds).toContain(newcomer.id)
      await expect(worldGroup('Leadership').userIds).not.toContain('user-ada')
    })
  },
}

export const MembersUnchangedSendNothing: Story = {
  play: async (context) => {
    await openActions(context, 'Leadership', 'Manage members')
    await context.userEvent.click(within(await dialog('Members of Leadership')).getByRole('button', { name: 'Save members' }))
    await noDialog()
    await expect(changes('POST')).toHaveLength(0)
    await expect(changes('DELETE')).toHaveLength(0)
  },
}

// ---------------------------------------------------------------- roles

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

// ---------------------------------------------------------------- read only, keyboard

/** A holder of fe.secure.delete.groups without write: the group's menu offers deleting it, nothing else, and the delete goes through. */
export const DeleteWithoutWrite: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.secure.delete.groups'] })
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    await expect(canvas.queryByRole('button', { name: 'New group' })).toBeNull()
    // Not "You can view groups but not change them.": this admin can delete them.
    await expect(canvas.queryByText('You can view groups but not change them.')).toBeNull()
    await userEvent.click(within(await rowOf(await table(canvas), 'Contractors')).getByRole('button', { name: 'Actions for Contractors' }))
    const items = await screen.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Delete group'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete group' }))
    const confirm = await alertDialog('Delete the Contractors group?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect(changes('DELETE')).toHaveLength(1)
    await waitFor(async () => expect(await groupNames(canvas)).not.toContain('Contractors'))
  },
}

export const ReadOnlyAdminSeesNoWriteActions: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await loaded(canvas)
    await expect(canvas.getByText('You can view groups but not change them.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New group' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    await expect(getWorld().requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
  },
}

/** Presses Tab until `target` has focus (a keyboard user moving through the page). */
async function tabTo(userEvent: Context['userEvent'], target: HTMLElement, limit = 40) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses++) await userEvent.tab()
  await expect(target).toHaveFocus()
}

export const KeyboardOnlyCreateGroup: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const person = acmeUserOutside('Security champions')
    await loaded(canvas)
    await step('Tab to New group, Enter opens the dialog on the name', async () => {
      await tabTo(userEvent, canvas.getByRole('button', { name: 'New group' }))
      await userEvent.keyboard('{Enter}')
      const create = within(await dialog('New group'))
      await waitFor(() => expect(create.getByLabelText('Name')).toHaveFocus())
      await userEvent.keyboard('On call')
    })
    await step('Tab to the colours, an arrow and Space choose Sky blue', async () => {
      const create = within(await dialog('New group'))
      await tabTo(userEvent, create.getByRole('option', { name: 'Indigo' }))
      await userEvent.keyboard('{ArrowRight}')
      await expect(create.getByRole('option', { name: 'Sky blue' })).toHaveFocus()
      await userEvent.keyboard(' ')
      await expect(create.getByRole('option', { name: 'Sky blue' })).toHaveAttribute('aria-selected', 'true')
    })
    await step('Tab to the search, type, Tab to the person, Space picks them', async () => {
      const create = within(await dialog('New group'))
      await tabTo(userEvent, create.getByRole('searchbox', { name: 'Find people' }))
      await userEvent.keyboard(person.email)
      const box = await searchedPerson(create, person, person.email)
      await tabTo(userEvent, box)
      await userEvent.keyboard(' ')
      await expect(box).toBeChecked()
      await expect(within(create.getByRole('grid', { name: 'Members' })).getByRole('row', { name: person.name })).toBeVisible()
    })
    await step('Tab to the Support role, Space ticks it', async () => {
      const create = within(await dialog('New group'))
      const support = await create.findByRole('checkbox', { name: 'Support' })
      await tabTo(userEvent, support)
      await userEvent.keyboard(' ')
      await expect(support).toBeChecked()
    })
    await step('Tab to Create group, Enter: the group, its member and its role are sent', async () => {
      const create = within(await dialog('New group'))
      await tabTo(userEvent, create.getByRole('button', { name: 'Create group' }))
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await expect(changes('POST', GROUPS).map((request) => request.body)).toEqual([{ name: 'On call', color: '#0EA5E9' }])
      await expect(changes('POST', '/users').map((request) => request.body)).toEqual([{ userIds: [person.id] }])
      await expect(changes('POST', '/roles').map((request) => request.body)).toEqual([{ roleIds: ['role-Support'] }])
      await reloadedAfterLastChange()
      await waitFor(async () => expect(within(await row(canvas, 'On call')).getByText('Sky blue')).toBeVisible())
      // What the list ends on: the group with its role, not an earlier reload's half of it.
      await waitFor(async () => expect(within(await row(canvas, 'On call')).getByText('Support')).toBeVisible())
    })
  },
}
