import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const identity = style({ margin: 0, overflowWrap: 'anywhere' })
export const secondaryAction = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm })
