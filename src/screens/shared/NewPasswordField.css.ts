import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
})

export const rulesTitle = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text.secondary })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] })

export const rule = style({ display: 'grid', gridTemplateColumns: '1.25rem 1fr', columnGap: vars.space[2], alignItems: 'start' })

export const classes = style({
  gridColumn: '2',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: `${vars.space[1]} ${vars.space[3]}`,
})

export const classItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] })

export const hint = style({ gridColumn: '2', margin: 0, color: vars.color.text.secondary })

/** The status marks: shapes that differ (tick, ring, clock), so the colour is never the only sign. */
export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  selectors: {
    '&[data-status="met"]': { color: vars.color.success.strong },
    '&[data-status="unmet"]': { color: vars.color.neutral[500] },
    '&[data-status="server"]': { color: vars.color.info.strong },
  },
})

export const smallIcon = style([icon, { width: '1rem', height: '1rem' }])

export const notice = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[1], fontSize: vars.font.size.sm })

export const loading = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary })

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
