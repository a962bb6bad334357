import { Children, createContext, Fragment, isValidElement, use, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react'
import { cx } from './cx'
import { clampToGrid, moveInGrid, type GridPosition } from './gridNavigation'
import * as styles from './Table.css'

/** Which column a table is sorted by, and which way. */
export interface SortDescriptor {
  column: string
  direction: 'ascending' | 'descending'
}

export interface TableProps {
  'aria-label': string
  /** A table header and a table body. */
  children: ReactNode
  className?: string
  sortDescriptor?: SortDescriptor
  /** Called when a sortable column's header is pressed: that column ascending, or the other way if it already sorts. */
  onSortChange?: (next: SortDescriptor) => void
}

interface TableState {
  sort?: SortDescriptor
  onSortChange?: (next: SortDescriptor) => void
  columnCount: number
}

const TableContext = createContext<TableState>({ columnCount: 1 })

/** What a cell hands focus to: its control (a row's actions menu, a sort button), else itself. Fields in cells are not supported: the grid takes their arrow keys. */
const CONTROL = 'button:not([disabled]), a[href]'
const focusTarget = (cell: HTMLTableCellElement): HTMLElement => cell.querySelector<HTMLElement>(CONTROL) ?? cell
const cellsOf = (table: HTMLTableElement) => Array.from(table.rows, (row) => Array.from(row.cells))

/** Puts `at` (moved inside the grid) alone in the tab order; returns where it landed. */
function roveTabStop(table: HTMLTableElement, at: GridPosition): GridPosition {
  const grid = cellsOf(table)
  const stop = clampToGrid(at, grid.map((row) => row.length))
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      const target = focusTarget(cell)
      if (target !== cell) cell.removeAttribute('tabindex')
      target.tabIndex = r === stop.row && c === stop.column ? 0 : -1
    }),
  )
  return stop
}

/**
 * Whether an element is outside the grid but on the page the grid is in: not in the grid, and not
 * in an overlay (a menu, a dialog) that React Aria renders outside the page's root, in a portal.
 */
function isElsewhereOnPage(table: HTMLTableElement, target: EventTarget | null): boolean {
  if (!(target instanceof Node) || table.contains(target)) return false
  return table.closest('body > *')?.contains(target) ?? false
}

/**
 * A data grid on a native table (WAI-ARIA APG "Data Grid"): one tab stop; the arrows, Home/End
 * (with Ctrl: the grid's corners) and Page Up/Down move between cells, and a cell holding a
 * control (a row's actions menu) hands focus to it. Sortable columns are buttons and carry
 * `aria-sort`. Rows come from `items`, keyed by their `id`.
 */
export function Table({ 'aria-label': label, children, className, sortDescriptor, onSortChange }: TableProps) {
  const tableRef = useRef<HTMLTableElement>(null)
  const active = useRef<GridPosition>({ row: 0, column: 0 })

  // What the user focused in the grid last; cleared when focus goes somewhere else on the page.
  const focused = useRef<HTMLElement | null>(null)

  // Exactly one cell (or its control) is in the tab order: the last one focused, kept inside the
  // grid as rows come and go. When the focused row goes away (it was deleted, or the list reloaded
  // in another order), focus moves to the cell now in its place instead of falling to the page.
  useLayoutEffect(() => {
    const table = tableRef.current
    if (!table) return
    // A modal dialog keeps the page inert until its closing is over: focus cannot land there before.
    const inertLifted = new MutationObserver(() => {
      if (table.closest('[inert]')) return
      inertLifted.disconnect()
      rove()
    })
    const rove = () => {
      active.current = roveTabStop(table, active.current)
      const last = focused.current
      if (!last || (document.activeElement !== null && document.activeElement !== document.body)) return
      // Moved (rows sorted again): the same element; gone: the cell now where it was.
      const cell = cellsOf(table)[active.current.row]?.[active.current.column]
      const target = last.isConnected && table.contains(last) ? last : cell && focusTarget(cell)
      if (!target) return
      if (table.closest('[inert]')) inertLifted.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true })
      else target.focus()
    }
    rove()
    const observer = new MutationObserver(rove)
    observer.observe(table, { childList: true, subtree: true })
    // A press elsewhere on the page takes the user away from the grid; a press in a menu or dialog
    // opened from a row (rendered outside the page's root, in a portal) does not.
    const pressedElsewhere = (event: PointerEvent) => {
      if (isElsewhereOnPage(table, event.target)) focused.current = null
    }
    document.addEventListener('pointerdown', pressedElsewhere, true)
    // A dialog opened from a row can close after the row went away (deleted): focus then falls to
    // the page with nothing left to mutate in the grid. Catch that fall too, once it has settled.
    let settling = 0
    const fellToPage = (event: globalThis.FocusEvent) => {
      if (event.relatedTarget !== null || !focused.current) return
      cancelAnimationFrame(settling)
      settling = requestAnimationFrame(rove)
    }
    document.addEventListener('focusout', fellToPage, true)
    return () => {
      observer.disconnect()
      inertLifted.disconnect()
      cancelAnimationFrame(settling)
      document.removeEventListener('pointerdown', pressedElsewhere, true)
      document.removeEventListener('focusout', fellToPage, true)
    }
  }, [])

  const positionOf = (target: EventTarget): GridPosition | null => {
    const table = tableRef.current
    const cell = target instanceof Element ? target.closest('td, th') : null
    if (!table || !(cell instanceof HTMLTableCellElement) || cell.closest('table') !== table) return null
    const row = cell.parentElement as HTMLTableRowElement
    return { row: row.rowIndex, column: cell.cellIndex }
  }

  const onFocus = (event: { target: EventTarget }) => {
    const at = positionOf(event.target)
    if (!at) return
    focused.current = event.target as HTMLElement
    if (at.row === active.current.row && at.column === active.current.column) return
    active.current = roveTabStop(tableRef.current as HTMLTableElement, at)
  }

  // Focus that went to another place on the page lets the grid be; focus in a menu or dialog opened
  // from a row comes back, so the grid keeps what was focused.
  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    const table = tableRef.current
    if (table && isElsewhereOnPage(table, event.relatedTarget)) focused.current = null
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = tableRef.current
    // Keys from a menu opened from a row arrive here through React's tree: only the grid's own count.
    const at = positionOf(event.target)
    if (!table || !at || event.altKey) return
    const grid = cellsOf(table)
    const rtl = getComputedStyle(table).direction === 'rtl'
    const next = moveInGrid(event.key, at, grid.map((row) => row.length), { toCorner: event.ctrlKey || event.metaKey, rtl })
    if (!next) return
    event.preventDefault()
    active.current = roveTabStop(table, next)
    const cell = grid[active.current.row]?.[active.current.column]
    if (cell) focusTarget(cell).focus()
  }

  return (
    <div className={styles.wrapper}>
      <TableContext value={{ sort: sortDescriptor, onSortChange, columnCount: columnCountOf(children) }}>
        <table ref={tableRef} role="grid" aria-label={label} className={cx(styles.table, className)} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
          {children}
        </table>
      </TableContext>
    </div>
  )
}

