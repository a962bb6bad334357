import { cx } from './cx'
import { circle, spinner, spinnerSize } from './Spinner.css'
import { useControlWords } from './controlWords'

export interface SpinnerProps {
  /** sm (1em, inside a button) or md (the default). */
  size?: keyof typeof spinnerSize
  /** Accessible name of the progress bar. */
  label?: string
  /** Set by a pending button that names itself by the spinner (RAC Button's progress id). */
  id?: string
  className?: string
}

/**
 * An indeterminate progress indicator, announced as a labelled progressbar. It has no value to
 * format, so it is the element RAC's ProgressBar renders for `isIndeterminate` without RAC's
 * ProgressBar: that one formats values with the locale's number formatter, and React Aria's i18n
 * module, once loaded, detects the browser's locale with a cold ICU lookup (about 160 ms on a slow
 * phone) and adds 1.6 KiB gz to every screen with a button. It imports nothing of React Aria, so
 * the login box's own controls (NativeButton) use it too; the kit's RAC `Button` gives it the id
 * the button names itself by.
 */
export function Spinner({ label: ownLabel, size = 'md', id, className }: SpinnerProps) {
  const words = useControlWords()
  const label = ownLabel ?? words.loading
  return (
    <span role="progressbar" id={id} aria-label={label} aria-valuemin={0} aria-valuemax={100} className={cx(spinner, spinnerSize[size], className)}>
      <span className={circle} aria-hidden="true" />
    </span>
  )
}
