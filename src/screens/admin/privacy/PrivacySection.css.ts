import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

/** The tabs wrap onto a second line rather than scroll out of sight on a narrow screen. */
export const tabList = style({ flexWrap: 'wrap' })

// The panel is the container its tables answer to: narrow wherever the portal is (a phone, a side pane).
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0, paddingTop: vars.space[4], containerType: 'inline-size' })

/** Narrower than this, a table keeps its name and action columns and moves the rest under the name. */
const narrow = '(max-width: 520px)'
/** A column left out when the panel is narrow (its value shows under the row's name instead). */
export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } })
/** The values of the left-out columns, under the row's name when the panel is narrow. */
export const narrowDetail = style({
  display: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { display: 'block', marginTop: vars.space[1] } },
})
export const device = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] })
export const detail = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const qr = style({ display: 'block', margin: '0 auto', width: 180, height: 180, background: vars.color.neutral[0], borderRadius: vars.radius.sm })
export const code = style({
  display: 'block',
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[50],
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
})
export const recoveryCode = style([code, { fontSize: vars.font.size.lg, textAlign: 'center', letterSpacing: '0.08em' }])
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] })
export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
