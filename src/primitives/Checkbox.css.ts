import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  // The whole label is the tap target: at least 24 px high (WCAG 2.5.8).
  minHeight: '1.5rem',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' } },
})

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.neutral[500]}`,
  background: vars.color.neutral[0],
  color: vars.color.primary.contrastText,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary.main, borderColor: vars.color.primary.main },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error.main },
  },
})

export const mark = style({ width: '0.75rem', height: '0.75rem', fill: 'none', stroke: 'currentColor', strokeWidth: 3 })
