import { ProgressBarContext, useSlottedContext } from 'react-aria-components'
import { cx } from './cx'
import { circle, spinner, type SpinnerVariants } from './Spinner.css'

export type SpinnerProps = SpinnerVariants & {
  /** Accessible name of the progress bar. */
  label?: string
  className?: string
}

/**
 * An indeterminate progress indicator, announced as a labelled progressbar. It has no value to
 * format, so it is the element RAC's ProgressBar renders for `isIndeterminate` without RAC's
 * ProgressBar: that one formats values with the locale's number formatter, and React Aria's i18n
 * module, once loaded, detects the browser's locale with a cold ICU lookup (about 160 ms on a slow
 * phone) and adds 1.6 KiB gz to every screen with a button. Inside a pending RAC Button it takes the
 * id the button names itself by.
 */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  const context = useSlottedContext(ProgressBarContext)
  return (
    <span role="progressbar" id={context?.id} aria-label={label} aria-valuemin={0} aria-valuemax={100} className={cx(spinner({ size }), className)}>
      <span className={circle} aria-hidden="true" />
    </span>
  )
}
