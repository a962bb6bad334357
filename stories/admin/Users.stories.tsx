import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { getWorld, HIERARCHY_READ, makeResellerAdmin, people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { APPLICATION_USERS_PATH } from '../../src/api/applications'
import { INVITE_LINK_PATH } from '../../src/api/invitations'
import { USERS_V1_PATH, USERS_V2_PATH } from '../../src/api/users'
import { IMPERSONATION_PATH } from '../../src/api/impersonation'
import { DEFAULT_ROUTES } from '../../src/hooks'
import { alertDialog, dialog, findGrid, noDialog, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { choose } from '../support/select'
import { portalMount } from './portalStory'

const meta = {
  title: 'Admin/Users',
  component: StoryApp,
  args: { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/users', mount: portalMount({ sections: DEFAULT_SECTIONS }) },
  // Ada reads sub-accounts, so the users list offers "Include sub-accounts" (Accounts.UsersOption.stories.tsx shows it without).
  beforeEach: () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ]),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The users grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
const table = (canvas: Context['canvas']) => findGrid(canvas, 'Users')
/** The names in the Name column (each cell also shows the email under the name). */
const rowNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.querySelector('span > span')?.textContent)
const listCalls = () => sent(USERS_V2_PATH).filter((request) => request.method === 'GET')

/** A member of Acme in the seeded world, found as the story needs one. */
function acmeUser(where: (user: ReturnType<typeof getWorld>['users'][number]) => boolean) {
  const user = getWorld().users.find((candidate) => candidate.tenantIds.includes('tenant-acme') && candidate.id !== 'user-ada' && where(candidate))
  if (!user) throw new Error('no such fixture user')
  return user
}

/**
 * Searches the list for `text`, put in at once as pasting it would: each key typed re-renders the
 * whole page of 20 rows, near 0.1 s a key on a busy machine, and no story here is about typing.
 */
async function search(context: Pick<Context, 'canvas' | 'userEvent'>, text: string) {
  await table(context.canvas)
  const field = context.canvas.getByLabelText('Search users')
  await context.userEvent.clear(field)
  await context.userEvent.paste(text)
  await waitFor(() => expect(listCalls().at(-1)?.query._filter).toBe(text))
}

export const ListPagedAndSorted: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('the first page: 20 users, by name, newest letters first (spec/admin.md §9)', async () => {
      // The file's first list: it may take a while on a cold, busy machine (see `table`).
      await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(20), { timeout: FIRST_LOAD_TIMEOUT })
      await expect(listCalls()[0]?.query).toMatchObject({ _offset: '0', _limit: '20', _sortBy: 'name', _order: 'DESC' })
      await expect(canvas.getByText(/^Page 1 of \d+$/)).toBeVisible()
    })
    await step('the next page', async () => {
      const first = await rowNames(canvas)
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(listCalls().at(-1)?.query._offset).toBe('1'))
      await waitFor(async () => expect(await rowNames(canvas)).not.toEqual(first))
    })
    await step('sorting by name the other way starts from the first page', async () => {
      const second = await rowNames(canvas)
      await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }))
      await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ _order: 'ASC', _offset: '0' }))
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
      // Asked is not answered: the second page stays on screen until the sorted first page replaces it.
      await waitFor(async () => expect(await rowNames(canvas)).not.toEqual(second))
    })
    await step('each row shows roles, last login and status', async () => {
      const grid = await table(canvas)
      await expect(within(grid).getAllByText(/ago$|^Never$/).length).toBeGreaterThan(0)
      await expect(within(grid).getAllByText(/^(Active|Pending invitation|Locked|Expires in .+|Not verified|Expired)$/).length).toBeGreaterThan(0)
    })
  },
}

export const SearchAndSubAccounts: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    const someone = acmeUser((user) => user.activatedForTenant !== false)
    await table(canvas)
    await search(context, someone.email)
    await waitFor(async () => expect(await rowNames(canvas)).toEqual([someone.name]))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include users of sub-accounts' }))
    await waitFor(() => expect(listCalls().at(-1)?.query._includeSubTenants).toBe('true'))
  },
}

