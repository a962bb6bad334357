import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const switchRoot = style({
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

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.neutral[500]}`,
  background: vars.color.neutral[0],
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary.main, borderColor: vars.color.primary.main },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.6 },
  },
})

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutral[500],
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)', background: vars.color.primary.contrastText },
    [`${switchRoot}[data-selected] &:dir(rtl)`]: { transform: 'translateX(-1rem)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
