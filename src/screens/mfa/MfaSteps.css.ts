import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const qr = style({ display: 'block', margin: '0 auto', width: 180, height: 180, background: vars.color.neutral[0], borderRadius: vars.radius.sm })
export const secret = style({
  display: 'block',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  padding: vars.space[2],
  background: vars.color.neutral[50],
  borderRadius: vars.radius.sm,
})
export const recoveryCode = style([secret, { fontSize: vars.font.size.lg, textAlign: 'center', letterSpacing: '0.08em' }])
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary })
export const secondaryAction = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm })
export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space[4] })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'space-between' })
