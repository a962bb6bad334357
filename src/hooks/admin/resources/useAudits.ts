import { useCallback, useEffect, useRef, useState } from 'react'
import { audits as auditsApi, type AuditLog, type AuditsExportRequest, type AuditsMetadata, type AuditStats } from '../../../api'
import { toTeamError } from './errors'
import type { ResourceKey } from './keys'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation } from './shared'
import { auditsRequest, auditsTotalPages, normaliseAuditsQuery, pagesInRange, type AuditsQuery, type NormalisedAuditsQuery } from './audits'

/** One page of the audit logs (spec/admin.md §3 Audit state). */
export interface Audits {
  /** The page's logs; empty after a failed load. */
  readonly data: readonly AuditLog[]
  readonly total: number
  readonly totalPages: number
  readonly error: unknown
  readonly teamError: Resource<unknown>['teamError']
  readonly isLoading: boolean
  /** A request is on its way (paging keeps the previous page on screen meanwhile). */
  readonly isValidating: boolean
  /** The query as asked, defaults filled in (spec/admin.md §9). */
  readonly query: NormalisedAuditsQuery
  readonly key: ResourceKey<NormalisedAuditsQuery> | null
  refresh(): Promise<void>
}

/** The audit logs, a page at a time: sort, free-text search and key / value filters, each page cached on its own. */
export function useAudits(query: AuditsQuery = {}): Audits {
  const asked = normaliseAuditsQuery(query)
  const resource = useTeamResource('useAudits', 'loadAudits', auditsApi.AUDITS_PATH, asked, ({ client }, params) => auditsApi.getAudits(client, auditsRequest(params)), { keepPreviousData: true })
  const failed = resource.error !== undefined && resource.error !== null
  const total = failed ? 0 : (resource.data?.total ?? 0)
  return {
    data: failed ? [] : (resource.data?.data ?? []),
    total,
    totalPages: auditsTotalPages(total, asked.pageSize),
    error: resource.error,
    teamError: resource.teamError,
    isLoading: resource.isLoading,
    isValidating: resource.isValidating,
    query: asked,
    key: resource.key,
    refresh: resource.refresh,
  }
}

/** Totals for today and severe this week (GET audits/stats). */
export function useAuditStats(): Resource<AuditStats> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useAuditStats', 'loadAuditStats', auditsApi.AUDITS_STATS_PATH, null, ({ client }) => auditsApi.getAuditsStats(client))
  return resource
}

/** The vendor's description of the audit columns (GET metadata?entityName=audits): names, which sort, filter and show. */
export function useAuditsMetadata(): Resource<AuditsMetadata> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useAuditsMetadata', 'loadAuditsMetadata', auditsApi.METADATA_PATH, { entityName: auditsApi.AUDITS_ENTITY }, ({ client }) =>
    auditsApi.getAuditsMetadata(client),
  )
  return resource
}

/** The CSV export (spec/admin.md §4): `isDownloadingCsv` while it runs, false again when it finished or failed. */
export interface AuditsExport extends Pick<ResourceMutation<AuditsExportRequest, Blob>, 'error' | 'teamError' | 'reset'> {
  readonly isDownloadingCsv: boolean
  /** Asks for the file and saves it; resolves true when saved, false when it failed (the error is kept). A second call while one runs is ignored. */
  exportCsv(request: AuditsExportRequest): Promise<boolean>
}

export function useAuditsExport(): AuditsExport {
  const context = useTeamContext('useAuditsExport')
  const mutation = useTeamMutation(context, 'exportAudits', auditsApi.auditsExportPath(auditsApi.AUDITS_CSV_EXPORT), (request: AuditsExportRequest) => auditsApi.exportAudits(context.client, request))
  const running = useRef(false)
  const { trigger } = mutation
  const exportCsv = useCallback(
    async (request: AuditsExportRequest) => {
      if (running.current) return false
      running.current = true
      try {
        await trigger(request)
        return true
      } catch {
        return false
      } finally {
        running.current = false
      }
    },
    [trigger],
  )
  return { isDownloadingCsv: mutation.isMutating, exportCsv, error: mutation.error, teamError: mutation.teamError, reset: mutation.reset }
}

/** The audit logs as one long list loaded a page at a time as rows come into view (the virtual-scroll mode). */
export interface AuditsWindow {
  /** Rows the query matches; undefined until the first page answers. */
  readonly total: number | undefined
  /** Row `index`, or undefined while its page is not loaded. */
  rowAt(index: number): AuditLog | undefined
  /** Loads the pages holding rows `first`..`last` that are not loaded or on their way. */
  showRows(first: number, last: number): void
  /** How many pages have answered since the query last changed. */
  readonly pagesRequested: number
  readonly error: unknown
  readonly teamError: Resource<unknown>['teamError']
  /** Forgets the loaded pages and loads the first again (after a failure). */
  refresh(): void
}

interface WindowState {
  /** The query (and attempt) these pages answer. */
  readonly id: string
  /** Loaded pages by index; one Map per query, filled in as pages answer. */
  readonly pages: Map<number, readonly AuditLog[]>
  readonly total: number | undefined
  readonly error: unknown
  /** How many pages have answered (a new state object each time, so readers re-render). */
  readonly loaded: number
}

const emptyWindow = (id: string): WindowState => ({ id, pages: new Map(), total: undefined, error: undefined, loaded: 0 })

/**
 * The virtual-scroll mode's data. Pages are kept per query (its sort, search and filters) and
 * scope; an answer for a query no longer shown is dropped, and a page is asked for once.
 */
export function useAuditsWindow(query: Omit<AuditsQuery, 'pageOffset'> = {}): AuditsWindow {
  const { client, scope, logged } = useTeamContext('useAuditsWindow')
  const asked = normaliseAuditsQuery(query)
  const [attempt, setAttempt] = useState(0)
  // The query as text: what the pages are kept by, and (read back) what each page asks.
  const askedKey = JSON.stringify(asked)
  const windowId = JSON.stringify([askedKey, scope, attempt])
  const [state, setState] = useState<WindowState>(() => emptyWindow(windowId))
  const view = state.id === windowId ? state : emptyWindow(windowId)
  // Pages asked for, per query: touched only by the loads themselves.
  const requested = useRef<{ id: string; pages: Set<number> }>({ id: '', pages: new Set() })

  const load = useCallback(
    (page: number) => {
      if (!scope) return
      if (requested.current.id !== windowId) requested.current = { id: windowId, pages: new Set() }
      const pages = requested.current.pages
      if (pages.has(page)) return
      pages.add(page)
      const request = auditsRequest({ ...(JSON.parse(askedKey) as NormalisedAuditsQuery), pageOffset: page })
      const update = (change: (current: WindowState) => WindowState) => setState((previous) => change(previous.id === windowId ? previous : emptyWindow(windowId)))
      logged('loadAudits', auditsApi.getAudits(client, request)).then(
        (answer) => update((current) => (current.pages.set(page, answer.data), { ...current, total: answer.total, error: undefined, loaded: current.pages.size })),
        (error: unknown) => {
          pages.delete(page)
          update((current) => ({ ...current, error }))
        },
      )
    },
    [client, scope, logged, windowId, askedKey],
  )

  // The first page, for the total.
  useEffect(() => {
    load(0)
  }, [load])

  const { total, error, pages } = view
  const pageSize = asked.pageSize
  const showRows = useCallback(
    (first: number, last: number) => {
      if (total === undefined || error) return
      for (const page of pagesInRange(first, last, pageSize, total)) load(page)
    },
    [load, pageSize, total, error],
  )
  const rowAt = useCallback((index: number) => pages.get(Math.floor(index / pageSize))?.[index % pageSize], [pages, pageSize])
  const refresh = useCallback(() => setAttempt((value) => value + 1), [setAttempt])

  return { total, rowAt, showRows, pagesRequested: view.loaded, error, teamError: toTeamError('loadAudits', error), refresh }
}
