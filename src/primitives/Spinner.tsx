import { ProgressBar } from 'react-aria-components'
import { cx } from './cx'
import { circle, spinner, type SpinnerVariants } from './Spinner.css'

export type SpinnerProps = SpinnerVariants & {
  /** Accessible name of the progress bar. */
  label?: string
  className?: string
}

/** An indeterminate progress indicator, announced as a labelled progressbar. */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(spinner({ size }), className)}>
      <span className={circle} aria-hidden="true" />
    </ProgressBar>
  )
}
