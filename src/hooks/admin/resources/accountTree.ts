import type { SubAccount } from '../../../api'

/** An account as the all-accounts views show it: the hierarchy's answer and its number of users (spec/admin.md §3 Tenant numberOfUsers). */
export type AccountEntry = SubAccount & { readonly numberOfUsers?: number }

/** The children of one account loaded so far, in the server's order, and how many it has (null: not asked yet). */
export interface ChildrenPage {
  readonly ids: readonly string[]
  readonly total: number | null
}

/**
 * The part of the hierarchy loaded so far below `rootId` (the account the admin works in): each
 * account once, by tenantId, and each loaded account's children page.
 */
export interface AccountTree {
  readonly rootId: string
  readonly accounts: Readonly<Record<string, AccountEntry>>
  readonly children: Readonly<Record<string, ChildrenPage>>
}

/** One change of the hierarchy, as its call answered (spec/admin.md §4 account tree edits). */
export type AccountEdit =
  | { readonly type: 'created'; readonly account: AccountEntry }
  | { readonly type: 'renamed'; readonly tenantId: string; readonly name: string }
  /** `parentTenantId` when known: the parent's count changes even when the account itself was never loaded in the tree. The API deletes the whole subtree. */
  | { readonly type: 'removed'; readonly tenantId: string; readonly parentTenantId?: string | null }
  | { readonly type: 'management'; readonly tenantId: string; readonly isReseller: boolean }

/** A row of the tree as shown: an account, or the "load more" of an account's children. */
export type AccountRow =
  | { readonly kind: 'account'; readonly account: AccountEntry; readonly level: number; readonly isExpanded: boolean; readonly hasChildren: boolean }
  | { readonly kind: 'more'; readonly parentId: string; readonly level: number; readonly remaining: number }

export const emptyAccountTree = (rootId: string): AccountTree => ({ rootId, accounts: {}, children: {} })

/** Whether an account has children, by what is loaded or, before that, by what the server said. */
export function hasChildren(tree: AccountTree, tenantId: string): boolean {
  const page = tree.children[tenantId]
  if (page && page.total !== null) return page.total > 0
  return (tree.accounts[tenantId]?.numberOfChildren ?? 0) > 0
}

/** How many of an account's children are not loaded yet (0 before its first page). */
export function remainingChildren(tree: AccountTree, tenantId: string): number {
  const page = tree.children[tenantId]
  return page && page.total !== null ? Math.max(0, page.total - page.ids.length) : 0
}

/**
 * A page of `parentId`'s children added after those loaded: children already there (by tenantId)
 * are updated in place, not added twice, so a page that overlaps the last one (an account was
 * created or deleted between the two) shows each account once.
 */
export function insertChildren(tree: AccountTree, parentId: string, page: readonly AccountEntry[], total: number): AccountTree {
  const before = tree.children[parentId]?.ids ?? []
  const seen = new Set(before)
  const ids = [...before]
  const accounts = { ...tree.accounts }
  for (const account of page) {
    accounts[account.tenantId] = { ...accounts[account.tenantId], ...account }
    if (!seen.has(account.tenantId)) {
      seen.add(account.tenantId)
      ids.push(account.tenantId)
    }
  }
  return { ...tree, accounts, children: { ...tree.children, [parentId]: { ids, total: Math.max(total, ids.length) } } }
}

/** Every account below `tenantId` that is loaded (not itself). */
function loadedBelow(tree: AccountTree, tenantId: string): string[] {
  const found: string[] = []
  const queue = [tenantId]
  for (let at = 0; at < queue.length; at++) {
    for (const child of tree.children[queue[at]!]?.ids ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

function withAccount(tree: AccountTree, tenantId: string, change: (account: AccountEntry) => AccountEntry): AccountTree {
  const account = tree.accounts[tenantId]
  return account ? { ...tree, accounts: { ...tree.accounts, [tenantId]: change(account) } } : tree
}

const countChange = (delta: number) => (account: AccountEntry) => ({ ...account, numberOfChildren: Math.max(0, (account.numberOfChildren ?? 0) + delta) })

/** The tree after `edit`, changed in place: nothing else reloads (spec/admin.md §4). */
export function applyAccountEdit(tree: AccountTree, edit: AccountEdit): AccountTree {
  switch (edit.type) {
    case 'renamed':
      return withAccount(tree, edit.tenantId, (account) => ({ ...account, name: edit.name }))
    case 'management':
      return withAccount(tree, edit.tenantId, (account) => ({ ...account, isReseller: edit.isReseller }))
    case 'created': {
      const parentId = edit.account.parentTenantId ?? tree.rootId
      const page = tree.children[parentId]
      // Under a parent whose children were never asked for, it shows when they are; the parent gets its expander.
      const withParent = withAccount(tree, parentId, countChange(+1))
      if (!page || page.total === null) return withParent
      return insertChildren(withParent, parentId, [edit.account], page.total + 1)
    }
    case 'removed': {
      const account = tree.accounts[edit.tenantId]
      if (!account) {
        // Removed from a search: not loaded here, so nothing below it is either; its parent may be, with one child less.
        const parentId = edit.parentTenantId
        if (!parentId || !tree.accounts[parentId]) return tree
        const page = tree.children[parentId]
        const next = page && page.total !== null ? { ...tree, children: { ...tree.children, [parentId]: { ids: page.ids, total: Math.max(page.ids.length, page.total - 1) } } } : tree
        return withAccount(next, parentId, countChange(-1))
      }
      const gone = new Set([edit.tenantId, ...loadedBelow(tree, edit.tenantId)])
      const accounts = Object.fromEntries(Object.entries(tree.accounts).filter(([id]) => !gone.has(id)))
      const children = Object.fromEntries(Object.entries(tree.children).filter(([id]) => !gone.has(id)))
      const parentId = account.parentTenantId ?? tree.rootId
      const page = children[parentId]
      if (page) children[parentId] = { ids: page.ids.filter((id) => id !== edit.tenantId), total: page.total === null ? null : Math.max(0, page.total - 1) }
      const next = { ...tree, accounts, children }
      return withAccount(next, parentId, countChange(-1))
    }
  }
}

/**
 * The rows a tree shows with `expanded` open, depth first: an expanded account's loaded children
 * below it and, when it has more, a "load more" row. Collapsed parts are not rows at all, so a
 * hierarchy of thousands renders only what the admin opened.
 */
export function flattenExpanded(tree: AccountTree, expanded: ReadonlySet<string>): AccountRow[] {
  const rows: AccountRow[] = []
  const walk = (parentId: string, level: number) => {
    for (const id of tree.children[parentId]?.ids ?? []) {
      const account = tree.accounts[id]
      if (!account) continue
      const isExpanded = expanded.has(id)
      rows.push({ kind: 'account', account, level, isExpanded, hasChildren: hasChildren(tree, id) })
      if (isExpanded) walk(id, level + 1)
    }
    const remaining = remainingChildren(tree, parentId)
    if (remaining > 0) rows.push({ kind: 'more', parentId, level, remaining })
  }
  walk(tree.rootId, 1)
  return rows
}

/** Each loaded account's parent, by tenantId: what the tree knows of the hierarchy beyond a search's results. */
export function parentsInTree(tree: AccountTree): Map<string, string | null> {
  return new Map(Object.values(tree.accounts).map((account) => [account.tenantId, account.parentTenantId ?? null]))
}

/** Which accounts of a list a removal takes, and whether the list alone cannot tell for some. */
export interface ListRemoval {
  /** The removed account and every listed account below it, at any depth. */
  readonly gone: ReadonlySet<string>
  /** Some listed account's chain of parents leaves what is known before reaching `rootId`: it may be below the removed one. */
  readonly unsure: boolean
}

/**
 * The accounts of `items` (a search's results, from any level) that deleting `tenantId` takes: the
 * API deletes the whole subtree, so an account goes when its chain of parents reaches `tenantId`.
 * Parents are read from the items themselves and from `known` (the tree's loaded accounts); a chain
 * that reaches `rootId` (the account worked in) or the top stays; one that stops at an account
 * known to neither is `unsure`, and the list must be asked again to know.
 */
export function removalFromList(items: readonly { tenantId: string; parentTenantId?: string | null }[], tenantId: string, known: ReadonlyMap<string, string | null>, rootId: string): ListRemoval {
  const parents = new Map(known)
  for (const item of items) parents.set(item.tenantId, item.parentTenantId ?? null)
  const verdict = new Map<string, 'gone' | 'stays' | 'unknown'>([[tenantId, 'gone']])
  const judge = (start: string): 'gone' | 'stays' | 'unknown' => {
    const chain: string[] = []
    let at: string | null | undefined = start
    let found: 'gone' | 'stays' | 'unknown'
    for (;;) {
      if (at === null || at === rootId) found = 'stays'
      else if (at === undefined) found = 'unknown'
      else if (verdict.has(at)) found = verdict.get(at)!
      else if (chain.includes(at)) found = 'unknown'
      else {
        chain.push(at)
        at = parents.has(at) ? parents.get(at) : undefined
        continue
      }
      break
    }
    for (const id of chain) verdict.set(id, found)
    return found
  }
  const gone = new Set<string>()
  let unsure = false
  for (const item of items) {
    const found = judge(item.tenantId)
    if (found === 'gone') gone.add(item.tenantId)
    else if (found === 'unknown') unsure = true
  }
  return { gone: gone.add(tenantId), unsure }
}

/**
 * A list of accounts (a search's pages) after `edit`: renamed, re-flagged or removed where it
 * shows; a new one is not a search result until searched. A removal takes the accounts in `gone`
 * (see `removalFromList`); when not given, those the list's own parents show below it.
 */
export function applyEditToList<T extends AccountEntry>(items: readonly T[], edit: AccountEdit, gone?: ReadonlySet<string>): T[] {
  switch (edit.type) {
    case 'renamed':
      return items.map((item) => (item.tenantId === edit.tenantId ? { ...item, name: edit.name } : item))
    case 'management':
      return items.map((item) => (item.tenantId === edit.tenantId ? { ...item, isReseller: edit.isReseller } : item))
    case 'removed': {
      const taken = gone ?? removalFromList(items, edit.tenantId, new Map(), '').gone
      return items.filter((item) => !taken.has(item.tenantId))
    }
    case 'created':
      return [...items]
  }
}

/** Accounts of several pages, each once by tenantId (a page that overlaps the one before after a change). */
export function uniqueAccounts<T extends { tenantId: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>()
  const all: T[] = []
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.tenantId)) continue
      seen.add(item.tenantId)
      all.push(item)
    }
  }
  return all
}

/** A new sub-account's id: the API takes the id from the caller (spec/admin.md §7 sub-tenants POST name, tenantId, parentTenantId). */
export const newAccountId = (random: () => string = () => crypto.randomUUID()) => random()
