import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  AUDITS_SEARCH_DEBOUNCE_MS,
  auditColumns,
  auditsExportRequest,
  normaliseAuditsQuery,
  shownColumns,
  sortFor,
  toggleColumn,
  useAccountDates,
  useAuditsExport,
  useAuditsMetadata,
  withFilter,
  withoutFilter,
  type AuditFilter,
  type AuditLog,
  type AuditsQuery,
} from '../../../hooks'
import { Banner, Switch } from '../../../primitives'
import { useLocale } from '../../i18n/useMessages'
import type { ComponentLoader } from '../../shared/lazyComponent'
import { LazyPart } from '../LazyPart'
import { LazyDialogs } from '../team/LazyDialogs'
import type { AdminSectionProps } from '../sections'
import type { AuditsDialogsProps } from './AuditsDialogs'
import { AuditsPagedTable } from './AuditsPagedTable'
import * as styles from './AuditsSection.css'
import { AuditStatsPanel } from './AuditStatsPanel'
import { AuditsToolbar } from './AuditsToolbar'
import { loadAuditsVirtualTable } from './AuditsVirtualTable'
import { useAuditsMessages } from './useAuditsMessages'

const loadDialogs = () => import('./AuditsDialogs')
/** The virtual-scroll grid needs TanStack Virtual, a chunk of its own loaded when the admin switches to the mode. */
const loadVirtualTable: ComponentLoader<AuditsTableProps> = loadAuditsVirtualTable

/** What the tables get: the query, the columns shown, how to show a time, and what a row press does. */
export interface AuditsTableProps {
  readonly query: Omit<AuditsQuery, 'pageOffset'>
  readonly columns: ReturnType<typeof shownColumns>
  readonly formatTime: (iso: string) => string
  readonly onOpen: (row: AuditLog) => void
  readonly onSortChange: (column: string, direction: 'ascending' | 'descending') => void
  /** Whether a search or filter is on (the empty table says "no match" then). */
  readonly isFiltered: boolean
}

export interface AuditsScreenProps extends Partial<AdminSectionProps> {
  /** How long the search waits for a pause in typing (AUDITS_SEARCH_DEBOUNCE_MS); a test may shorten it. */
  readonly searchDebounceMs?: number
  /** The time zone times are shown in; by default the account's (its settings), else the browser's. */
  readonly timeZone?: string
  /** Starts in the virtual-scroll mode. */
  readonly defaultVirtualScroll?: boolean
  /** How the virtual-scroll grid's code is loaded (loadAuditsVirtualTable: TanStack Virtual's chunk); a test may hold or fail it. */
  readonly loadVirtualTable?: ComponentLoader<AuditsTableProps>
}

/**
 * The audit logs (spec/admin.md §2, §3 Audit state): a table sorted by any column, searched,
 * filtered by key / value chips, paged by 20 or scrolled through as one long list; its hidden
 * columns shown on demand; totals for today and severe this week; a row's details with its JSON;
 * a CSV export of what is shown.
 */
export function AuditsScreen({ searchDebounceMs = AUDITS_SEARCH_DEBOUNCE_MS, timeZone, defaultVirtualScroll = false, loadVirtualTable: loadVirtual = loadVirtualTable }: AuditsScreenProps) {
  const text = useAuditsMessages()
  const locale = useLocale()
  const metadata = useAuditsMetadata()
  const exporter = useAuditsExport()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<AuditFilter[]>([])
  const [sort, setSort] = useState({ sortBy: 'createdAt', sortDirection: 'desc' as 'asc' | 'desc' })
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const [virtual, setVirtual] = useState(defaultVirtualScroll)
  const [open, setOpen] = useState<AuditLog | null>(null)
  const [notice, setNotice] = useState<'exported' | 'exportFailed' | null>(null)

  // One request per pause in typing (spec/admin.md §2 text search).
  useEffect(() => {
    const next = typed.trim()
    if (next === search) return
    const timer = setTimeout(() => setSearch(next), searchDebounceMs)
    return () => clearTimeout(timer)
  }, [typed, search, searchDebounceMs])

  const columns = useMemo(() => auditColumns(metadata.data, text.columns), [metadata.data, text.columns])
  const shown = useMemo(() => shownColumns(columns, chosen), [columns, chosen])
  const query = useMemo(() => ({ sortBy: sort.sortBy, sortDirection: sort.sortDirection, filter: search, filters }), [sort, search, filters])
  const formatTime = useAccountDates(locale, timeZone).dateTime
  const onSortChange = useCallback((column: string, direction: 'ascending' | 'descending') => setSort((current) => sortFor(columns, current, column, direction)), [columns])

  const exportCsv = async () => {
    setNotice(null)
    const saved = await exporter.exportCsv(auditsExportRequest(normaliseAuditsQuery(query), shown))
    setNotice(saved ? 'exported' : 'exportFailed')
  }

  const table: AuditsTableProps = { query, columns: shown, formatTime, onOpen: setOpen, onSortChange, isFiltered: Boolean(search || filters.length) }
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.description}>{text.description}</p>
        <Switch isSelected={virtual} onChange={setVirtual}>
          {text.virtualScroll}
        </Switch>
      </div>
      <AuditStatsPanel />
      <AuditsToolbar
        typed={typed}
        onType={setTyped}
        columns={columns}
        shown={shown}
        onToggleColumn={(name) => setChosen((current) => toggleColumn(columns, current, name))}
        filters={filters}
        onAddFilter={(filter) => setFilters((current) => withFilter(current, filter))}
        onRemoveFilter={(key) => setFilters((current) => withoutFilter(current, key))}
        isDownloadingCsv={exporter.isDownloadingCsv}
        onExport={() => void exportCsv()}
      />
      {notice === 'exported' && <Banner tone="success">{text.export.done}</Banner>}
      {notice === 'exportFailed' && (
        <Banner tone="error" title={text.export.failed}>
          {exporter.teamError?.message}
        </Banner>
      )}
      {virtual ? (
        // The virtual-scroll grid (TanStack Virtual) loads when it is switched on: a spinner meanwhile, a retry if it does not arrive.
        <LazyPart load={loadVirtual} text={{ loading: text.virtualLoading, loadFailed: text.virtualFailed, retry: text.retry }} props={table} />
      ) : (
        <AuditsPagedTable {...table} />
      )}
      <LazyDialogs<AuditsDialogsProps> load={loadDialogs} isActive={open !== null} props={{ log: open, columns, formatTime, onClose: () => setOpen(null) }} />
    </div>
  )
}

/** The audits section of the admin portal (behind fe.secure.read.audits, spec/admin.md §2). */
export default function AuditsSection(props: AdminSectionProps) {
  return <AuditsScreen {...props} />
}
