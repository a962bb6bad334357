import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 })

export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})

export const tab = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  // At least 24 px high (WCAG 2.5.8).
  minHeight: '1.5rem',
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { color: vars.color.primary.main, borderBottomColor: vars.color.primary.main, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
  },
})

export const tabPanel = style({
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
})
