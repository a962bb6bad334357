import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], paddingBlock: vars.space[4], minWidth: 0 })
export const detailHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, outline: 'none' })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], maxWidth: '40rem' })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] })
export const grow = style({ flex: '1 1 16rem', minWidth: 0 })
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const connection = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] })
export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', color: vars.color.primary.main })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], minWidth: 0 })
export const copyLabel = style({ flex: '0 0 9rem', fontWeight: vars.font.weight.medium })
export const code = style({
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[100],
  color: vars.color.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.sm,
})
export const problems = style({ margin: 0, paddingInlineStart: vars.space[5] })
