import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

/** Room for a few lines of pasted text (a PEM certificate), monospaced so its lines stay aligned. */
export const area = style({ minHeight: '8rem', resize: 'vertical', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.size.sm, lineHeight: 1.4 })
