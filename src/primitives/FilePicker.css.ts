import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const zone = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})

export const hint = style({ margin: 0 })

// As a field's error (TextField.css.ts).
export const error = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.error.main,
})
