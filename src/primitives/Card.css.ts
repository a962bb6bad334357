import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '400px',
  padding: vars.space[7],
  borderRadius: vars.radius.lg,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.card,
  '@media': {
    '(max-width: 480px)': { padding: vars.space[5] },
  },
})

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })

export const logo = style({ display: 'flex', justifyContent: 'center', marginBottom: vars.space[2] })

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  hyphens: 'auto',
  borderRadius: vars.radius.sm,
  selectors: {
    // Focus moves here on every step for screen readers; only keyboard users need the ring.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
})

export const description = style({ margin: 0, color: vars.color.text.secondary })

export const footer = style({
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
})
