import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const wrapper = style({ width: '100%', overflowX: 'auto' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
})

export const column = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const sortIcon = style({ marginInlineStart: vars.space[1] })

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[50] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const cell = style({
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
})

export const empty = style({ padding: vars.space[6], textAlign: 'center', color: vars.color.text.secondary })
