import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { USERS_V2_PATH } from '../../src/api/users'
import { getWorld } from '../../src/fixtures'
import { heldCalls } from '../support/gates'
import { dialog, noDialog, tabTo } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { acmeUserOutside, changes, failingChanges, findPerson, GROUPS, groupNames, groupsArgs, holdChanges, loaded, reloadedAfterLastChange, row, searchedPerson, worldGroup } from './support/groupsStories'

/** The new-group dialog: its name, colour, people and roles, each sent in its own call; by mouse and by keyboard. */
const meta = {
  title: 'Admin portal/Groups/Create group',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/**
 * Puts a name into a field in one go, as pasting it would. These stories are about what is sent and
 * shown, not about typing (KeyboardOnlyCreateGroup types); each key typed into a field of the
 * new-group dialog re-renders all of it (colours, people, roles), near 0.1 s a key on a busy machine.
 */
async function fill({ userEvent }: Pick<Context, 'userEvent'>, field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}

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
