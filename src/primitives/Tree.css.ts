import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.paper,
  outline: 'none',
  overflow: 'auto',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  paddingInlineStart: `calc(${vars.space[3]} + (var(--tree-item-level, 1) - 1) * 1.5rem)`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.neutral[50] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  flex: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  transition: 'transform 120ms',
  selectors: {
    '&[data-expanded]': { transform: 'rotate(90deg)' },
    // Closed, it points along the reading direction.
    '&:dir(rtl):not([data-expanded])': { transform: 'scaleX(-1)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
})

export const spacer = style({ width: '1.5rem', flex: 'none' })
