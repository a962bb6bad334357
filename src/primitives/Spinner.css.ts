import { keyframes, style, styleVariants } from '@vanilla-extract/css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({ '50%': { opacity: 0.4 } })

export const spinner = style({ display: 'inline-flex', flexShrink: 0, color: 'inherit' })

export const spinnerSize = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.5rem', height: '1.5rem' },
})

export const circle = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slow fade still says "working" without the rotation.
    '(prefers-reduced-motion: reduce)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
})
