import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const wrapper = style({ width: '100%', overflowX: 'auto' })

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' }

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
})

const columnPadding = `${vars.space[2]} ${vars.space[3]}`

export const column = style({
  padding: columnPadding,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
})

/** A sortable column's header is its button, edge to edge: the whole cell presses. */
export const sortableColumn = style({ padding: 0 })

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  padding: columnPadding,
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': focusRing,
  },
})

export const sortIcon = style({ marginInlineStart: vars.space[1] })

export const row = style({
  selectors: { '&:hover': { background: vars.color.neutral[50] } },
})

export const cell = style({
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
})

/** A row header reads as the row's first cell, not as a bold header. */
export const rowHeader = style({ textAlign: 'start', fontWeight: 'inherit' })

export const empty = style({ padding: vars.space[6], textAlign: 'center', color: vars.color.text.secondary })
