import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space[4] })
