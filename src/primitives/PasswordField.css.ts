import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const group = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space[1],
})

export const bareInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
})

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[100], color: vars.color.text.primary },
    '&[data-pressed]': { background: vars.color.neutral[200] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
})
