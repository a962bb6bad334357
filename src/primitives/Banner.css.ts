import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

const tone = (role: 'error' | 'info' | 'success' | 'warning') => ({
  background: vars.color[role].surface,
  color: vars.color[role].strong,
  borderColor: vars.color[role].main,
})

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
})

export const bannerTone = styleVariants({ error: tone('error'), info: tone('info'), success: tone('success'), warning: tone('warning') })

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 })

export const title = style({ fontWeight: vars.font.weight.bold })
