import { useState } from 'react'
import { subAccounts as api, type Client } from '../../../api'
import type { SubtreeAccount, SubtreeData, SubtreeUser } from '../impact/deleteImpact'
import type { AccountEntry } from './accountTree'
import { useTeamResource, type Resource } from './shared'
import { loadAccountsPage, type AccountWorkspace } from './useAccounts'
import { inWorkspace } from './workspaceToken'

// What a sub-account's delete preview (subAccountDeleteImpact) is worked out from, loaded when the
// dialog opens and read fresh each time one does (its opening is part of the key): never with the
// section, never an answer from an earlier opening.

/** The most accounts below the one deleted that the preview reads; past them it counts "at least". */
export const SUBTREE_ACCOUNTS = 200
/** Users asked for per page, and the most read across the subtree's accounts. */
export const SUBTREE_USERS_PAGE = 200
export const SUBTREE_USERS = 2000
/** How many accounts' users are asked for at once. */
const AT_ONCE = 4

/** An account of the subtree with what the hierarchy said of it as it was read: one without children or users is not asked about. */
type Known = SubtreeAccount & Pick<AccountEntry, 'numberOfChildren' | 'numberOfUsers'>

/** Every child of `parent`, 50 a page (spec/admin.md §9), each with its number of users. */
async function childrenOf(client: Client, parent: Known, as: AccountWorkspace | null | undefined): Promise<AccountEntry[]> {
  if (parent.numberOfChildren === 0) return []
  const found: AccountEntry[] = []
  for (;;) {
    const page = await loadAccountsPage(client, { parentTenantId: parent.tenantId, offset: found.length, limit: api.SUB_ACCOUNTS_LIMIT }, as)
    found.push(...page.items)
    if (page.items.length === 0 || found.length >= page.total || found.length >= SUBTREE_ACCOUNTS) return found
  }
}

/**
 * The accounts below `root`, level by level (nearest first), and the users of it and of each of them
 * (sub-tenant users, with every account each is in), up to the caps. The root itself is always
 * asked about (what the list said of it may be old); those below by the counts read with them.
 */
export async function loadSubtree(client: Client, root: SubtreeAccount, as?: AccountWorkspace | null): Promise<SubtreeData> {
  const top: Known = { tenantId: root.tenantId, name: root.name }
  // Level by level, a few parents at a time, until the cap: past it, no parent is asked about.
  const below: AccountEntry[] = []
  let waiting: Known[] = [top]
  for (let level = waiting; level.length > 0 && below.length < SUBTREE_ACCOUNTS; level = waiting) {
    waiting = []
    for (let at = 0; at < level.length && below.length < SUBTREE_ACCOUNTS; at += AT_ONCE) {
      const parents = level.slice(at, at + AT_ONCE)
      for (const children of await Promise.all(parents.map((parent) => childrenOf(client, parent, as)))) {
        below.push(...children)
        waiting.push(...children)
      }
      if (below.length >= SUBTREE_ACCOUNTS) waiting.push(...level.slice(at + AT_ONCE))
    }
  }
  // Complete when nothing read was cut off and no account left unasked may have children.
  const belowComplete = below.length <= SUBTREE_ACCOUNTS && !waiting.some((account) => account.numberOfChildren !== 0)
  below.length = Math.min(below.length, SUBTREE_ACCOUNTS)

  const asked = [top, ...below.filter((account) => account.numberOfUsers !== 0)]
  const found: SubtreeUser[] = []
  let usersComplete = true
  const usersOf = async (tenantId: string) => {
    for (let page = 0; ; page++) {
      if (found.length >= SUBTREE_USERS) return void (usersComplete = false)
      const answer = await inWorkspace(as, (options) => api.listSubAccountUsers(client, { tenantId, pageOffset: page, pageSize: SUBTREE_USERS_PAGE }, options))
      found.push(...answer.items)
      const total = answer._metadata?.totalItems
      if (answer.items.length < SUBTREE_USERS_PAGE || (total !== undefined && (page + 1) * SUBTREE_USERS_PAGE >= total)) return
    }
  }
  for (let at = 0; at < asked.length && usersComplete; at += AT_ONCE) await Promise.all(asked.slice(at, at + AT_ONCE).map((account) => usersOf(account.tenantId)))
  return { below, belowComplete, users: found, usersComplete }
}

/** What deleting `account` takes with it: its subtree and their users, loaded as its delete dialog opens (inside the workspace `as`). */
export function useSubAccountDeleteImpactData(account: SubtreeAccount, as?: AccountWorkspace | null): Resource<SubtreeData> {
  const [openedAt] = useState(Date.now)
  const { key: _key, context: _context, ...resource } = useTeamResource(
    'useSubAccountDeleteImpactData',
    'loadAccounts',
    api.SUB_TENANTS_PATH,
    { deleting: account.tenantId, as: as?.tenantId ?? null, openedAt },
    ({ client }) => loadSubtree(client, account, as),
    { revalidateOnFocus: false },
  )
  return resource
}
