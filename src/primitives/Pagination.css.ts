import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const pagination = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space[3], paddingBlock: vars.space[3] })

export const status = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary })
