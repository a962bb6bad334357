import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { alertDialog, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { heldCalls, holdCalls } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { acmeUser, listCalls, readsSubAccounts, rowNames, search, table, usersArgs } from './support/usersStories'

/**
 * The users list: paged, sorted and searched, its states and what each permission leaves of it.
 * The dialogs and row actions have their own files: Users.Add, Users.InviteLink, Users.RowActions
 * and Users.Impersonation (helpers shared with them in support/usersStories.ts).
 */
const meta = {
  title: 'Admin portal/Users',
  component: StoryApp,
  args: usersArgs,
  // Ada reads sub-accounts, so the users list offers "Include sub-accounts" (Accounts.UsersOption.stories.tsx shows it without).
  beforeEach: readsSubAccounts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

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
