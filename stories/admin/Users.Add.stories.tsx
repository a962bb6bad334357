import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { USERS_V2_PATH } from '../../src/api/users'
import { getWorld, people } from '../../src/fixtures'
import { dialog, noDialog } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { listCalls, readsSubAccounts, rowNames, search, table, usersArgs } from './support/usersStories'

/** Inviting people: the add-user dialog, several at once, and the same by keyboard alone. */
const meta = {
  title: 'Admin portal/Users/Add user',
  component: StoryApp,
  args: usersArgs,
  beforeEach: readsSubAccounts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

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
