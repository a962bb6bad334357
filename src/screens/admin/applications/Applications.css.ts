import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const app = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 })
export const appName = style({ fontWeight: 600, overflowWrap: 'anywhere' })
export const detail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' })
export const access = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[1] })
export const members = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] })
export const member = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], overflowWrap: 'anywhere' })
