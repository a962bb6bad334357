import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { APPLICATION_USERS_PATH } from '../../src/api/applications'
import { getWorld } from '../../src/fixtures'
import { alertDialog, dialog, pickRowAction } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { acmeUser, readsSubAccounts, rowNames, search, table, usersArgs } from './support/usersStories'

/** What a member's row offers: their roles, applications, invitation, expiry, and deleting them. */
const meta = {
  title: 'Admin portal/Users/Row actions',
  component: StoryApp,
  args: usersArgs,
  beforeEach: readsSubAccounts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

async function openActions({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  const list = await table(canvas)
  await waitFor(async () => expect(await rowNames(canvas)).toEqual([name]))
  await pickRowAction(userEvent, list, name, action)
}

export const EditRolesOptimistic: Story = {
  beforeEach: holdCalls('updateUser'),
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'ReadOnly')
    await search(context, someone.email)
    await openActions(context, someone.name, 'Edit roles')
    const roles = await dialog(`Roles for ${someone.name}`)
    await context.userEvent.click(await within(roles).findByRole('checkbox', { name: 'Billing' }))
    await context.userEvent.click(within(roles).getByRole('button', { name: 'Save roles' }))
    const saving = await heldCalls('updateUser')
    const row = async () => within(await table(context.canvas)).getAllByRole('row')[1]!
    await context.step('while the change has no answer, the list already shows the new role', async () => {
      await waitFor(async () => expect(within(await row()).getByText('Billing')).toBeVisible())
      await expect(sent('/team/resources/members/v1').map((request) => request.body)).toEqual([{ id: someone.id, roleIds: ['role-ReadOnly', 'role-Billing'] }])
      await expect(getWorld().users.find((user) => user.id === someone.id)!.roles).toEqual(['ReadOnly'])
    })
    await context.step('once it is answered, the server has it and the list keeps it', async () => {
      saving.open()
      await waitFor(() => expect(getWorld().users.find((user) => user.id === someone.id)!.roles).toEqual(['ReadOnly', 'Billing']), { timeout: 3000 })
      await expect(within(await row()).getByText('Billing')).toBeVisible()
    })
  },
}

export const EditRolesRollsBack: Story = {
  parameters: { scenario: 'rolesUpdateFails' },
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'ReadOnly')
    await search(context, someone.email)
    await openActions(context, someone.name, 'Edit roles')
    const roles = await dialog(`Roles for ${someone.name}`)
    await context.userEvent.click(await within(roles).findByRole('checkbox', { name: 'Read only' }))
    await context.userEvent.click(within(roles).getByRole('button', { name: 'Save roles' }))
    // Every role taken away sends one empty string (spec/admin.md §4); the server refuses and the list rolls back.
    await waitFor(() => expect(sent('/team/resources/members/v1')[0]?.body).toEqual({ id: someone.id, roleIds: [''] }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(`The roles of ${someone.name} could not be changed: Internal server error`)
    const row = within(await table(context.canvas)).getAllByRole('row')[1]!
    await waitFor(() => expect(within(row).getByText('Read only')).toBeVisible())
  },
}

export const DeleteUser: Story = {
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false)
    await search(context, someone.email)
    await openActions(context, someone.name, 'Delete user')
    const confirm = await alertDialog(`Delete ${someone.name}?`)
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const empty = await context.canvas.findByText(`No users match “${someone.email}”.`)
    await expect(empty).toBeVisible()
    // The deleted row took the focused menu button with it: focus stays in the list, on what is now in its place.
    await waitFor(() => expect(empty.closest('td')).toHaveFocus())
    await expect(sent(`/team/resources/members/v1/${someone.id}`)[0]?.method).toBe('DELETE')
  },
}

