/**
 * What the Groups stories (Groups.stories.tsx and its topic files, Groups.*.stories.tsx) share: the
 * section as Ada opens it, the list and its rows, the group calls sent, and the play steps more
 * than one dialog takes.
 */
import type { StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { GROUPS_PATH } from '../../../src/api/groups'
import { USERS_V2_PATH } from '../../../src/api/users'
import { getWorld, people } from '../../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../../src/screens/admin'
import { findGrid, pickRowAction, rowOf, FIRST_LOAD_TIMEOUT } from '../../support/admin'
import { holdCalls } from '../../support/gates'
import { sent } from '../../support/requests'
import type { StoryApp } from '../../support/StoryApp'
import { portalMount } from '../portalStory'

type Context = Parameters<NonNullable<StoryObj<typeof StoryApp>['play']>>[0]
type Within = ReturnType<typeof within>

/** The meta's args of every Groups file: Ada on the groups section, roles and groups shown by permission. */
export const groupsArgs = {
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt: '/admin/groups',
  mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' } }),
}

export const GROUPS = GROUPS_PATH
/** The groups grid; the first story of a file also loads the portal's lazy section, which may take a while on a cold, busy machine. */
export const table = (canvas: Context['canvas']) => findGrid(canvas, 'Groups')
export const groupNames = async (canvas: Context['canvas']) =>
  within(await table(canvas))
    .queryAllByRole('rowheader')
    .filter((cell) => !cell.hasAttribute('colspan'))
    .map((cell) => cell.textContent)
/** Waits for the list's first answer, which may take a while on a cold, busy machine (see `table`). */
export const loaded = async (canvas: Context['canvas']) => waitFor(async () => expect(await groupNames(canvas)).toContain('Engineering'), { timeout: FIRST_LOAD_TIMEOUT })
export const row = async (canvas: Context['canvas'], name: string) => rowOf(await table(canvas), name)
/** The group calls that change something, as sent. */
export const changes = (method: string, suffix = '') => getWorld().requests.filter((request) => request.method === method && request.path.startsWith(GROUPS) && request.path.endsWith(suffix))
/**
 * Waits until the list has been asked again after the last group change was answered. Every call of
 * a save (the group, its people, its roles) starts a reload of its own, and an earlier reload may
 * answer first with a half-saved group; once the last reload is on its way, SWR drops the earlier
 * ones' answers, so the next thing the list shows is the saved group.
 */
export const reloadedAfterLastChange = () =>
  waitFor(() => {
    const requests = getWorld().requests
    const lastChange = requests.findLastIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
    expect(requests.slice(lastChange + 1).some((request) => request.method === 'GET' && request.path === GROUPS)).toBe(true)
  })
/** No list reload went out between a save's first and last call: the list never showed a half-saved group. */
export const noReloadBetweenCalls = () => {
  const requests = getWorld().requests
  const first = requests.findIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
  const last = requests.findLastIndex((request) => request.method !== 'GET' && request.path.startsWith(GROUPS))
  return expect(requests.slice(first, last).filter((request) => request.method === 'GET' && request.path === GROUPS)).toEqual([])
}
export const worldGroup = (name: string) => getWorld().team.groups.find((group) => group.name === name)!
/** Someone of Acme who is in no group's list yet, found in the seeded world. */
export const acmeUserOutside = (group: string) => getWorld().users.find((user) => user.tenantId === 'tenant-acme' && user.id !== 'user-ada' && !worldGroup(group).userIds.includes(user.id))!
const checkbox = (scope: Within, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

export async function openActions({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  await loaded(canvas)
  await pickRowAction(userEvent, await table(canvas), name, action)
}

/**
 * This person's checkbox once the people search has answered `search`, the whole text typed. A pause
 * mid-typing on a busy machine may have shown an earlier search's results with them in it; the last
 * search then swaps those for a spinner, and a box found there would be gone when clicked or tabbed to.
 */
export const searchedPerson = (scope: Within, person: { name: string }, search: string) =>
  waitFor(
    () => {
      expect(sent(USERS_V2_PATH).some((request) => request.query._filter === search)).toBe(true)
      expect(scope.queryByRole('progressbar', { name: 'Searching' })).toBeNull()
      return checkbox(scope, person.name)
    },
    { timeout: 3000 },
  )

/** Types into the people search and waits for this person's checkbox in its answer. */
export async function findPerson({ userEvent }: Pick<Context, 'userEvent'>, scope: Within, person: { name: string; email: string }) {
  await userEvent.type(scope.getByRole('searchbox', { name: 'Find people' }), person.email)
  return searchedPerson(scope, person, person.email)
}

/** Holds group changes unanswered until the play function opens the gate, so a dialog is seen submitting for sure. */
export const holdChanges = holdCalls('groupChanges')
/** Makes group changes answer 500 while the list still loads. */
export const failingChanges = () => {
  getWorld().team.failures.groupChanges = 'serverError'
}
