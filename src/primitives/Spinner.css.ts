import { keyframes, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({ '50%': { opacity: 0.4 } })

export const spinner = recipe({
  base: { display: 'inline-flex', flexShrink: 0, color: 'inherit' },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
})

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>

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