export const ResendInvitation: Story = {
  play: async (context) => {
    const pending = acmeUser((user) => user.activatedForTenant === false)
    await search(context, pending.email)
    await openActions(context, pending.name, 'Resend invitation')
    const confirm = await alertDialog('Resend the invitation?')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Resend' }))
    await expect(await context.canvas.findByText(`Invitation sent to ${pending.email}.`)).toBeVisible()
    await expect(getWorld().outbox.filter((message) => message.to === pending.email && message.purpose === 'team:invitation')).toHaveLength(1)
  },
}

export const MakeTemporaryThenPermanent: Story = {
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false && !user.temporaryExpirationDate && !user.locked)
    await search(context, someone.email)
    await openActions(context, someone.name, 'Make temporary')
    const temporary = await dialog(`Make ${someone.name} temporary`)
    await context.userEvent.click(within(temporary).getByRole('button', { name: 'Save' }))
    const grid = await table(context.canvas)
    await waitFor(() => expect(within(grid).getByText(/^Expires in 7 days$/)).toBeVisible())
    await openActions(context, someone.name, 'Make permanent')
    const permanent = await alertDialog(`Make ${someone.name} permanent?`)
    await context.userEvent.click(within(permanent).getByRole('button', { name: 'Make permanent' }))
    await waitFor(() => expect(within(grid).getByText('Active')).toBeVisible())
  },
}

export const AssignApplications: Story = {
  play: async (context) => {
    // A Read only member: Acme Console is open to everyone, the managed apps are not theirs yet.
    const someone = acmeUser((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'ReadOnly')
    await search(context, someone.email)
    await openActions(context, someone.name, 'Applications')
    const apps = await dialog(`Applications for ${someone.name}`)
    const console = await within(apps).findByRole('checkbox', { name: 'Acme Console' })
    await expect(console).toBeChecked()
    await expect(console).toBeDisabled()
    await expect(within(apps).getByRole('checkbox', { name: 'Acme Billing' })).not.toBeChecked()
    await context.userEvent.click(within(apps).getByRole('checkbox', { name: 'Acme Billing' }))
    // Pressed twice in a hurry: saved once.
    await context.userEvent.dblClick(within(apps).getByRole('button', { name: 'Save applications' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(sent(`${APPLICATION_USERS_PATH}/apps-user`)).toHaveLength(1)
    await expect(sent(`${APPLICATION_USERS_PATH}/apps-user`)[0]?.body).toMatchObject({ userId: someone.id, appIds: ['app-billing'] })
    await expect(getWorld().team.appAssignments.some((entry) => entry.userId === someone.id && entry.appId === 'app-billing')).toBe(true)
  },
}

export const AssignApplicationsFails: Story = {
  parameters: { scenario: 'assignApplicationsNetworkError' },
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false && user.roles.length === 1 && user.roles[0] === 'ReadOnly')
    await search(context, someone.email)
    await openActions(context, someone.name, 'Applications')
    const apps = await dialog(`Applications for ${someone.name}`)
    await context.userEvent.click(await within(apps).findByRole('checkbox', { name: 'Acme Billing' }))
    await context.userEvent.click(within(apps).getByRole('button', { name: 'Save applications' }))
    // No answer, so no server message: spec/admin.md §8's own words. The dialog and the choice stay.
    await expect(await within(apps).findByRole('alert')).toHaveTextContent('Assignment action failed. Try again or contact support.')
    await expect(within(apps).getByRole('checkbox', { name: 'Acme Billing' })).toBeChecked()
    await expect(getWorld().team.appAssignments.some((entry) => entry.userId === someone.id && entry.appId === 'app-billing')).toBe(false)
  },
}

export const DeleteUserFails: Story = {
  parameters: { scenario: 'deleteUserFails' },
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false)
    await search(context, someone.email)
    await openActions(context, someone.name, 'Delete user')
    const confirm = await alertDialog(`Delete ${someone.name}?`)
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    // The dialog stays with the error; the member stays in the list.
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Internal server error')
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(async () => expect(await rowNames(context.canvas)).toEqual([someone.name]))
  },
}
