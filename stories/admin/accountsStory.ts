import { expect, waitFor, within } from 'storybook/test'
import { HIERARCHY_SEARCH_PATH } from '../../src/api/subAccounts'
import { getWorld, makeResellerAdmin, seedHierarchyAtScale, HIERARCHY_READ } from '../../src/fixtures'
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

/** The hierarchy searches sent, as their query strings. */
export const searches = () => sent(HIERARCHY_SEARCH_PATH).map((request) => request.query)

/** A tenant's name in the world by id. */
export const tenantName = (tenantId: string) => getWorld().tenants.find((tenant) => tenant.tenantId === tenantId)?.name

/** Waits until the world holds what `check` asserts. */
export const worldSays = (check: () => void) => waitFor(() => check())

/** Users of an account in the world. */
export const usersOf = (tenantId: string) => getWorld().users.filter((user) => user.tenantIds.includes(tenantId))

export { expect }
