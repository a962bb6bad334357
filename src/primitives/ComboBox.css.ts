import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const box = style({
  display: 'flex',
  alignItems: 'center',
  padding: 0,
  selectors: { '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` } },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
})

export const button = style({
  alignSelf: 'stretch',
  minWidth: '2.75rem',
  padding: `0 ${vars.space[3]}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
})

/** A long list scrolls inside the popover. */
export const popover = style({ maxHeight: '18rem', overflowY: 'auto', width: 'var(--trigger-width)' })
