import { describe, expect, it } from 'vitest'
import { HIERARCHY_SEARCH_PATH, SUB_TENANT_USERS_PATH } from '../../../api/subAccounts'
import { HIERARCHY_READ, seedAccountWithUsers, seedHierarchyAtScale } from '../../../fixtures/allAccounts'
import { signedIn } from '../../../fixtures/signedIn.testing'
import { subAccountDeleteImpact } from '../impact/deleteImpact'
import { loadSubtree, SUBTREE_ACCOUNTS } from './useSubAccountDeleteImpact'

// loadSubtree against the fixtures' hierarchy, as the all-accounts delete dialog loads it.

const LABS = { tenantId: 'tenant-acme-labs', name: 'Acme Labs' }
const asked = (world: { requests: { path: string; query: Record<string, string> }[] }, path: string) => world.requests.filter((request) => request.path.endsWith(path)).map((request) => request.query)

describe('loadSubtree', () => {
  it('the accounts below, level by level, and the users of each; a user in two of them comes once per account', async () => {
    const { client, world } = await signedIn([HIERARCHY_READ])
    seedAccountWithUsers(world, { tenantId: 'tenant-labs-a', name: 'Labs A', parentTenantId: LABS.tenantId }, ['Ada One', 'Ada Two'])
    seedAccountWithUsers(world, { tenantId: 'tenant-labs-a1', name: 'Labs A1', parentTenantId: 'tenant-labs-a' }, ['Grace One'])
    seedAccountWithUsers(world, { tenantId: 'tenant-labs-b', name: 'Labs B', parentTenantId: LABS.tenantId }, [])
    world.users.find((user) => user.id === 'user-tenant-labs-a-1')!.tenantIds.push('tenant-labs-a1', 'tenant-acme')
    const labsUsers = world.users.filter((user) => user.tenantIds.includes(LABS.tenantId)).length

    const subtree = await loadSubtree(client, LABS)
    expect(subtree.below.map((account) => account.name)).toEqual(['Labs A', 'Labs B', 'Labs A1'])
    expect(subtree).toMatchObject({ belowComplete: true, usersComplete: true })
    expect(subtree.users).toHaveLength(labsUsers + 2 + 2)
    const impact = subAccountDeleteImpact({ ...LABS, numberOfDescendants: 3 }, subtree)
    expect(impact.people).toHaveLength(labsUsers + 3)
    expect(impact.keepOtherAccounts).toBe(1)
  })

  it('an account below that the hierarchy says has no users or no children is not asked about; the one deleted always is', async () => {
    const { client, world } = await signedIn([HIERARCHY_READ])
    seedAccountWithUsers(world, { tenantId: 'tenant-labs-b', name: 'Labs B', parentTenantId: LABS.tenantId }, [])
    await loadSubtree(client, LABS)
    expect(asked(world, SUB_TENANT_USERS_PATH).map((query) => query._tenantId)).toEqual([LABS.tenantId])
    expect(asked(world, HIERARCHY_SEARCH_PATH).map((query) => query._subTenantId)).toEqual([LABS.tenantId])
  })

  it(`past ${SUBTREE_ACCOUNTS} accounts below it stops: not complete, and who keeps what is not told`, async () => {
    const { client, world } = await signedIn([HIERARCHY_READ])
    seedHierarchyAtScale(world, LABS.tenantId, [10, 9, 10])
    const subtree = await loadSubtree(client, LABS)
    expect(subtree.below).toHaveLength(SUBTREE_ACCOUNTS)
    expect(subtree.belowComplete).toBe(false)
    const impact = subAccountDeleteImpact({ ...LABS, numberOfDescendants: 1000 }, subtree)
    expect(impact).toMatchObject({ accounts: { total: 1000 }, complete: false, keepOtherAccounts: null })
    // The children pages are asked 50 at a time (spec/admin.md §9), and none once the cap is reached: fewer than the 101 parents there are.
    const searches = asked(world, HIERARCHY_SEARCH_PATH)
    expect(searches.every((query) => query._limit === '50')).toBe(true)
    expect(searches.length).toBeLessThan(1 + 10 + 90)
  })
})