export const NoMatch: Story = {
  play: async (context) => {
    await table(context.canvas)
    await search(context, 'nobody-by-this-name')
    await expect(await context.canvas.findByText('No users match “nobody-by-this-name”.')).toBeVisible()
    await expect(context.canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull()
  },
}

export const OnlyYou: Story = {
  parameters: { scenario: 'teamEmpty' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rowNames(canvas)).toEqual([people.ada.name]))
  },
}

export const Loading: Story = {
  beforeEach: holdCalls('users'),
  play: async ({ canvas, step }) => {
    const grid = await table(canvas)
    const loading = await heldCalls('users')
    await step('while the list has no answer, it says it is loading', async () => {
      await expect(await within(grid).findByRole('progressbar', { name: 'Loading' })).toBeVisible()
    })
    await step('once it is answered, the first page replaces the spinner', async () => {
      loading.open()
      await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(20), { timeout: 4000 })
    })
  },
}

export const LoadError: Story = {
  parameters: { scenario: 'teamLoadError' },
  play: async ({ canvas }) => {
    // spec/admin.md §8: a failed load empties the list and sets totalPages 0.
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Users didn't load. Internal server error")
    await expect(await rowNames(canvas)).toEqual([])
    await expect(within(await table(canvas)).getByText("Users didn't load.")).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const AddUser: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await table(canvas)
    await step('the dialog opens with the email field focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
      const add = await dialog('Add user')
      await waitFor(() => expect(within(add).getByLabelText('Email')).toHaveFocus())
    })
    await step('name, email, phone, a role and a 7-day expiry are sent', async () => {
      const add = await dialog('Add user')
      await userEvent.type(within(add).getByLabelText('Name'), 'Barbara Liskov')
      await userEvent.type(within(add).getByLabelText('Email'), 'barbara@acme.test')
      await userEvent.type(within(add).getByLabelText('Phone number (optional)'), '+14155550100')
      await userEvent.click(await within(add).findByRole('checkbox', { name: 'Support' }))
      // Offered once the vendor's temporary-users setting, asked when the dialog opens, is answered.
      await userEvent.click(await within(add).findByRole('checkbox', { name: 'Temporary user' }))
      await userEvent.click(within(add).getByRole('button', { name: 'Send invitation' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      const [posted] = sent(USERS_V2_PATH).filter((request) => request.method === 'POST')
      await expect(posted?.body).toMatchObject({ email: 'barbara@acme.test', name: 'Barbara Liskov', phoneNumber: '+14155550100', roleIds: ['role-Support'], expirationInSeconds: 604800 })
    })
    await step('she is in the list, pending her invitation', async () => {
      await search(context, 'barbara@acme.test')
      const grid = await table(canvas)
      await waitFor(async () => expect(await rowNames(canvas)).toEqual(['Barbara Liskov']))
      await expect(within(grid).getByText('Pending invitation')).toBeVisible()
      await expect(getWorld().users.find((user) => user.email === 'barbara@acme.test')?.temporaryExpirationDate).toBeTruthy()
    })
  },
}

export const AddUserSubmitting: Story = {
  beforeEach: holdCalls('addUser'),
  play: async ({ canvas, userEvent, step }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
    const add = await dialog('Add user')
    await userEvent.type(within(add).getByLabelText('Email'), 'edsger@acme.test')
    await userEvent.dblClick(within(add).getByRole('button', { name: 'Send invitation' }))
    const sending = await heldCalls('addUser')
    await step('while the invitation has no answer, the dialog says it is sending; pressed twice, sent once', async () => {
      await expect(await within(add).findByRole('progressbar', { name: 'Sending' })).toBeVisible()
      await expect(sent(USERS_V2_PATH).filter((request) => request.method === 'POST')).toHaveLength(1)
    })
    await step('once it is answered, the dialog closes; one invitation sent', async () => {
      sending.open()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
      await expect(sent(USERS_V2_PATH).filter((request) => request.method === 'POST')).toHaveLength(1)
    })
  },
}

/** The dialog is done when the invitation is answered; the list's reload after it does not hold the dialog open. */
export const AddUserClosesBeforeTheListReloads: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await table(canvas)
    // From here on the list's loads wait at a gate the play function opens.
    const releaseReloads = holdCalls('users')()
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
      const add = await dialog('Add user')
      await userEvent.type(within(add).getByLabelText('Email'), 'edsger@acme.test')
      await userEvent.click(within(add).getByRole('button', { name: 'Send invitation' }))
      await step('the invitation is answered: the dialog closes while the list is still reloading', async () => {
        await noDialog()
        await expect((await heldCalls('users')).held).toBeGreaterThan(0)
      })
      await step('the reload is answered: the list is there again', async () => {
        releaseReloads()
        await waitFor(() => expect(listCalls().length).toBeGreaterThan(1))
        // The reload was sent while held: answered, its spinner beside the search goes.
        await waitFor(() => expect(canvas.queryByRole('progressbar', { name: 'Loading' })).toBeNull())
        await expect(await table(canvas)).toBeVisible()
      })
    } finally {
      releaseReloads()
    }
  },
}

export const AddUserFails: Story = {
  parameters: { scenario: 'addUserFails' },
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
    const add = await dialog('Add user')
    await userEvent.type(within(add).getByLabelText('Email'), 'edsger@acme.test')
    await userEvent.click(within(add).getByRole('button', { name: 'Send invitation' }))
    await expect(await within(add).findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(within(add).getByLabelText('Email')).toHaveValue('edsger@acme.test')
  },
}

export const AddUserWithoutEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
    const add = await dialog('Add user')
    await userEvent.click(within(add).getByRole('button', { name: 'Send invitation' }))
    await expect(await within(add).findByText('Enter an email address.')).toBeVisible()
    await expect(sent(USERS_V2_PATH).filter((request) => request.method === 'POST')).toHaveLength(0)
  },
}

export const BulkAdd: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add several' }))
    const bulk = await dialog('Add several users')
    await userEvent.type(within(bulk).getByLabelText('Email addresses'), `anita@acme.test, radia@acme.test, ${people.ada.email}`)
    await userEvent.click(await within(bulk).findByRole('checkbox', { name: 'Developer' }))
    await userEvent.click(within(bulk).getByRole('button', { name: 'Send invitations' }))
    await expect(await within(bulk).findByText('2 invited.')).toBeVisible()
    await expect(within(bulk).getByText(`Not invited: ${people.ada.email}`)).toBeVisible()
    // spec/admin.md §4: each email on its own with the same roles, then the list at page size 10, offset 0.
    const posts = sent(USERS_V2_PATH).filter((request) => request.method === 'POST')
    await expect(posts.map((request) => request.body)).toEqual([
      expect.objectContaining({ email: 'anita@acme.test', roleIds: ['role-Developer'] }),
      expect.objectContaining({ email: 'radia@acme.test', roleIds: ['role-Developer'] }),
      expect.objectContaining({ email: people.ada.email, roleIds: ['role-Developer'] }),
    ])
    await waitFor(() => expect(listCalls().some((request) => request.query._limit === '10' && request.query._offset === '0')).toBe(true))
    await userEvent.click(within(bulk).getByRole('button', { name: 'Done' }))
  },
}

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

export const InviteLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite link' }))
    const invite = await dialog('Invite link')
    await waitFor(() => expect((within(invite).getByLabelText('Link') as HTMLInputElement).value).toContain('/account/invitation/accept?token=invite-acme-7f3c2a9e'))
    await userEvent.click(within(invite).getByRole('checkbox', { name: 'Email me when someone joins' }))
    await waitFor(() => expect(sent(INVITE_LINK_PATH).find((request) => request.method === 'PATCH')?.body).toEqual({ shouldSendEmail: true }))
    // The controls stay disabled until the change is answered, as a person sees them.
    const validity = within(invite).getByRole('combobox', { name: /Valid for/ })
    await waitFor(() => expect(validity).toBeEnabled())
    await choose(userEvent, within(invite), /Valid for/, '7 days from now')
    await waitFor(() => expect(sent(INVITE_LINK_PATH).filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ expiresInMinutes: 10080 }))
    // Sent is not answered: Delete link stays disabled until it is, and a press on it before then does nothing.
    const remove = within(invite).getByRole('button', { name: 'Delete link' })
    await waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    await expect(await within(invite).findByText('There is no invite link yet.')).toBeVisible()
  },
}

