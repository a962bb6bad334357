import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 })
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] })
export const term = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary })
export const detail = style({ display: 'flex', flexDirection: 'column', margin: 0, overflowWrap: 'anywhere' })
export const name = style({ fontWeight: vars.font.weight.medium })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], color: vars.color.text.secondary })
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })
