import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getWorld } from '../../src/fixtures'
import { heldCalls } from '../support/gates'
import { dialog, noDialog } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { acmeUserOutside, changes, failingChanges, findPerson, GROUPS, groupsArgs, holdChanges, noReloadBetweenCalls, openActions, reloadedAfterLastChange, row, worldGroup } from './support/groupsStories'

/** A group's members dialog: people found by the search added, others removed, one call each way. */
const meta = {
  title: 'Admin portal/Groups/Members',
  component: StoryApp,
  args: groupsArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

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
