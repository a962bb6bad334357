import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { ACME_INVITE_TOKEN, getWorld, people } from '../../../src/fixtures'
import { GROUPS_PATH } from '../../../src/api/groups'
import { USERS_V2_PATH } from '../../../src/api/users'
import { heldCalls, holdCalls } from '../../support/gates'
import { sent } from '../../support/requests'
import { StoryApp } from '../../support/StoryApp'
import { TeamHarness } from './TeamHarness'

const ALAN = { filter: people.breached.email }
const harness = (initialQuery = {}) => ({ path: '/team', render: () => <TeamHarness initialQuery={initialQuery} /> })

const meta = {
  title: 'Hooks/Team hooks',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/team', mount: harness() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const usersList = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Users' }))
const lastUsersQuery = () => sent(USERS_V2_PATH).filter((request) => request.method === 'GET').at(-1)?.query

export const PagesThroughUsers: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the first page: 20 of 194, by name descending (spec/admin.md §9 defaults)', async () => {
      await expect(await canvas.findByText('194 users, page 1 of 10, 20 a page')).toBeVisible()
      await expect(usersList(canvas).getAllByRole('listitem')).toHaveLength(20)
      await expect(lastUsersQuery()).toEqual({ _offset: '0', _limit: '20', _sortBy: 'name', _order: 'DESC', _includeSubTenants: 'false' })
    })
    await step('the next page asks for page index 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText('194 users, page 2 of 10, 20 a page')).toBeVisible()
      await expect(lastUsersQuery()).toMatchObject({ _offset: '1', _limit: '20' })
    })
  },
}

export const ChangesRolesOptimistically: Story = {
  args: { mount: harness(ALAN) },
  beforeEach: holdCalls('updateUser'),
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByText('Alan Turing (alan@acme.test): Admin [activated]')
    await userEvent.click(await canvas.findByRole('button', { name: 'Make Alan Turing Support' }))
    const saving = await heldCalls('updateUser')
    await step('the new role shows at once, before the server answers', async () => {
      await expect(await canvas.findByText('Alan Turing (alan@acme.test): Support [activated]')).toBeVisible()
      await expect(canvas.queryByText('Roles saved')).toBeNull()
    })
    saving.open()
    await expect(await canvas.findByText('Roles saved', {}, { timeout: 3000 })).toBeVisible()
    await expect(canvas.getByText('Alan Turing (alan@acme.test): Support [activated]')).toBeVisible()
    await expect(sent('/team/resources/members/v1').map((request) => request.body)).toEqual([{ id: 'user-alan', roleIds: ['role-Support'] }])
    await expect(getWorld().users.find((user) => user.id === 'user-alan')!.roles).toEqual(['Support'])
  },
}

export const TakingEveryRoleSendsOneEmptyString: Story = {
  args: { mount: harness(ALAN) },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Alan Turing (alan@acme.test): Admin [activated]')
    await userEvent.click(await canvas.findByRole('button', { name: "Take Alan Turing's roles" }))
    await expect(await canvas.findByText('Alan Turing (alan@acme.test): no roles [activated]')).toBeVisible()
    await expect(await canvas.findByText('Roles saved')).toBeVisible()
    await expect(sent('/team/resources/members/v1').map((request) => request.body)).toEqual([{ id: 'user-alan', roleIds: [''] }])
  },
}

export const RolesChangeRollsBackOnError: Story = {
  args: { mount: harness(ALAN) },
  parameters: { scenario: 'rolesUpdateFails' },
  beforeEach: holdCalls('updateUser'),
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByText('Alan Turing (alan@acme.test): Admin [activated]')
    await userEvent.click(await canvas.findByRole('button', { name: 'Make Alan Turing Support' }))
    const saving = await heldCalls('updateUser')
    await step('the new role shows while the change is on its way', async () => {
      await expect(await canvas.findByText('Alan Turing (alan@acme.test): Support [activated]')).toBeVisible()
    })
    saving.open()
    await expect(await canvas.findByText('updateUserRoles failed: Internal server error', {}, { timeout: 3000 })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('UPDATE_USER: Internal server error')
    await expect(canvas.getByText('Alan Turing (alan@acme.test): Admin [activated]')).toBeVisible()
    await expect(sent('/team/resources/members/v1')).toHaveLength(1)
  },
}

export const ReadOnlyAdminIsRefused: Story = {
  args: { mount: harness(ALAN) },
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Alan Turing (alan@acme.test): Admin [activated]')
    await userEvent.click(await canvas.findByRole('button', { name: 'Make Alan Turing Support' }))
    await expect(await canvas.findByText('updateUserRoles failed: Insufficient permissions')).toBeVisible()
    await expect(canvas.getByText('Alan Turing (alan@acme.test): Admin [activated]')).toBeVisible()
  },
}

export const UsersLoadError: Story = {
  parameters: { scenario: 'teamLoadError' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('USERS: Internal server error')
    await expect(canvas.getByText('0 users, page 1 of 0, 20 a page')).toBeVisible()
    await expect(usersList(canvas).queryAllByRole('listitem')).toHaveLength(0)
  },
}

export const BulkAddListsUnallowedAndRefreshes: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('194 users, page 1 of 10, 20 a page')
    await userEvent.click(canvas.getByRole('button', { name: 'Invite three' }))
    await expect(await canvas.findByText('Added 1; unallowed: grace@acme.test, not-an-email')).toBeVisible()
    const posts = sent(USERS_V2_PATH).filter((request) => request.method === 'POST')
    await expect(posts.map((request) => request.body)).toEqual(
      ['new.one@acme.test', 'grace@acme.test', 'not-an-email'].map((email) => ({ provider: 'local', email, roleIds: ['role-Support'] })),
    )
    await expect(await canvas.findByText('195 users, page 1 of 20, 10 a page')).toBeVisible()
    await expect(lastUsersQuery()).toMatchObject({ _offset: '0', _limit: '10' })
  },
}

export const CreatesAGroupWithoutEmptyParts: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Engineering', { exact: false })
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }))
    await expect(await canvas.findByText('Created On call')).toBeVisible()
    await expect(sent(GROUPS_PATH).filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ name: 'On call', color: '#0EA5E9' }])
    await expect(sent('/users').filter((request) => request.path.includes('/groups/'))).toHaveLength(0)
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Groups' })).getByText('On call: 0 members')).toBeVisible())
  },
}

export const InviteLinkDeletedAndRecreated: Story = {
  // The recreated link's token is random: masked in the screenshot.
  parameters: { screenshot: { mask: ['h2 + p'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(`Invite link ${ACME_INVITE_TOKEN}`)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invite link' }))
    await expect(await canvas.findByText('No invite link')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create invite link' }))
    await expect(await canvas.findByText('Link created')).toBeVisible()
    const created = getWorld().team.inviteLinks.get('tenant-acme')!
    await expect(canvas.getByText(`Invite link ${created.token}`)).toBeVisible()
    await expect(sent('/tenants/invites/v1/user').filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ expiresInMinutes: 43200 }])
  },
}
