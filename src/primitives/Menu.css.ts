import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const popover = style({
  minWidth: '12rem',
  borderRadius: vars.radius.md,
  background: vars.color.background.paper,
  // A top-layer popover would take the browser's own text colour (CanvasText), not the theme's, and
  // the font of the host's page around it: it wears the theme's, as a dialog does.
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  boxShadow: vars.shadow.overlay,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
})

export const menu = style({ padding: vars.space[1], outline: 'none' })

export const item = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.neutral[100] },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
})

export const danger = style({ color: vars.color.error.strong })

/** What an ActionMenu says when its menu did not load, beside its button. */
export const failed = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.error.strong })
