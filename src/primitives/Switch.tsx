import type { ReactNode, Ref } from 'react'
import { cx } from './cx'
import * as styles from './Switch.css'
import { ToggleLabel, useToggleState } from './ToggleLabel'

export interface SwitchProps {
  /** Whether it is on (controlled); without it the switch holds it from `defaultSelected`. */
  isSelected?: boolean
  defaultSelected?: boolean
  onChange?: (isSelected: boolean) => void
  isDisabled?: boolean
  isReadOnly?: boolean
  /** Its name when the children do not say it (a switch in a table row). */
  'aria-label'?: string
  'aria-describedby'?: string
  className?: string
  /** The label's text. */
  children: ReactNode
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<HTMLLabelElement>
}

/**
 * An on/off setting that takes effect at once: a native checkbox with role switch, drawn as a
 * track and thumb (ToggleLabel), labelled by its children. The markup and state attributes of
 * React Aria's Switch, without its toggle modules.
 */
export function Switch({ isSelected: controlled, defaultSelected = false, onChange, isDisabled = false, isReadOnly = false, className, children, ...rest }: SwitchProps) {
  const state = useToggleState(controlled, defaultSelected, onChange)
  return (
    <ToggleLabel {...rest} role="switch" isSelected={state.isSelected} onChange={state.set} isDisabled={isDisabled} isReadOnly={isReadOnly} isInvalid={false} className={cx(styles.switchRoot, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </ToggleLabel>
  )
}
