/**
 * What the Users stories (Users.stories.tsx and its topic files, Users.*.stories.tsx) share: the
 * section as Ada opens it, the list and its searches, and the members of Acme a story picks.
 */
import type { StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { USERS_V2_PATH } from '../../../src/api/users'
import { getWorld, HIERARCHY_READ, makeResellerAdmin, people } from '../../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../../src/screens/admin'
import { findGrid } from '../../support/admin'
import { sent } from '../../support/requests'
import type { StoryApp } from '../../support/StoryApp'
import { portalMount } from '../portalStory'

type Context = Parameters<NonNullable<StoryObj<typeof StoryApp>['play']>>[0]

/** The meta's args of every Users file: Ada on the users section. */
export const usersArgs = { navigate: fn(), signedInAs: { email: people.ada.email }, startAt: '/admin/users', mount: portalMount({ sections: DEFAULT_SECTIONS }) }

/** The meta's beforeEach of every Users file: Ada reads sub-accounts, so the users list offers "Include sub-accounts" (Accounts.UsersOption.stories.tsx shows it without). */
export const readsSubAccounts = () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ])

/** The users grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
export const table = (canvas: Context['canvas']) => findGrid(canvas, 'Users')
/** The names in the Name column (each cell also shows the email under the name). */
export const rowNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.querySelector('span > span')?.textContent)
export const listCalls = () => sent(USERS_V2_PATH).filter((request) => request.method === 'GET')

/** A member of Acme in the seeded world, found as the story needs one. */
export function acmeUser(where: (user: ReturnType<typeof getWorld>['users'][number]) => boolean) {
  const user = getWorld().users.find((candidate) => candidate.tenantIds.includes('tenant-acme') && candidate.id !== 'user-ada' && where(candidate))
  if (!user) throw new Error('no such fixture user')
  return user
}

/**
 * Searches the list for `text`, put in at once as pasting it would: each key typed re-renders the
 * whole page of 20 rows, near 0.1 s a key on a busy machine, and no story here is about typing.
 */
export async function search(context: Pick<Context, 'canvas' | 'userEvent'>, text: string) {
  await table(context.canvas)
  const field = context.canvas.getByLabelText('Search users')
  await context.userEvent.clear(field)
  await context.userEvent.paste(text)
  await waitFor(() => expect(listCalls().at(-1)?.query._filter).toBe(text))
}
