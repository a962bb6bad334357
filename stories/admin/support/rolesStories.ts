/**
 * What the Roles stories (Roles.stories.tsx and its topic files, Roles.*.stories.tsx) share: the
 * section as Ada opens it, the list and its rows, the role calls sent, and opening a role's dialogs.
 */
import type { StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { ROLES_PATH } from '../../../src/api/roles'
import { getWorld, people } from '../../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../../src/screens/admin'
import { findGrid, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../../support/admin'
import { holdCalls } from '../../support/gates'
import type { StoryApp } from '../../support/StoryApp'
import { portalMount } from '../portalStory'

type Context = Parameters<NonNullable<StoryObj<typeof StoryApp>['play']>>[0]

/** The meta's args of every Roles file: Ada on the roles section, roles and groups shown by permission. */
export const rolesArgs = {
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt: '/admin/roles',
  mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' } }),
}

export const ROLES_V1 = ROLES_PATH
/** Both versions of the roles API. */
const ROLES_RESOURCE = ROLES_PATH.slice(0, ROLES_PATH.lastIndexOf('/') + 1)
/** The roles grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
export const table = (canvas: Context['canvas']) => findGrid(canvas, 'Roles')
/** The role names in the Name column, in order. */
export const roleNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.querySelector('span')?.firstChild?.textContent)
/** Waits for the list's first answer, which may take a while on a cold, busy machine (see `table`). */
export const loaded = async (canvas: Context['canvas']) => waitFor(async () => expect(await roleNames(canvas)).toContain('Support'), { timeout: FIRST_LOAD_TIMEOUT })
export const row = async (canvas: Context['canvas'], name: string) => rowOf(await table(canvas), name)
export const changes = (method: string, suffix = '') => getWorld().requests.filter((request) => request.method === method && request.path.startsWith(ROLES_RESOURCE) && request.path.endsWith(suffix))
export const worldRole = (key: string) => getWorld().team.roles.find((role) => role.key === key)!

export async function openActions({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  await loaded(canvas)
  await pickRowAction(userEvent, await table(canvas), name, action)
}

/** Holds role changes unanswered until the play function opens the gate, so a dialog is seen submitting for sure. */
export const holdChanges = holdCalls('roleChanges')
/** Makes role changes answer 500 while the list still loads. */
export const failingChanges = () => {
  getWorld().team.failures.roleChanges = 'serverError'
}
