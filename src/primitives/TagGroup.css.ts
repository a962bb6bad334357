import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], outline: 'none' })

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutral[100],
  color: vars.color.neutral[900],
  fontSize: vars.font.size.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.neutral[700],
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[200] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
})

export const empty = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm })
