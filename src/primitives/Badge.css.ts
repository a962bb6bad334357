import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.75,
  whiteSpace: 'nowrap',
})

// Strong text on the light surface of each role keeps AA contrast in light and dark palettes.
export const badgeTone = styleVariants({
  neutral: { background: vars.color.neutral[100], color: vars.color.neutral[900] },
  success: { background: vars.color.success.surface, color: vars.color.success.strong },
  warning: { background: vars.color.warning.surface, color: vars.color.warning.strong },
  error: { background: vars.color.error.surface, color: vars.color.error.strong },
  info: { background: vars.color.info.surface, color: vars.color.info.strong },
})
