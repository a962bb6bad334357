import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] })
export const grow = style({ flex: '1 1 14rem', minWidth: 0 })
export const filterForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[2] })
export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], margin: 0 })
export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: '8rem' })
export const statLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const statValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const columnsPanel = style({ padding: vars.space[3], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md })
export const timeButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.primary.main,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
})
export const clip = style({ display: 'block', maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const json = style({
  margin: 0,
  padding: vars.space[3],
  maxHeight: '20rem',
  overflow: 'auto',
  background: vars.color.neutral[50],
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre',
})
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space[1]} ${vars.space[3]}`, margin: 0 })
export const term = style({ color: vars.color.text.secondary })
export const definition = style({ margin: 0, overflowWrap: 'anywhere' })
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })

/** Virtual mode: a scroll box of fixed height whose rows are absolutely placed. */
export const ROW_HEIGHT = 44
export const viewport = style({ height: '28rem', overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, contain: 'strict' })
export const vTable = style({ display: 'grid', width: '100%', fontSize: vars.font.size.sm, color: vars.color.text.primary })
export const vHead = style({ display: 'grid', position: 'sticky', top: 0, zIndex: 1, background: vars.color.background.paper })
export const vBody = style({ display: 'grid', position: 'relative' })
export const vRow = style({ display: 'flex', position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', height: ROW_HEIGHT, alignItems: 'center', borderBottom: `1px solid ${vars.color.border}` })
export const vHeadRow = style({ display: 'flex', width: '100%', borderBottom: `1px solid ${vars.color.border}` })
export const vCell = style({ flex: '1 1 0', minWidth: 0, padding: `0 ${vars.space[3]}`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', outline: 'none' })
export const vColumn = style([vCell, { paddingBlock: vars.space[2], textAlign: 'start', fontWeight: vars.font.weight.medium, color: vars.color.text.secondary }])
export const placeholder = style({ color: vars.color.text.secondary })
