import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] })
export const search = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '24rem' })
export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], minWidth: 0, flex: '1 1 auto', fontWeight: vars.font.weight.medium })
export const meta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' })
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const workspace = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' })
export const breadcrumb = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none', color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const person = style({ display: 'inline-flex', flexDirection: 'column' })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
