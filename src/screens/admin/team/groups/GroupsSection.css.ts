import { style } from '@vanilla-extract/css'
import { vars } from '../../../../primitives'

export { section, header, description, muted } from '../TeamList.css'

export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
export const person = style({ display: 'inline-flex', flexDirection: 'column' })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
