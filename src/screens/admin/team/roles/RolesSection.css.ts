import { style } from '@vanilla-extract/css'
import { vars } from '../../../../primitives'

export { section, header, description, muted } from '../TeamList.css'

export const name = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] })
export const key = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.font.size.sm })
export const categories = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] })
export const permission = style({ display: 'inline-flex', flexDirection: 'column' })
export const permissionKey = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.font.size.xs, color: vars.color.text.secondary })
export const permissionNote = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary })
