import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const identity = style({ margin: 0, overflowWrap: 'anywhere' })
export const secondaryAction = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm })
/** A link under a text button (which has inline padding): the same inset, so their words line up. */
export const secondaryLink = style([secondaryAction, { paddingInline: vars.space[2] }])
