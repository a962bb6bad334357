import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { header, description, muted } from '../team/TeamList.css'

// The page is the container its tables answer to: narrow wherever the portal is (a phone, a side pane).
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0, containerType: 'inline-size' })

/** Narrower than this, the invoices keep date, amount and download, and move the rest under the date. */
const narrow = '(max-width: 560px)'
export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } })
export const narrowDetail = style({
  display: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  '@container': { [narrow]: { display: 'block', marginTop: vars.space[1] } },
})
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, outline: 'none' })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const panels = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: vars.space[3] })
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.paper,
  minWidth: 0,
})
export const selected = style({ borderColor: vars.color.primary.main, boxShadow: `0 0 0 1px ${vars.color.primary.main}` })
export const panelTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' })
export const price = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })
export const list = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' })
export const fields = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: vars.space[3], maxWidth: '40rem' })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], maxWidth: '40rem' })
