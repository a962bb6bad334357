import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], maxWidth: '36rem', minWidth: 0 })
export const logoRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[4] })
export const logo = style({ display: 'block', maxWidth: '10rem', maxHeight: '4rem', objectFit: 'contain', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, padding: vars.space[2], background: vars.color.background.paper })
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] })
export const preview = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary })
/** A live region: there from the start, taking no room while empty. */
export const announcer = style({ display: 'contents' })
/** A wrapper that leaves its children in the form's own layout. */
export const contents = style({ display: 'contents' })
