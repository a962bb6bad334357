import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const meter = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[4] })
export const gauge = style({ width: '6rem', height: '6rem', flex: 'none' })
const ring = style({ fill: 'none', strokeWidth: 3.5 })
export const track = style([ring, { stroke: vars.color.neutral[200] }])
export const fill = styleVariants({
  error: [ring, { stroke: vars.color.error.main }],
  warning: [ring, { stroke: vars.color.warning.main }],
  success: [ring, { stroke: vars.color.success.main }],
})
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] })
export const label = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const value = style({ color: vars.color.text.primary, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold })
