import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import useSWRInfinite from 'swr/infinite'
import { subAccounts as api, type Client, type SubAccountsQuery } from '../../../api'
import type { CallOptions } from '../../../api/auth'
import { useDialogSubmit } from '../useDialogSubmit'
import { applyAccountEdit, applyEditToList, emptyAccountTree, flattenExpanded, insertChildren, newAccountId, removalFromList, uniqueAccounts, type AccountEdit, type AccountEntry, type AccountRow, type AccountTree } from './accountTree'
import { toTeamError, type TeamError } from './errors'
import { createWorkspaceToken, inWorkspace, type WorkspaceToken } from './workspaceToken'
import { useTeamContext, useTeamResource, type Resource } from './shared'

export { useAccountUsers, useAccountUserChanges, type AccountUsers, type AccountUserChanges } from './useAccountUsers'

/**
 * The account the admin works inside (spec/admin.md §3 Sub-account userJwt): its calls carry the
 * token the API gave for it, asked for again when it has expired or is about to, or is refused.
 */
export interface AccountWorkspace {
  readonly tenantId: string
  readonly name: string
  readonly token: WorkspaceToken
}

/** A page of the hierarchy with each account's number of users; a failed count leaves the numbers out, not the accounts. */
export async function loadAccountsPage(client: Client, query: SubAccountsQuery, as?: AccountWorkspace | null): Promise<{ items: AccountEntry[]; total: number }> {
  const page = await inWorkspace(as, (options) => api.searchSubAccounts(client, query, options))
  const total = page._metadata?.totalItems ?? page.items.length
  if (page.items.length === 0) return { items: [], total }
  const counts = await inWorkspace(as, (options) => api.countUsers(client, { tenantIds: page.items.map((item) => item.tenantId) }, options)).catch(() => [])
  const byId = new Map(counts.map((count) => [count.tenantId, count.totalUsers]))
  return { items: page.items.map((item) => ({ ...item, numberOfUsers: byId.get(item.tenantId) })), total }
}

/** The all-accounts list: every account below the one worked in, by name, 50 at a time (spec/admin.md §9), matching `filter`. */
export interface AccountSearch {
  readonly accounts: readonly AccountEntry[]
  /** How many match on the server. */
  readonly total: number | null
  readonly hasMore: boolean
  readonly isLoading: boolean
  readonly isLoadingMore: boolean
  readonly teamError: TeamError | null
  /** Asks for the next 50. */
  loadMore(): void
  refresh(): Promise<void>
  /**
   * Shows an edit in the pages loaded, without asking again. A removal takes the listed accounts
   * below the removed one too, by their parents here and in `known` (the tree's); when some
   * account's place cannot be told from those, the pages are asked again.
   */
  apply(edit: AccountEdit, known?: { rootId: string; parents: ReadonlyMap<string, string | null> }): void
}

export function useAccountSearch(filter: string, as?: AccountWorkspace | null): AccountSearch {
  const context = useTeamContext('useAccountSearch')
  const limit = api.SUB_ACCOUNTS_LIMIT
  const swr = useSWRInfinite(
    (index: number, previous: { items: AccountEntry[]; total: number } | null) =>
      context.scope && (!previous || (index * limit < previous.total && previous.items.length > 0))
        ? ([api.HIERARCHY_SEARCH_PATH, { filter, offset: index * limit, limit, as: as?.tenantId ?? null }, ...context.scope] as const)
        : null,
    ([, query]) => context.logged('loadAccounts', loadAccountsPage(context.client, query, as)),
    // The last results stay on screen, marked loading, until the next search answers: no blank table between two searches.
    { revalidateFirstPage: false, keepPreviousData: true },
  )
  const pages = swr.data
  const accounts = useMemo(() => uniqueAccounts((pages ?? []).map((page) => page.items)), [pages])
  const total = pages?.[0]?.total ?? null
  const { mutate, setSize, size } = swr
  return {
    accounts,
    total,
    hasMore: total !== null && accounts.length < total,
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && size > (pages?.length ?? 0),
    teamError: toTeamError('loadAccounts', swr.error),
    loadMore: () => void setSize(size + 1),
    refresh: async () => void (await mutate()),
    apply: (edit, known) => {
      if (edit.type !== 'removed') return void mutate((current) => current?.map((page) => ({ ...page, items: applyEditToList(page.items, edit) })), { revalidate: false })
      const removal = removalFromList(accounts, edit.tenantId, known?.parents ?? new Map(), known?.rootId ?? as?.tenantId ?? '')
      const listed = accounts.filter((account) => removal.gone.has(account.tenantId)).length
      void mutate((current) => current?.map((page) => ({ items: applyEditToList(page.items, edit, removal.gone), total: Math.max(0, page.total - listed) })), { revalidate: removal.unsure })
    },
  }
}

