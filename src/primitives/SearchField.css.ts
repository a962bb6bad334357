import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const group = style({
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` } },
})

export const input = style({
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
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[100] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
})
