import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  background: 'rgb(16 24 40 / 0.45)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
})

export const modal = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.card,
  outline: 'none',
})

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], padding: vars.space[6], outline: 'none' })

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: 1.25 })

export const description = style({ margin: 0, color: vars.color.text.secondary })

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[3] })
