import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const readOnly = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0 })
export const readOnlyLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium })
export const readOnlyValue = style({ margin: 0, overflowWrap: 'anywhere' })
export const note = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
