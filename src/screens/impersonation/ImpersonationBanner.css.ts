import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const region = style({ marginBlockEnd: vars.space[3] })

export const body = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] })
