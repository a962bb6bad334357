import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: `${vars.space[4]} 0 ${vars.space[3]}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
})

export const list = style({ display: 'grid', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0 })

export const icon = style({ width: 18, height: 18, marginInlineEnd: vars.space[2], verticalAlign: 'middle' })
