import { describe, expect, it } from 'vitest'
import { treeKeyAction, type TreeKeyContext } from './treeKeys'

const leaf: TreeKeyContext = { at: 'row', controls: 2, hasChildren: false, isExpanded: false, hasParent: true }
const closed: TreeKeyContext = { ...leaf, hasChildren: true, hasParent: false }
const open: TreeKeyContext = { ...closed, isExpanded: true }

describe('treeKeyAction', () => {
  it('moves between rows with up and down, from the row or from a control in it', () => {
    expect(treeKeyAction('ArrowDown', leaf)).toEqual({ kind: 'row', to: 'next' })
    expect(treeKeyAction('ArrowUp', { ...leaf, at: 1 })).toEqual({ kind: 'row', to: 'previous' })
  })

  it('goes to the first and last row with Home and End, and does the row’s action with Enter, on the row only', () => {
    expect(treeKeyAction('Home', leaf)).toEqual({ kind: 'row', to: 'first' })
    expect(treeKeyAction('End', leaf)).toEqual({ kind: 'row', to: 'last' })
    expect(treeKeyAction('Enter', leaf)).toEqual({ kind: 'action' })
    expect(treeKeyAction('Enter', { ...leaf, at: 0 })).toEqual({ kind: 'none' })
    expect(treeKeyAction('Home', { ...leaf, at: 0 })).toEqual({ kind: 'none' })
  })

  it('opens a closed row with right, then moves into its controls', () => {
    expect(treeKeyAction('ArrowRight', closed)).toEqual({ kind: 'toggle' })
    expect(treeKeyAction('ArrowRight', open)).toEqual({ kind: 'control', index: 0 })
    expect(treeKeyAction('ArrowRight', leaf)).toEqual({ kind: 'control', index: 0 })
    expect(treeKeyAction('ArrowRight', { ...leaf, controls: 0 })).toEqual({ kind: 'none' })
  })

  it('closes an open row with left, else goes to its parent, else to its last control', () => {
    expect(treeKeyAction('ArrowLeft', open)).toEqual({ kind: 'toggle' })
    expect(treeKeyAction('ArrowLeft', leaf)).toEqual({ kind: 'parent' })
    expect(treeKeyAction('ArrowLeft', closed)).toEqual({ kind: 'control', index: 1 })
  })

  it('moves along the row’s controls and back to the row at either end', () => {
    expect(treeKeyAction('ArrowRight', { ...leaf, at: 0 })).toEqual({ kind: 'control', index: 1 })
    expect(treeKeyAction('ArrowRight', { ...leaf, at: 1 })).toEqual({ kind: 'control', index: 'self' })
    expect(treeKeyAction('ArrowLeft', { ...leaf, at: 1 })).toEqual({ kind: 'control', index: 0 })
    expect(treeKeyAction('ArrowLeft', { ...leaf, at: 0 })).toEqual({ kind: 'control', index: 'self' })
  })

  it('swaps left and right in a right-to-left page', () => {
    expect(treeKeyAction('ArrowLeft', { ...closed, rtl: true })).toEqual({ kind: 'toggle' })
    expect(treeKeyAction('ArrowRight', { ...leaf, rtl: true })).toEqual({ kind: 'parent' })
  })

  it('leaves other keys alone', () => {
    expect(treeKeyAction('a', leaf)).toEqual({ kind: 'none' })
    expect(treeKeyAction('Tab', { ...leaf, at: 0 })).toEqual({ kind: 'none' })
  })
})
