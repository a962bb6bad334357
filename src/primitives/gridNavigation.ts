/**
 * Where focus goes in a data grid when a key is pressed (WAI-ARIA APG, "Data Grid": arrows move a
 * cell, Home/End to the row's ends, Ctrl+Home/End to the grid's corners, Page Up/Down a page of
 * rows). Pure: the table primitive reads the grid's shape from the DOM and moves focus.
 */

export interface GridPosition {
  readonly row: number
  readonly column: number
}

export interface GridMoveOptions {
  /** Ctrl or Cmd held: Home/End go to the first/last cell of the grid. */
  readonly toCorner?: boolean
  /** Rows Page Up/Down move by. */
  readonly pageSize?: number
  /** Right-to-left: the left and right arrows swap. */
  readonly rtl?: boolean
}

const DEFAULT_PAGE_SIZE = 10

/**
 * The cell `key` moves to from `at`, in a grid whose row `i` has `shape[i]` cells; `at` if the key
 * moves but the edge is reached; null if the key is not a grid key (let it through).
 */
export function moveInGrid(key: string, at: GridPosition, shape: readonly number[], options: GridMoveOptions = {}): GridPosition | null {
  if (shape.length === 0) return null
  const lastRow = shape.length - 1
  const lastColumn = (row: number) => Math.max((shape[row] ?? 1) - 1, 0)
  const inRow = (row: number, column: number) => clampToGrid({ row, column }, shape)
  const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = options.rtl ? 'ArrowRight' : 'ArrowLeft'
  const page = options.pageSize ?? DEFAULT_PAGE_SIZE
  switch (key) {
    case 'ArrowDown':
      return inRow(at.row + 1, at.column)
    case 'ArrowUp':
      return inRow(at.row - 1, at.column)
    case forward:
      return inRow(at.row, at.column + 1)
    case backward:
      return inRow(at.row, at.column - 1)
    case 'Home':
      return options.toCorner ? inRow(0, 0) : inRow(at.row, 0)
    case 'End':
      return options.toCorner ? inRow(lastRow, lastColumn(lastRow)) : inRow(at.row, lastColumn(at.row))
    case 'PageDown':
      return inRow(at.row + page, at.column)
    case 'PageUp':
      return inRow(at.row - page, at.column)
    default:
      return null
  }
}

/** `at` moved inside the grid (after rows came or went), or the first cell. */
export function clampToGrid(at: GridPosition, shape: readonly number[]): GridPosition {
  if (shape.length === 0) return { row: 0, column: 0 }
  const row = Math.min(Math.max(at.row, 0), shape.length - 1)
  return { row, column: Math.min(Math.max(at.column, 0), Math.max((shape[row] ?? 1) - 1, 0)) }
}
