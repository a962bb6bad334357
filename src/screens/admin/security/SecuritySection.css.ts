import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], paddingBlock: vars.space[4] })
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
})
export const cardHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })
export const cardText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[3] })
export const narrowField = style({ width: '12rem', maxWidth: '100%' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] })
export const savedNote = style({ color: vars.color.success.strong, fontSize: vars.font.size.sm })
export const grid = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' })
export const list = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const recommendation = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] })
export const gauge = style({ display: 'flex', alignItems: 'center', gap: vars.space[5], flexWrap: 'wrap' })
export const gaugeValue = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold })
export const subHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium })
