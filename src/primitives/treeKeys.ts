/** What a key pressed in a tree grid's row does (WAI-ARIA treegrid, as React Aria's Tree does it). */
export type TreeKeyAction =
  | { kind: 'none' }
  /** Open or close the row. */
  | { kind: 'toggle' }
  /** Move focus to another row. */
  | { kind: 'row'; to: 'next' | 'previous' | 'first' | 'last' }
  /** Move focus to the row's parent row. */
  | { kind: 'parent' }
  /** Move focus to one of the row's controls by index, or back to the row itself. */
  | { kind: 'control'; index: number | 'self' }
  /** Do the row's action (open what it stands for). */
  | { kind: 'action' }

export interface TreeKeyContext {
  /** Where focus is: the row itself, or the index of the row's control that has it. */
  at: 'row' | number
  /** How many focusable controls the row holds. */
  controls: number
  hasChildren: boolean
  isExpanded: boolean
  hasParent: boolean
  rtl?: boolean
}

const NONE: TreeKeyAction = { kind: 'none' }

/**
 * The action of `key` in a tree grid row: up and down move between rows (also from a control in the
 * row); on the row, Home and End go to the first and last row, Enter does the row's action; the
 * opening arrow (right, or left right to left) opens a closed row with children, else moves into the
 * row's controls; the closing arrow closes an open row, else goes to the parent, else to the row's
 * last control; from a control, the arrows move along the row's controls and back to the row.
 */
export function treeKeyAction(key: string, { at, controls, hasChildren, isExpanded, hasParent, rtl = false }: TreeKeyContext): TreeKeyAction {
  const open = rtl ? 'ArrowLeft' : 'ArrowRight'
  const close = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === 'ArrowDown') return { kind: 'row', to: 'next' }
  if (key === 'ArrowUp') return { kind: 'row', to: 'previous' }
  if (at === 'row') {
    if (key === 'Home') return { kind: 'row', to: 'first' }
    if (key === 'End') return { kind: 'row', to: 'last' }
    if (key === 'Enter') return { kind: 'action' }
    if (key === open) {
      if (hasChildren && !isExpanded) return { kind: 'toggle' }
      return controls > 0 ? { kind: 'control', index: 0 } : NONE
    }
    if (key === close) {
      if (hasChildren && isExpanded) return { kind: 'toggle' }
      if (hasParent) return { kind: 'parent' }
      return controls > 0 ? { kind: 'control', index: controls - 1 } : NONE
    }
    return NONE
  }
  if (key === open) return at + 1 < controls ? { kind: 'control', index: at + 1 } : { kind: 'control', index: 'self' }
  if (key === close) return at > 0 ? { kind: 'control', index: at - 1 } : { kind: 'control', index: 'self' }
  return NONE
}
