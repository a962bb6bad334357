import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { USERS_V1_PATH } from '../../src/api/users'
import { IMPERSONATION_PATH } from '../../src/api/impersonation'
import { getWorld, people } from '../../src/fixtures'
import { DEFAULT_ROUTES } from '../../src/hooks'
import { rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { readsSubAccounts, rowNames, search, table, usersArgs } from './support/usersStories'

/** Acting as a member from their row: who offers it, to whom, and the confirmation it leads to. */
const meta = {
  title: 'Admin portal/Users/Impersonation',
  component: StoryApp,
  args: usersArgs,
  beforeEach: readsSubAccounts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

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
