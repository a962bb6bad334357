import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const expired = style({ color: vars.color.error.dark })
export const secretBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const secretRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] })
export const secretLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary })
export const secretValue = style({
  flex: '1 1 16rem',
  minWidth: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[50],
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.sm,
  // Breaks between any two characters: a secret's '-' would otherwise move where lines break.
  wordBreak: 'break-all',
})
