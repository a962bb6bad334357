import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.neutral[100] },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-4px',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.error.main,
  color: vars.color.error.contrastText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
})

export const popover = style({
  boxSizing: 'border-box',
  width: 'min(24rem, calc(100vw - 1rem))',
  maxHeight: 'min(32rem, calc(100vh - 6rem))',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.overlay,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
  outline: 'none',
})

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[4], outline: 'none' })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, outline: 'none' })

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' })

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
})

export const unreadItem = style({ borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.primary.main })

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' })

export const itemBody = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' })

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.xs, color: vars.color.text.secondary })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })

export const small = style({ minHeight: '2rem', paddingInline: vars.space[2], fontSize: vars.font.size.sm })

export const message = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary })

export const link = style({ color: vars.color.primary.strong, fontSize: vars.font.size.sm })

export const failed = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.error.strong })