/** How many columns the table's header names (the empty state spans them). */
function columnCountOf(children: ReactNode): number {
  const header = Children.toArray(children).find((child): child is ReactElement<{ children: ReactNode }> => isValidElement(child) && child.type === TableHeader)
  return header ? Math.max(Children.toArray(header.props.children).length, 1) : 1
}

export function TableHeader({ children }: { children: ReactNode }) {
  return (
    <thead>
      <tr role="row">{children}</tr>
    </thead>
  )
}

export interface TableColumnProps {
  /** The key `sortDescriptor.column` names. */
  id: string
  children: ReactNode
  allowsSorting?: boolean
  className?: string
}

/** A column header; with `allowsSorting` it is a button and shows the direction the table is sorted in. */
export function Column({ id, children, allowsSorting, className }: TableColumnProps) {
  const { sort, onSortChange } = use(TableContext)
  const direction = sort?.column === id ? sort.direction : undefined
  if (!allowsSorting) {
    return (
      <th role="columnheader" scope="col" className={cx(styles.column, className)}>
        {children}
      </th>
    )
  }
  const toggle = () => onSortChange?.({ column: id, direction: direction === 'ascending' ? 'descending' : 'ascending' })
  // The button fills the header; a press anywhere on the header (its button's click bubbles) sorts.
  return (
    <th role="columnheader" scope="col" aria-sort={direction ?? 'none'} className={cx(styles.column, styles.sortableColumn, className)} onClick={toggle}>
      <button type="button" className={styles.sortButton}>
        {children}
        {direction && (
          <span aria-hidden="true" className={styles.sortIcon}>
            {direction === 'ascending' ? '▲' : '▼'}
          </span>
        )}
      </button>
    </th>
  )
}

export interface TableBodyProps<T extends { id: string }> {
  items: readonly T[]
  children: (item: T) => ReactNode
  /** What the body shows with no items (loading, failed, or the list's empty words). */
  renderEmptyState?: () => ReactNode
}

export function TableBody<T extends { id: string }>({ items, children, renderEmptyState }: TableBodyProps<T>) {
  const { columnCount } = use(TableContext)
  return (
    <tbody>
      {items.length > 0
        ? items.map((item) => <Fragment key={item.id}>{children(item)}</Fragment>)
        : renderEmptyState && (
            <tr role="row">
              <td role="gridcell" colSpan={columnCount}>
                {renderEmptyState()}
              </td>
            </tr>
          )}
    </tbody>
  )
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr role="row" className={cx(styles.row, className)}>
      {children}
    </tr>
  )
}

export interface CellProps {
  children?: ReactNode
  /** The cell that names its row (a person's name): a row header, read out when moving along a column. */
  isRowHeader?: boolean
  className?: string
}

export function Cell({ children, isRowHeader, className }: CellProps) {
  return isRowHeader ? (
    <th role="rowheader" scope="row" className={cx(styles.cell, styles.rowHeader, className)}>
      {children}
    </th>
  ) : (
    <td role="gridcell" className={cx(styles.cell, className)}>
      {children}
    </td>
  )
}

/** What an empty table body says (pass to TableBody's renderEmptyState). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>
}
