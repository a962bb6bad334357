import { button, buttonVariant, fullWidth as fullWidthStyle } from './Button.css'
import { cx } from './cx'

export interface ButtonVariants {
  /** primary (the default), secondary, text, or danger for destructive actions. */
  variant?: keyof typeof buttonVariant
  /** Fills its container's width. */
  fullWidth?: boolean
}

/** The classes of a kit button, RAC's `Button` or `NativeButton` alike. */
export function buttonClass({ variant = 'primary', fullWidth = false }: ButtonVariants): string {
  return cx(button, buttonVariant[variant], fullWidth && fullWidthStyle)
}
