import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

// The page is the container its tables answer to: narrow wherever the portal is (a phone, a side pane).
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0, containerType: 'inline-size' })

/** Narrower than this, a table keeps its name and action columns and moves the rest under the name. */
const narrow = '(max-width: 560px)'
/** A column left out when the page is narrow (its value shows under the row's name instead). */
export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } })
/** The values of the left-out columns, under the row's name when the page is narrow. */
export const narrowDetail = style({
  display: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { display: 'block', marginTop: vars.space[1] } },
})
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, outline: 'none' })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const platforms = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' })
export const platform = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.paper,
})
export const platformTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] })
export const category = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, border: 'none', minWidth: 0 })
export const event = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingBlock: vars.space[3], borderBlockEnd: `1px solid ${vars.color.border}` })
export const recipients = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], maxWidth: '32rem' })
export const recipient = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] })
export const grow = style({ flex: '1 1 12rem', minWidth: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' })
export const code = style({
  margin: 0,
  maxHeight: '16rem',
  overflow: 'auto',
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[100],
  color: vars.color.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
export const url = style({ overflowWrap: 'anywhere', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.size.sm })
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 })
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, minWidth: 0 })
/** A link in a table row, tall enough to tap. */
export const rowLink = style({ display: 'inline-block', paddingBlock: vars.space[1] })
