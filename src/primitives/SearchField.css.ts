import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const group = style({
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` } },
})

/** The native input inside the bordered box: no border or fill of its own (a grey well in dark mode otherwise). */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' } },
})

export const clear = style({
  flex: 'none',
  width: '2rem',
  height: '2rem',
  marginInlineEnd: vars.space[1],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  // A button does not inherit the font by default: the × would be drawn in the browser's.
  font: 'inherit',
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[100] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
})
