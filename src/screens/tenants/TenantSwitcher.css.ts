import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const switcher = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], maxWidth: '22rem' })

export const note = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, minHeight: '1.5em', color: vars.color.text.secondary })
