import type { AuditProperty, AuditsExportRequest, AuditsMetadata, AuditSortDirection, AuditsRequest } from '../../../api'

/** spec/admin.md §9: audit page size 20. */
export const AUDITS_PAGE_SIZE = 20
/** How long the free-text search waits for a pause in typing before it asks (one request per pause). */
export const AUDITS_SEARCH_DEBOUNCE_MS = 300

/** One key / value filter (spec/admin.md §3 Audit state filters). */
export interface AuditFilter {
  readonly key: string
  readonly value: string
}

/** What a host asks of the audit logs; every field has the spec's default. `pageOffset` is a page index. */
export interface AuditsQuery {
  pageOffset?: number
  pageSize?: number
  sortBy?: string
  sortDirection?: AuditSortDirection
  /** Free-text search. */
  filter?: string
  filters?: readonly AuditFilter[]
}

export type NormalisedAuditsQuery = Required<AuditsQuery>

/** spec/admin.md §9: page size 20, default sort createdAt descending. */
export const DEFAULT_AUDITS_QUERY: NormalisedAuditsQuery = { pageOffset: 0, pageSize: AUDITS_PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'desc', filter: '', filters: [] }

/** The API answers at most this many rows a request. */
export const MAX_AUDITS_PAGE_SIZE = 1000

const whole = (value: number | undefined, min: number, fallback: number) => (value !== undefined && Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback)

/** Fills a query with the defaults and tidies it, so equal questions share one cache entry: text trimmed, empty filters dropped. */
export function normaliseAuditsQuery(query: AuditsQuery = {}): NormalisedAuditsQuery {
  return {
    pageOffset: whole(query.pageOffset, 0, 0),
    pageSize: Math.min(MAX_AUDITS_PAGE_SIZE, whole(query.pageSize, 1, AUDITS_PAGE_SIZE)),
    sortBy: query.sortBy || DEFAULT_AUDITS_QUERY.sortBy,
    sortDirection: query.sortDirection ?? DEFAULT_AUDITS_QUERY.sortDirection,
    filter: (query.filter ?? '').trim(),
    filters: (query.filters ?? []).reduce<AuditFilter[]>((kept, filter) => withFilter(kept, filter), []),
  }
}

/** The filters as the API takes them: one query parameter per key. */
export function filtersRecord(filters: readonly AuditFilter[]): Record<string, string> {
  return Object.fromEntries(filters.map((filter) => [filter.key, filter.value]))
}

/** spec/admin.md §7 GET audits: the row offset of the page, its size as the count, the sort, the search and the filters. */
export function auditsRequest(query: NormalisedAuditsQuery): AuditsRequest {
  return {
    offset: query.pageOffset * query.pageSize,
    count: query.pageSize,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.filters.length ? { filters: filtersRecord(query.filters) } : {}),
  }
}

/** Pages in all for `total` rows; 0 with none. */
export const auditsTotalPages = (total: number, pageSize: number) => (total > 0 ? Math.ceil(total / pageSize) : 0)

/** Adds a filter chip: a key filters by one value, so a new value for a key replaces the old; blank ones are ignored. */
export function withFilter(filters: readonly AuditFilter[], filter: AuditFilter): AuditFilter[] {
  const key = filter.key.trim()
  const value = filter.value.trim()
  if (!key || !value) return [...filters]
  const at = filters.findIndex((existing) => existing.key === key)
  if (at === -1) return [...filters, { key, value }]
  return filters.map((existing, index) => (index === at ? { key, value } : existing))
}

export function withoutFilter(filters: readonly AuditFilter[], key: string): AuditFilter[] {
  return filters.filter((filter) => filter.key !== key)
}

/** A chip as shown: its key (the id to remove it by) and "Column: value" with the column's name. */
export function filterChips(filters: readonly AuditFilter[], columns: readonly AuditColumn[]): { id: string; label: string }[] {
  return filters.map((filter) => ({ id: filter.key, label: `${columns.find((column) => column.name === filter.key)?.label ?? filter.key}: ${filter.value}` }))
}

/** A column of the audit table: its field, heading, and what the vendor's metadata allows. */
export interface AuditColumn {
  readonly name: string
  readonly label: string
  readonly type: string
  readonly sortable: boolean
  readonly filterable: boolean
  /** Shown until the admin hides it; the others are the hidden columns. */
  readonly shownByDefault: boolean
}

