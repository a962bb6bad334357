import { describe, expect, it } from 'vitest'
import { clampToGrid, moveInGrid } from './gridNavigation'

// A header row of 4, three body rows of 4, and an empty-state row of one spanning cell.
const TABLE = [4, 4, 4, 4]
const EMPTY = [4, 1]

describe('moveInGrid', () => {
  it('moves a cell with the arrows', () => {
    expect(moveInGrid('ArrowDown', { row: 0, column: 2 }, TABLE)).toEqual({ row: 1, column: 2 })
    expect(moveInGrid('ArrowUp', { row: 2, column: 2 }, TABLE)).toEqual({ row: 1, column: 2 })
    expect(moveInGrid('ArrowRight', { row: 1, column: 1 }, TABLE)).toEqual({ row: 1, column: 2 })
    expect(moveInGrid('ArrowLeft', { row: 1, column: 1 }, TABLE)).toEqual({ row: 1, column: 0 })
  })

  it('stays put at an edge rather than wrapping', () => {
    expect(moveInGrid('ArrowUp', { row: 0, column: 1 }, TABLE)).toEqual({ row: 0, column: 1 })
    expect(moveInGrid('ArrowDown', { row: 3, column: 1 }, TABLE)).toEqual({ row: 3, column: 1 })
    expect(moveInGrid('ArrowLeft', { row: 2, column: 0 }, TABLE)).toEqual({ row: 2, column: 0 })
    expect(moveInGrid('ArrowRight', { row: 2, column: 3 }, TABLE)).toEqual({ row: 2, column: 3 })
  })

  it('swaps left and right in a right-to-left page', () => {
    expect(moveInGrid('ArrowLeft', { row: 1, column: 1 }, TABLE, { rtl: true })).toEqual({ row: 1, column: 2 })
    expect(moveInGrid('ArrowRight', { row: 1, column: 1 }, TABLE, { rtl: true })).toEqual({ row: 1, column: 0 })
  })

  it('goes to the ends of the row with Home and End, and to the corners with Ctrl', () => {
    expect(moveInGrid('Home', { row: 2, column: 2 }, TABLE)).toEqual({ row: 2, column: 0 })
    expect(moveInGrid('End', { row: 2, column: 1 }, TABLE)).toEqual({ row: 2, column: 3 })
    expect(moveInGrid('Home', { row: 2, column: 2 }, TABLE, { toCorner: true })).toEqual({ row: 0, column: 0 })
    expect(moveInGrid('End', { row: 1, column: 1 }, TABLE, { toCorner: true })).toEqual({ row: 3, column: 3 })
  })

  it('moves a page of rows with Page Up and Page Down, stopping at the first and last row', () => {
    const long = Array.from({ length: 25 }, () => 3)
    expect(moveInGrid('PageDown', { row: 1, column: 2 }, long, { pageSize: 10 })).toEqual({ row: 11, column: 2 })
    expect(moveInGrid('PageDown', { row: 20, column: 2 }, long, { pageSize: 10 })).toEqual({ row: 24, column: 2 })
    expect(moveInGrid('PageUp', { row: 4, column: 0 }, long, { pageSize: 10 })).toEqual({ row: 0, column: 0 })
  })

  it('lands on the spanning cell of a shorter row', () => {
    expect(moveInGrid('ArrowDown', { row: 0, column: 3 }, EMPTY)).toEqual({ row: 1, column: 0 })
    expect(moveInGrid('ArrowUp', { row: 1, column: 0 }, EMPTY)).toEqual({ row: 0, column: 0 })
  })

  it('lets other keys through', () => {
    expect(moveInGrid('Enter', { row: 1, column: 1 }, TABLE)).toBeNull()
    expect(moveInGrid('a', { row: 1, column: 1 }, TABLE)).toBeNull()
    expect(moveInGrid('ArrowDown', { row: 0, column: 0 }, [])).toBeNull()
  })
})

describe('clampToGrid', () => {
  it('keeps a position that still exists', () => {
    expect(clampToGrid({ row: 2, column: 1 }, TABLE)).toEqual({ row: 2, column: 1 })
  })
  it('moves into the grid once rows went away', () => {
    expect(clampToGrid({ row: 3, column: 3 }, EMPTY)).toEqual({ row: 1, column: 0 })
    expect(clampToGrid({ row: 5, column: 5 }, [])).toEqual({ row: 0, column: 0 })
  })
})
