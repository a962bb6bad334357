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
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary.main, background: vars.color.primary.surface, color: vars.color.text.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const hint = style({ margin: 0 })
