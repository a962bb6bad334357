import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

// The portal sits in whatever box the host gives it: no fixed positions, no viewport units, no
// global selectors. The navigation and the content wrap onto two rows when the box is narrow.
export const portal = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[6],
  width: '100%',
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
})

export const navigation = style({
  boxSizing: 'border-box',
  flex: '0 1 15rem',
  minWidth: '12rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
})

/** The navigation's first row when it holds the bell: the vendor's logo at the start, the bell at the end. */
export const navigationTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] })

export const groupLabel = style({
  padding: `0 ${vars.space[3]}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
})

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral[100] },
    '&[data-current]': { background: vars.color.primary.surface, color: vars.color.primary.strong, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
})

export const content = style({
  boxSizing: 'border-box',
  flex: '1 1 24rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
})

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  borderRadius: vars.radius.sm,
  selectors: {
    // Focus lands here when the user moves between sections; only keyboard users need the ring.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
})

export const state = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] })

export const stateText = style({ margin: 0, color: vars.color.text.secondary })

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], color: vars.color.text.secondary })
