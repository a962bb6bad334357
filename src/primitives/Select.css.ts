import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` } },
})

export const value = style({ flex: 1 })
