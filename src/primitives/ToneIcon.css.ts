import { style } from '@vanilla-extract/css'

export const icon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', marginTop: '1px' })
