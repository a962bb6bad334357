import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const link = style({
  color: vars.color.primary.main,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focus-visible]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
})
