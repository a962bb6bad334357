import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  // A ring keeps light colours visible on the paper background.
  boxShadow: `inset 0 0 0 1px rgb(0 0 0 / 0.15)`,
})

export const swatchSize = styleVariants({
  sm: { width: '0.875rem', height: '0.875rem' },
  md: { width: '1.75rem', height: '1.75rem' },
})

export const picker = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], outline: 'none' })

export const item = style({
  display: 'inline-flex',
  padding: '3px',
  borderRadius: vars.radius.full,
  border: '2px solid transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
})

export const labelled = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] })