/** The hierarchy as a tree below the account worked in, each account's children loaded when it is first opened. */
export interface AccountTreeState {
  readonly tree: AccountTree
  /** Rows of the expanded part only. */
  readonly rows: readonly AccountRow[]
  readonly expanded: ReadonlySet<string>
  /** Accounts whose children are on their way. */
  readonly loading: ReadonlySet<string>
  /** The failure of loading an account's children (the root's: the whole tree). */
  readonly errors: Readonly<Record<string, TeamError>>
  setExpanded(keys: ReadonlySet<string>): void
  /** Asks for the next 50 children of an account (or loads its first ones again after a failure). */
  loadMore(parentId: string): void
  apply(edit: AccountEdit): void
}

interface TreeModel {
  tree: AccountTree
  expanded: ReadonlySet<string>
  loading: ReadonlySet<string>
  errors: Readonly<Record<string, TeamError>>
}

const freshModel = (rootId: string): TreeModel => ({ tree: emptyAccountTree(rootId), expanded: new Set(), loading: new Set(), errors: {} })

export function useAccountTree(rootId: string, as?: AccountWorkspace | null): AccountTreeState {
  const context = useTeamContext('useAccountTree')
  const [model, setModel] = useState(() => freshModel(rootId))
  // A new root (a workspace entered or left) starts a new tree.
  if (model.tree.rootId !== rootId) setModel(freshModel(rootId))
  const live = useRef({ rootId, mounted: true, inFlight: new Set<string>() })
  useEffect(() => {
    live.current.rootId = rootId
  }, [rootId])

  const load = useCallback(
    (parentId: string, offset: number) => {
      const flight = `${rootId}/${parentId}`
      if (live.current.inFlight.has(flight) || !context.scope) return
      live.current.inFlight.add(flight)
      setModel((current) => ({ ...current, loading: new Set(current.loading).add(parentId), errors: withoutKey(current.errors, parentId) }))
      const done = (change: (current: TreeModel) => TreeModel) => {
        live.current.inFlight.delete(flight)
        // An answer for a tree no longer shown (another workspace) or after unmount is dropped.
        if (!live.current.mounted || live.current.rootId !== rootId) return
        setModel((current) => {
          const loading = new Set(current.loading)
          loading.delete(parentId)
          return change({ ...current, loading })
        })
      }
      context
        .logged('loadAccounts', loadAccountsPage(context.client, { parentTenantId: parentId, offset, limit: api.SUB_ACCOUNTS_LIMIT }, as))
        .then(
          (page) => done((current) => ({ ...current, tree: insertChildrenOf(current.tree, parentId, page) })),
          (error: unknown) => done((current) => ({ ...current, errors: { ...current.errors, [parentId]: toTeamError('loadAccounts', error)! } })),
        )
    },
    [context, rootId, as],
  )

  useEffect(() => {
    live.current.mounted = true
    const current = live.current
    return () => {
      current.mounted = false
    }
  }, [])

  const rootLoaded = model.tree.rootId === rootId && model.tree.children[rootId] !== undefined
  const rootFailed = model.errors[rootId] !== undefined
  useEffect(() => {
    if (!rootLoaded && !rootFailed) load(rootId, 0)
  }, [rootLoaded, rootFailed, load, rootId])

  const rows = useMemo(() => flattenExpanded(model.tree, model.expanded), [model.tree, model.expanded])
  return {
    tree: model.tree,
    rows,
    expanded: model.expanded,
    loading: model.loading,
    errors: model.errors,
    setExpanded: (keys) => {
      for (const key of keys) if (!model.expanded.has(key) && !model.tree.children[key]) load(key, 0)
      setModel((current) => ({ ...current, expanded: new Set(keys) }))
    },
    loadMore: (parentId) => load(parentId, model.tree.children[parentId]?.ids.length ?? 0),
    apply: (edit) =>
      setModel((current) => {
        const tree = applyAccountEdit(current.tree, edit)
        if (edit.type !== 'removed') return { ...current, tree }
        // A removed account's subtree is no longer open: re-created under the same id, it starts closed.
        return { ...current, tree, expanded: new Set([...current.expanded].filter((id) => tree.accounts[id] !== undefined)) }
      }),
  }
}

const insertChildrenOf = (tree: AccountTree, parentId: string, page: { items: AccountEntry[]; total: number }) => insertChildren(tree, parentId, page.items, page.total)

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record
  return rest
}

