import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

import { description as listDescription } from '../team/TeamList.css'

export { section, header, description, muted } from '../team/TeamList.css'

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const name = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' })
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' })
/** The engine's HTML, framed: a white page whatever the portal's theme, as the email will look. */
export const frame = style({
  width: '100%',
  minHeight: '22rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: '#ffffff',
})
/** The list's description, focused when the list is come back to from a preview: a place to start reading, not a control, so no ring. */
export const intro = style([listDescription, { outline: 'none' }])
