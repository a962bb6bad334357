import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export const section = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[5], minWidth: 0 })
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], flex: '1 1 320px', maxWidth: '400px', minWidth: 0 })
export const picture = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] })
export const avatar = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.primary.surface,
  color: vars.color.primary.strong,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
})
export const pictureActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] })
export const phone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const phoneText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 })
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm })

/** A live region: there from the start (so what appears in it is announced), taking no room while empty. */
export const announcer = style({
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
})