/** The accounts from the one worked in down to `tenantId`, itself last (a breadcrumb and the page's title). */
export function useAccountPath(tenantId: string, as?: AccountWorkspace | null): Resource<AccountEntry[]> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useAccountPath', 'loadAccounts', api.HIERARCHY_PARENTS_PATH, { tenantId, as: as?.tenantId ?? null }, async ({ client }, params) => {
    const path: AccountEntry[] = await inWorkspace(as, (options) => api.getAccountPath(client, params, options))
    const last = path.at(-1)
    if (!last) return path
    const counts = await inWorkspace(as, (options) => api.countUsers(client, { tenantIds: [last.tenantId] }, options)).catch(() => [])
    return [...path.slice(0, -1), { ...last, numberOfUsers: counts[0]?.totalUsers }]
  })
  return resource
}

/** The edits of the hierarchy (spec/admin.md §4); each resolves with the edit to show, so the views change in place. */
export interface AccountEdits {
  create(input: { name: string; parentTenantId: string }): Promise<AccountEdit>
  rename(input: { tenantId: string; name: string }): Promise<AccountEdit>
  /** `parentTenantId` (when known) lets the views count one child less under the parent. */
  remove(input: { tenantId: string; parentTenantId?: string | null }): Promise<AccountEdit>
  setManagement(input: { tenantId: string; isReseller: boolean }): Promise<AccountEdit>
}

export function useAccountEdits(as?: AccountWorkspace | null): AccountEdits {
  const context = useTeamContext('useAccountEdits')
  return useMemo(() => {
    const { client, logged } = context
    const call = <T,>(request: (options: CallOptions) => Promise<T>) => inWorkspace(as, request)
    return {
      create: async ({ name, parentTenantId }) => {
        const made = await logged('changeAccount', call((options) => api.createSubAccount(client, { name: name.trim(), parentTenantId, tenantId: newAccountId() }, options)))
        return { type: 'created', account: { ...made, parentTenantId: made.parentTenantId ?? parentTenantId, numberOfUsers: 0 } }
      },
      rename: async ({ tenantId, name }) => {
        const renamed = await logged('changeAccount', call((options) => api.renameSubAccount(client, { tenantId, name: name.trim() }, options)))
        return { type: 'renamed', tenantId, name: renamed.name }
      },
      remove: async ({ tenantId, parentTenantId }) => {
        await logged('changeAccount', call((options) => api.deleteSubAccount(client, { tenantId }, options)))
        return { type: 'removed', tenantId, parentTenantId: parentTenantId ?? null }
      },
      setManagement: async ({ tenantId, isReseller }) => {
        await logged('changeAccount', call((options) => api.setSubAccountManagement(client, { tenantId, isReseller }, options)))
        return { type: 'management', tenantId, isReseller }
      },
    }
  }, [context, as])
}

/** Working inside a sub-account: its users JWT asked for, held while inside, dropped on the way back. */
export interface AccountWorkspaces {
  /** The account worked inside, or null: the admin's own. */
  readonly active: AccountWorkspace | null
  readonly isEntering: boolean
  readonly error: TeamError | null
  /** Asks the API for the user's token in that account and works there from then on. */
  enter(account: { tenantId: string; name: string }): Promise<boolean>
  /** Back to the admin's own account. */
  leave(): void
}

export function useAccountWorkspaces(): AccountWorkspaces {
  const context = useTeamContext('useAccountWorkspaces')
  const entering = useDialogSubmit()
  const [active, setActive] = useState<AccountWorkspace | null>(null)
  const { submit, reset } = entering
  const enter = useCallback(
    (account: { tenantId: string; name: string }) =>
      submit(async () => {
        const ask = () => context.logged('enterAccount', api.getUserJwt(context.client, { tenantId: account.tenantId }))
        const jwt = await ask()
        // The same call gives a new token when this one expires (spec/admin.md §7 users JWT per tenant).
        setActive({ tenantId: account.tenantId, name: account.name, token: createWorkspaceToken(jwt, ask) })
      }),
    [context, submit],
  )
  const leave = useCallback(() => {
    reset()
    setActive(null)
  }, [reset])
  return { active, isEntering: entering.isPending, error: toTeamError('enterAccount', entering.error), enter, leave }
}

/** spec/admin.md §2: the accounts search asks once typing pauses for this long (ms). A host or a test passes its own to `useAccountsFilter`. */
export const ACCOUNTS_SEARCH_DELAY_MS = 300

/** The search as typed, and the filter asked for: the typed text, trimmed, once typing paused for `delayMs`. */
export function useAccountsFilter(delayMs: number = ACCOUNTS_SEARCH_DELAY_MS): { readonly typed: string; readonly filter: string; setTyped(text: string): void } {
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState('')
  useEffect(() => {
    const next = typed.trim()
    if (next === filter) return
    const timer = setTimeout(() => setFilter(next), delayMs)
    return () => clearTimeout(timer)
  }, [typed, filter, delayMs])
  return { typed, filter, setTyped }
}
