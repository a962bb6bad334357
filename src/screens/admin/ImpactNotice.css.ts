import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

/** A change's preview in its dialog: who and what it affects. */
export const impact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const text = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const heading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium })
export const list = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2] })
/** A preview's sentence at the start of a dialog's button row. */
export const line = style({ flex: '1 1 8rem', minWidth: 0, margin: 0, alignSelf: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.sm })
