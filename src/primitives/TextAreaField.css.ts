import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const textArea = style({ height: 'auto', minHeight: '6rem', paddingBlock: vars.space[2], resize: 'vertical', lineHeight: vars.font.lineHeight })
