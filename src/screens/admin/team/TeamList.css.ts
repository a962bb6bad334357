import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 })
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space[3] })
export const description = style({ margin: 0, color: vars.color.text.secondary })
export const muted = style({ color: vars.color.text.secondary })
