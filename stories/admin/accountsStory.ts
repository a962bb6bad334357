import { expect, screen, waitFor, within } from 'storybook/test'
import { HIERARCHY_SEARCH_PATH, SUB_ACCOUNT_USERS_PAGE_SIZE, SUB_TENANTS_PATH } from '../../src/api/subAccounts'
import { callGate, getWorld, makeResellerAdmin, seedHierarchyAtScale, HIERARCHY_READ, type AllAccountsFailureTarget } from '../../src/fixtures'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'

type Canvas = ReturnType<typeof within>

/** Ada administers Acme as a reseller: she reads, manages and gives access to its sub-accounts. */
export const asReseller = () => makeResellerAdmin(getWorld(), 'user-ada')
/** Ada may look at the sub-accounts and change nothing. */
export const asReader = () => makeResellerAdmin(getWorld(), 'user-ada', [HIERARCHY_READ])
/** As asReseller, with three levels under Acme Labs (seeded: 3 children, each with 2). */
export const withNesting = () => {
  asReseller()
  seedHierarchyAtScale(getWorld(), 'tenant-acme-labs', [3, 2])
}

/** The hierarchy tree once its first level is on screen (the first story of a file also loads the lazy section). */
export async function findTree(canvas: Canvas): Promise<HTMLElement> {
  const tree = await canvas.findByRole('treegrid', { name: 'Account hierarchy' }, { timeout: FIRST_LOAD_TIMEOUT })
  await within(tree).findByRole('row', { name: /Acme Europe/ }, { timeout: FIRST_LOAD_TIMEOUT })
  return tree
}

/** A row of the tree by the start of its account's name. */
export const treeRow = (tree: HTMLElement, name: string) => within(tree).findByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

/** Waits until the row of `name` has the keyboard focus, found anew on each try (a re-render may replace the row). */
export const rowHasFocus = (tree: HTMLElement, name: string) => waitFor(async () => expect(await treeRow(tree, name)).toHaveFocus())

/** The hierarchy searches sent, as their query strings. */
export const searches = () => sent(HIERARCHY_SEARCH_PATH).map((request) => request.query)

/** A tenant's name in the world by id. */
export const tenantName = (tenantId: string) => getWorld().tenants.find((tenant) => tenant.tenantId === tenantId)?.name

/** Waits until the world holds what `check` asserts. */
export const worldSays = (check: () => void) => waitFor(() => check())

/** Users of an account in the world. */
export const usersOf = (tenantId: string) => getWorld().users.filter((user) => user.tenantIds.includes(tenantId))

/** The users on an account page's first page: 10, by name descending (spec/admin.md §9), in the world now. */
export const firstPageOfUsers = (tenantId: string) =>
  usersOf(tenantId)
    .sort((a, b) => b.name.localeCompare(a.name, 'en', { sensitivity: 'base' }))
    .slice(0, SUB_ACCOUNT_USERS_PAGE_SIZE)

export { expect }

/** Opens the actions menu of an account's tree row and picks `action`. */
export async function treeAction(userEvent: { click(element: Element): Promise<void> }, tree: HTMLElement, name: string, action: string) {
  await userEvent.click(within(await treeRow(tree, name)).getByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}

/** Holds the all-accounts calls of `target` at a gate until the play function opens it (`heldAccounts`). */
export function holdAccounts(target: AllAccountsFailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().allAccounts.gates[target] = gate
    return () => gate.open()
  }
}

/** The gate holdAccounts put up, once a call waits at it. */
export async function heldAccounts(target: AllAccountsFailureTarget) {
  const gate = getWorld().allAccounts.gates[target]
  if (!gate) throw new Error(`no gate on ${target}`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}

/** The calls sent to the sub-tenants API with `method`. */
export const subTenantCalls = (method: string) => getWorld().requests.filter((request) => request.method === method && request.path.startsWith(SUB_TENANTS_PATH))

/** The API dates new accounts 5 Nov 2024, noon UTC: a story that creates one keeps the same screenshot every day. */
export const fixedClock = () => {
  getWorld().allAccounts.now = () => Date.UTC(2024, 10, 5, 12)
}
