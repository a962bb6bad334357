import { style } from '@vanilla-extract/css'
import { vars } from '../../../../primitives'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 })
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space[3] })
export const description = style({ margin: 0, color: vars.color.text.secondary })
export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const muted = style({ color: vars.color.text.secondary })
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
export const person = style({ display: 'inline-flex', flexDirection: 'column' })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