/** spec/admin.md §2: Time, User, Action, Description, IP Address; hidden Severity, User Agent, Json Data. The columns when no metadata came. */
export const DEFAULT_AUDIT_COLUMNS: readonly AuditColumn[] = [
  { name: 'createdAt', label: 'Time', type: 'Timestamp', sortable: true, filterable: false, shownByDefault: true },
  { name: 'user', label: 'User', type: 'AlphaNumeric', sortable: true, filterable: true, shownByDefault: true },
  { name: 'action', label: 'Action', type: 'AlphaNumeric', sortable: true, filterable: true, shownByDefault: true },
  { name: 'description', label: 'Description', type: 'AlphaNumeric', sortable: true, filterable: false, shownByDefault: true },
  { name: 'ip', label: 'IP Address', type: 'IpAddress', sortable: true, filterable: true, shownByDefault: true },
  { name: 'severity', label: 'Severity', type: 'Severity', sortable: true, filterable: true, shownByDefault: false },
  { name: 'userAgent', label: 'User Agent', type: 'AlphaNumeric', sortable: true, filterable: false, shownByDefault: false },
  { name: 'json', label: 'Json Data', type: 'Json', sortable: false, filterable: false, shownByDefault: false },
]

/**
 * The table's columns: the vendor's metadata when it came (its names, order, and what may be sorted,
 * filtered or shown), else the spec's. `labels` names columns by field (the host's catalogue) where
 * the metadata gives no name.
 */
export function auditColumns(metadata: Pick<AuditsMetadata, 'properties'> | undefined, labels: Readonly<Record<string, string>> = {}): AuditColumn[] {
  const fromSpec = (column: AuditColumn): AuditColumn => ({ ...column, label: labels[column.name] ?? column.label })
  if (!metadata?.properties.length) return DEFAULT_AUDIT_COLUMNS.map(fromSpec)
  return metadata.properties.map((property: AuditProperty) => ({
    name: property.name,
    label: property.displayName || labels[property.name] || property.name,
    type: property.type ?? 'AlphaNumeric',
    sortable: property.sortable ?? false,
    filterable: property.filterable ?? false,
    shownByDefault: property.showInTable ?? true,
  }))
}

/** The column names shown: the admin's choice once they made one, else the defaults. */
export function shownColumns(columns: readonly AuditColumn[], chosen: ReadonlySet<string> | null): AuditColumn[] {
  return columns.filter((column) => (chosen ? chosen.has(column.name) : column.shownByDefault))
}

/** The choice after the admin shows or hides one column; the last shown column cannot be hidden. */
export function toggleColumn(columns: readonly AuditColumn[], chosen: ReadonlySet<string> | null, name: string): Set<string> {
  const next = new Set(shownColumns(columns, chosen).map((column) => column.name))
  if (next.has(name)) {
    if (next.size > 1) next.delete(name)
  } else if (columns.some((column) => column.name === name)) next.add(name)
  return next
}

/** The sort a column header asks for: the column the table names, its direction; unsortable columns keep the current sort. */
export function sortFor(columns: readonly AuditColumn[], current: Pick<NormalisedAuditsQuery, 'sortBy' | 'sortDirection'>, column: string, direction: 'ascending' | 'descending'): Pick<NormalisedAuditsQuery, 'sortBy' | 'sortDirection'> {
  if (!columns.some((candidate) => candidate.name === column && candidate.sortable)) return current
  return { sortBy: column, sortDirection: direction === 'ascending' ? 'asc' : 'desc' }
}

/** spec/admin.md §7 CSV export v2: the columns on screen, the sort and the filters (the client adds offset 0 and the file name). */
export function auditsExportRequest(query: NormalisedAuditsQuery, columns: readonly AuditColumn[]): AuditsExportRequest {
  return {
    headers: columns.map((column) => ({ name: column.name, displayName: column.label })),
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.filters.length ? { filters: filtersRecord(query.filters) } : {}),
  }
}

/** The pages holding rows `first`..`last` (inclusive), for loading as the admin scrolls. */
export function pagesInRange(first: number, last: number, pageSize: number, total?: number): number[] {
  if (last < first || first < 0) return []
  const end = total === undefined ? last : Math.min(last, total - 1)
  const pages: number[] = []
  for (let page = Math.floor(first / pageSize); page * pageSize <= end; page++) pages.push(page)
  return pages
}

/** An event's data as text to read and copy: JSON pretty-printed (text holding JSON too), anything else as it is. */
export function prettyJson(value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2)
    } catch {
      return value
    }
  }
  return JSON.stringify(value, null, 2)
}
