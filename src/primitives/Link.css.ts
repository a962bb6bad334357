import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const link = style({
  color: vars.color.primary.main,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  // A link standing on its own (a flex item, like "Forgot your password?") is at least 24 px high
  // to tap (WCAG 2.5.8); inside a sentence min-height does not apply and the line stays as it is.
  minHeight: '1.5rem',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focus-visible]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
})