export const CreateInviteLink: Story = {
  parameters: {
    scenario: 'teamNoInviteLink',
    // The new link (the test server's origin and port, a random token) and its expiry date (today + 30 days) change from run to run.
    screenshot: { mask: ['[role="dialog"] input[readonly]', '[role="dialog"] > p'] },
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite link' }))
    const invite = await dialog('Invite link')
    // Create link is there, disabled, while the dialog still asks whether a link exists; a press then does nothing.
    const create = await within(invite).findByRole('button', { name: 'Create link' })
    await waitFor(() => expect(create).toBeEnabled())
    await userEvent.click(create)
    await waitFor(() => expect((within(invite).getByLabelText('Link') as HTMLInputElement).value).toContain('?token='))
    await expect(sent(INVITE_LINK_PATH).find((request) => request.method === 'POST')?.body).toEqual({ expiresInMinutes: 43200 })
  },
}

export const ReadOnlyAdmin: Story = {
  parameters: { scenario: 'readOnlyAdmin' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(20))
    await expect(canvas.queryByRole('button', { name: 'Add user' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
  },
}

/** Support (fe.secure.write.users, not fe.secure.delete.users): every change but removing a member, which the API would refuse. */
export const WriteWithoutDelete: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['Support'], permissions: ['fe.secure.read.*', 'fe.secure.write.users'] })
  },
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false)
    await search(context, someone.email)
    await context.userEvent.click(await within(await table(context.canvas)).findByRole('button', { name: `Actions for ${someone.name}` }))
    await expect(await screen.findByRole('menuitem', { name: 'Edit roles' })).toBeVisible()
    await expect(screen.queryByRole('menuitem', { name: 'Delete user' })).toBeNull()
    await context.userEvent.keyboard('{Escape}')
    await expect(context.canvas.getByRole('button', { name: 'Add user' })).toBeVisible()
  },
}

/** A holder of fe.secure.delete.users without write: the one change they may make is removing a member, and it goes through. */
export const DeleteWithoutWrite: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*', 'fe.secure.delete.users'] })
  },
  play: async (context) => {
    const someone = acmeUser((user) => user.activatedForTenant !== false)
    await search(context, someone.email)
    await context.userEvent.click(await within(await table(context.canvas)).findByRole('button', { name: `Actions for ${someone.name}` }))
    const items = await screen.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Delete user'])
    await expect(context.canvas.queryByRole('button', { name: 'Add user' })).toBeNull()
    await context.userEvent.click(items[0]!)
    const confirm = await alertDialog(`Delete ${someone.name}?`)
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await context.canvas.findByText(`No users match “${someone.email}”.`)).toBeVisible()
    await expect(sent(`/team/resources/members/v1/${someone.id}`)[0]?.method).toBe('DELETE')
  },
}

