import { button, buttonVariant, fullWidth as fullWidthStyle } from './Button.css'
import { cx } from './cx'

export interface ButtonVariants {
  /** primary (the default), secondary, text, or danger for destructive actions. */
  variant?: keyof typeof buttonVariant
  /** Fills its container's width. */
  fullWidth?: boolean
}

/**
 * The classes of a kit button, RAC's `Button` or `NativeButton` alike. The kit's variants are
 * vanilla-extract `styleVariants` picked by plain functions like this one, not `recipe()`: a recipe
 * compiles to a call into @vanilla-extract/recipes' runtime, 0.7 KiB gz that every login box shipped.
 */
export function buttonClass({ variant = 'primary', fullWidth = false }: ButtonVariants): string {
  return cx(button, buttonVariant[variant], fullWidth && fullWidthStyle)
}
