import type * as TanStackVirtual from '@tanstack/react-virtual'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useAuditsWindow } from '../../../hooks'
import { Spinner } from '../../../primitives'
import { format } from '../../i18n/messages'
import { ListLoadFailed } from '../team/TeamList'
import { auditCellText } from './auditFormat'
import { AuditOpenButton } from './AuditsPagedTable'
import type { AuditsTableProps } from './AuditsSection'
import * as styles from './AuditsSection.css'
import { useAuditsMessages } from './useAuditsMessages'

// TanStack Virtual is most of this grid's weight and only the virtual-scroll mode needs it: it is a
// chunk of its own, fetched when the admin switches to the mode (the section's paged table does
// without it). The grid renders only once it is in (AuditsSection suspends on loadVirtualTable).
let tanStackVirtual: typeof TanStackVirtual | undefined

/** Fetches TanStack Virtual (once); the grid below can render when it resolves. */
export async function loadAuditsVirtualTable(): Promise<{ default: typeof AuditsVirtualTable }> {
  tanStackVirtual ??= await import('@tanstack/react-virtual')
  return { default: AuditsVirtualTable }
}

/** TanStack Virtual's useVirtualizer, once loaded. It returns functions that cannot be memoised: the grid re-renders on scroll by design. */
function useVirtualizer(options: Parameters<typeof TanStackVirtual.useVirtualizer<HTMLDivElement, Element>>[0]) {
  if (!tanStackVirtual) throw new Error('AuditsVirtualTable rendered before loadAuditsVirtualTable() resolved')
  return tanStackVirtual.useVirtualizer(options)
}

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 8
/** How far Page Up / Page Down move the focused row. */
const PAGE_STEP = 10
/** Rows the view may move in one frame and still load what it shows (about a page). */
const PAGE_JUMP = 20

/**
 * The virtual-scroll mode (spec/admin.md §2): every log in one scrolling grid, only the rows in view
 * in the DOM, their pages loaded as they come into view. The grid keeps its semantics for assistive
 * technology: `aria-rowcount` is every row (header included) and each row says its `aria-rowindex`.
 * Arrow keys, Page Up / Down, Home and End move a roving focus between rows' buttons.
 */
export function AuditsVirtualTable({ query, columns, formatTime, onOpen, onSortChange, isFiltered }: AuditsTableProps) {
  const text = useAuditsMessages()
  const rows = useAuditsWindow(query)
  const viewport = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const [focusWanted, setFocusWanted] = useState(false)
  const total = rows.total ?? 0
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => viewport.current, estimateSize: () => styles.ROW_HEIGHT, overscan: OVERSCAN })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? -1
  const { showRows } = rows
  // One tab stop in the grid: the focused row's button, or the first row on screen once it scrolled away.
  const tabStop = items.some((item) => item.index === active) ? active : first
  // Pages load as rows come into view, but not for rows flown past: while the range jumps more
  // than a page a frame, loading waits for the scroll to slow down or stop.
  const previousFirst = useRef(first)
  const { isScrolling } = virtualizer
  useEffect(() => {
    const jump = Math.abs(first - previousFirst.current)
    previousFirst.current = first
    if (last >= first && (!isScrolling || jump <= PAGE_JUMP)) showRows(first, last)
  }, [first, last, showRows, isScrolling])

  // After a key moved the focus, the row is scrolled into view and rendered: focus its button.
  useEffect(() => {
    if (!focusWanted) return
    const button = viewport.current?.querySelector<HTMLElement>(`[aria-rowindex="${active + 2}"] button`)
    if (button) {
      button.focus()
      setFocusWanted(false)
    }
  }, [focusWanted, active, first, last, rows.pagesRequested])

  const move = (event: KeyboardEvent) => {
    const next = { ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + PAGE_STEP, PageUp: active - PAGE_STEP, Home: 0, End: total - 1 }[event.key]
    if (next === undefined || total === 0) return
    event.preventDefault()
    const clamped = Math.max(0, Math.min(total - 1, next))
    setActive(clamped)
    setFocusWanted(true)
    virtualizer.scrollToIndex(clamped, { align: 'auto' })
  }

  const sortDirection = (name: string) => (query.sortBy === name ? (query.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none')
  return (
    <>
      {rows.teamError && <ListLoadFailed title={text.loadFailed} error={rows.teamError} retryLabel={text.retry} onRetry={rows.refresh} />}
      <div ref={viewport} className={styles.viewport} data-audits-viewport="">
        <div role="grid" aria-label={text.tableLabel} aria-rowcount={total + 1} aria-colcount={columns.length} className={styles.vTable} onKeyDown={move}>
          <div role="rowgroup" className={styles.vHead}>
            <div role="row" aria-rowindex={1} className={styles.vHeadRow}>
              {columns.map((column) => (
                <div key={column.name} role="columnheader" aria-sort={column.sortable ? sortDirection(column.name) : undefined} className={styles.vColumn}>
                  {column.sortable ? (
                    <button type="button" className={styles.timeButton} onClick={() => onSortChange(column.name, sortDirection(column.name) === 'ascending' ? 'descending' : 'ascending')}>
                      {column.label}
                    </button>
                  ) : (
                    column.label
                  )}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className={styles.vBody} style={{ height: Math.max(virtualizer.getTotalSize(), styles.ROW_HEIGHT) }}>
            {rows.total === undefined && !rows.error && (
              <div role="row" className={styles.vRow} style={{ top: 0 }}>
                <div role="gridcell" className={styles.vCell}>
                  <Spinner label={text.loading} />
                </div>
              </div>
            )}
            {rows.total === 0 && (
              <div role="row" className={styles.vRow} style={{ top: 0 }}>
                <div role="gridcell" className={styles.vCell}>
                  {isFiltered ? text.noMatch : text.empty}
                </div>
              </div>
            )}
            {items.map((item) => {
              const log = rows.rowAt(item.index)
              return (
                <div key={item.key} role="row" aria-rowindex={item.index + 2} className={styles.vRow} style={{ transform: `translateY(${item.start}px)` }}>
                  {log ? (
                    columns.map((column, index) =>
                      index === 0 ? (
                        <div key={column.name} role="rowheader" className={styles.vCell}>
                          <AuditOpenButton log={log} label={auditCellText(log, column.name, formatTime)} formatTime={formatTime} onOpen={onOpen} tabIndex={item.index === tabStop ? 0 : -1} />
                        </div>
                      ) : (
                        <div key={column.name} role="gridcell" className={styles.vCell}>
                          {auditCellText(log, column.name, formatTime)}
                        </div>
                      ),
                    )
                  ) : (
                    <div role="gridcell" className={`${styles.vCell} ${styles.placeholder}`}>
                      {text.loadingRow}
                    </div>
                  )}
                </div>
              )
            })}
          </div>
        </div>
      </div>
      <p className={styles.muted}>{format(total === 1 ? text.total.one : text.total.other, { count: new Intl.NumberFormat().format(total) })}</p>
    </>
  )
}