export const KeyboardOnlyInviteWithRole: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas)
    const add = canvas.getByRole('button', { name: 'Add user' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    const form = await dialog('Add user')
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveFocus())
    await userEvent.keyboard('grace.new@acme.test')
    // The roles are listed once they are answered; tabbing before then would skip past them.
    await within(form).findByRole('checkbox', { name: 'Admin' })
    // Email → phone → the first role (Admin) → …
    await userEvent.tab()
    await userEvent.tab()
    await expect(within(form).getByRole('checkbox', { name: 'Admin' })).toHaveFocus()
    await userEvent.keyboard(' ')
    const submit = within(form).getByRole('button', { name: 'Send invitation' })
    while (document.activeElement !== submit) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(sent(USERS_V2_PATH).filter((request) => request.method === 'POST')[0]?.body).toMatchObject({ email: 'grace.new@acme.test', roleIds: ['role-Admin'] })
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

/** Opens the actions menu of `name`'s row (the list searched for `email`) and gives the menu's items, as a person reads them. */
async function rowMenu(context: Pick<Context, 'canvas' | 'userEvent'>, name: string, email: string) {
  await search(context, email)
  const list = await table(context.canvas)
  await waitFor(async () => expect(await rowNames(context.canvas)).toEqual([name]))
  await context.userEvent.click(within(await rowOf(list, name)).getByRole('button', { name: `Actions for ${name}` }))
  const menu = await screen.findByRole('menu')
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent)
}

/** Alan, a member of Acme Ada may act as. */
const alan = { id: 'user-alan', name: people.breached.name, email: people.breached.email }

/**
 * An admin with fe.secure.write.impersonate acts as a member from their row: Impersonate opens the
 * impersonation route's confirmation (who, and a reason to give); nothing is impersonated yet.
 */
export const Impersonate: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    await step("Impersonate is among the actions of Alan's row", async () => {
      await expect(await rowMenu(context, alan.name, alan.email)).toContain('Impersonate')
    })
    await step('choosing it lands on the confirmation, which names Alan and asks for the reason', async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Impersonate' }))
      await expect(args.navigate).toHaveBeenLastCalledWith(`${DEFAULT_ROUTES.impersonationUrl}?userId=${alan.id}`, undefined)
      await expect(await canvas.findByRole('heading', { name: 'Confirm the impersonation' })).toBeVisible()
      await expect(await canvas.findByText(alan.name)).toBeVisible()
      await expect(canvas.getByText(alan.email)).toBeVisible()
      const reason = canvas.getByRole('textbox', { name: /^Reason/ })
      await expect(reason).toHaveValue('')
      await expect(reason).toHaveFocus()
      await expect(canvas.getByRole('button', { name: 'Start impersonating' })).toBeEnabled()
      await expect(sent(`${USERS_V1_PATH}/${alan.id}`)).toHaveLength(1)
      await expect(sent(IMPERSONATION_PATH)).toHaveLength(0)
    })
  },
}

/** One's own row offers no Impersonate (the API refuses acting as oneself); the other actions are there. */
export const NoImpersonateOnYourOwnRow: Story = {
  play: async (context) => {
    const items = await rowMenu(context, people.ada.name, people.ada.email)
    await expect(items).toContain('Edit roles')
    await expect(items).not.toContain('Impersonate')
    await context.userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

/** Without fe.secure.write.impersonate, every other action and no Impersonate. */
export const NoImpersonateWithoutThePermission: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { permissions: ['fe.secure.read.*', 'fe.secure.write.users', 'fe.secure.delete.users'] })
  },
  play: async (context) => {
    const items = await rowMenu(context, alan.name, alan.email)
    await expect(items).toEqual(expect.arrayContaining(['Edit roles', 'Delete user']))
    await expect(items).not.toContain('Impersonate')
    await context.userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

/** Impersonation without changing users (fe.secure.write.impersonate, no fe.secure.write.users): a member's row offers Impersonate alone; one's own row no actions. */
export const ImpersonateOnly: Story = {
  beforeEach: () => {
    Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { permissions: ['fe.secure.read.*', 'fe.secure.write.impersonate'] })
  },
  play: async (context) => {
    const { canvas, userEvent } = context
    await expect(await rowMenu(context, alan.name, alan.email)).toEqual(['Impersonate'])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(canvas.queryByRole('button', { name: 'Add user' })).toBeNull()
    await search(context, people.ada.email)
    await waitFor(async () => expect(await rowNames(canvas)).toEqual([people.ada.name]))
    await expect(within(await table(canvas)).queryByRole('button', { name: `Actions for ${people.ada.name}` })).toBeNull()
  },
}
