import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

/** Holds the select and the chevron drawn over its end (the platform's own arrow is hidden). */
export const control = style({ position: 'relative', display: 'flex', minWidth: 0 })

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  paddingInlineEnd: `calc(${vars.space[3]} * 2 + 1ch)`,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
})

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  color: vars.color.text.primary,
})
