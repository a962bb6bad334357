/**
 * The audit grid on react-aria-components' Virtualizer + TableLayout, kept only for the benchmark's
 * comparison with the section's TanStack Virtual grid (AuditsVirtualTable), in two shapes:
 * - RacAuditsTable: every row in RAC's collection (an item per log, its data looked up as it
 *   renders, its page loaded once it is on screen), so the scrollbar spans every log as the
 *   section's grid does;
 * - RacLoadMoreAuditsTable: only the pages loaded so far in the collection, the next page asked for
 *   by a TableLoadMoreItem sentinel as the admin nears the end (an infinite list: the scrollbar spans
 *   what is loaded).
 * In both the Table is the scroll container, as in RAC's Virtualizer examples.
 */
import { createContext, memo, use, useCallback, useEffect, useMemo, useState } from 'react'
import { Cell, Collection, Column, Row, Table, TableBody, TableHeader, TableLayout, TableLoadMoreItem, Virtualizer } from 'react-aria-components'
import { AUDITS_PAGE_SIZE, DEFAULT_AUDIT_COLUMNS, portalDate, shownColumns, useAuditsWindow, type AuditLog } from '../../src/hooks'
import { auditCellText } from '../../src/screens/admin/audits/auditFormat'

const ROW_HEIGHT = 44
const columns = shownColumns(DEFAULT_AUDIT_COLUMNS, null)
const formatTime = (iso: string) => portalDate(iso, undefined, 'en-US', 'dateTime')
const tableStyle = { height: '28rem', overflow: 'auto', width: '100%', display: 'block' } as const

// The rows' data reaches the cells through a context, not the collection's render function: a page
// that answers re-renders the cells on screen, and RAC keeps its collection (rebuilding it, an
// element per log, on every answer would be this benchmark's artefact, not RAC's cost).
const RowsContext = createContext<(index: number) => AuditLog | undefined>(() => undefined)

function LogText({ index, name }: { index: number; name: string }) {
  const log = use(RowsContext)(index)
  return log ? auditCellText(log, name, formatTime) : 'Loading'
}

const renderRow = (item: { id: number }) => (
  <Row id={item.id} columns={columns}>
    {(column) => (
      <Cell>
        <LogText index={item.id} name={column.name} />
      </Cell>
    )}
  </Row>
)

// One item object per row for every render (RAC caches what it built per item object).
const itemCache: { id: number }[] = []
const itemsUpTo = (count: number) => {
  for (let index = itemCache.length; index < count; index++) itemCache.push({ id: index })
  return itemCache.slice(0, count)
}

const header = (
  <TableHeader columns={columns}>
    {(column) => (
      <Column id={column.name} isRowHeader={column.name === 'createdAt'}>
        {column.label}
      </Column>
    )}
  </TableHeader>
)

/** Every log an item of RAC's collection. */
export function RacAuditsTable() {
  const rows = useAuditsWindow({})
  const total = rows.total ?? 0
  const items = useMemo(() => itemsUpTo(total), [total])
  return (
    <RowsContext value={rows.rowAt}>
      <EveryRowGrid items={items} />
      <RangeLoader rows={rows} />
    </RowsContext>
  )
}

/** The grid itself, apart so a page that answers re-renders only the cells (through RowsContext), not RAC's collection. */
const EveryRowGrid = memo(function EveryRowGrid({ items }: { items: { id: number }[] }) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, headingHeight: 36 }}>
      <Table aria-label="Audit logs" style={tableStyle} data-audits-viewport="">
        {header}
        <TableBody items={items}>{renderRow}</TableBody>
      </Table>
    </Virtualizer>
  )
})

/** Loads the pages of the rows RAC rendered (it has no range callback): read from the DOM each frame. */
function RangeLoader({ rows }: { rows: ReturnType<typeof useAuditsWindow> }) {
  const { showRows } = rows
  useEffect(() => {
    let frame = 0
    const tick = () => {
      const indexes = [...document.querySelectorAll('[data-audits-viewport] [role=row][aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')) - 2).filter((index) => index >= 0)
      if (indexes.length) showRows(Math.min(...indexes), Math.max(...indexes))
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [showRows])
  return null
}

/** Only the loaded pages in RAC's collection; a sentinel row asks for the next page near the end. */
export function RacLoadMoreAuditsTable() {
  const rows = useAuditsWindow({})
  const total = rows.total ?? 0
  const [wanted, setWanted] = useState(AUDITS_PAGE_SIZE)
  const { showRows } = rows
  useEffect(() => {
    if (total > 0) showRows(0, Math.min(wanted, total) - 1)
  }, [showRows, wanted, total])
  // The pages answer in order (each is asked for once the one before is in): the loaded rows are a prefix.
  const loaded = Math.min(rows.pagesRequested * AUDITS_PAGE_SIZE, total)
  const items = useMemo(() => itemsUpTo(loaded), [loaded])
  const isLoading = total === 0 ? rows.total === undefined : loaded < Math.min(wanted, total)
  const onLoadMore = useCallback(() => loaded < total && setWanted((current) => (current <= loaded ? loaded + AUDITS_PAGE_SIZE : current)), [loaded, total])
  return (
    <RowsContext value={rows.rowAt}>
      <LoadMoreGrid items={items} isLoading={isLoading} onLoadMore={onLoadMore} />
    </RowsContext>
  )
}

const LoadMoreGrid = memo(function LoadMoreGrid({ items, isLoading, onLoadMore }: { items: { id: number }[]; isLoading: boolean; onLoadMore: () => void }) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, headingHeight: 36, loaderHeight: ROW_HEIGHT }}>
      <Table aria-label="Audit logs" style={tableStyle} data-audits-viewport="" data-loaded-rows={items.length}>
        {header}
        <TableBody>
          <Collection items={items}>{renderRow}</Collection>
          <TableLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore}>
            Loading more
          </TableLoadMoreItem>
        </TableBody>
      </Table>
    </Virtualizer>
  )
})
