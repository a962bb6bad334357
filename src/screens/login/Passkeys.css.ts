import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
