import { style } from '@vanilla-extract/css'
import { vars } from '../../../../primitives'

export { section, header, description, muted } from '../TeamList.css'

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] })
export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] })
export const person = style({ display: 'flex', flexDirection: 'column' })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
