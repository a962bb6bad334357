import type { ReactNode } from 'react'
import { CheckboxBox } from './CheckboxBox'
import * as styles from './Checkbox.css'
import { useNativeInteractions } from './nativeInteractions'

export interface NativeCheckboxProps {
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  isDisabled?: boolean
  children: ReactNode
}

/** Hidden from sight, not from assistive technology or the keyboard (as React Aria's VisuallyHidden). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', width: 1, whiteSpace: 'nowrap' } as const

/**
 * The kit's checkbox on a native `<input type="checkbox">` inside its `<label>`, drawn as
 * `Checkbox` draws it (same classes and state attributes), for the login box's steps.
 */
export function NativeCheckbox({ isSelected, onChange, isDisabled = false, children }: NativeCheckboxProps) {
  const label = useNativeInteractions({ isDisabled })
  const input = useNativeInteractions({ isDisabled })
  return (
    <label
      onPointerEnter={label.handlers.onPointerEnter}
      onPointerLeave={label.handlers.onPointerLeave}
      data-hovered={label.attributes['data-hovered']}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focused={input.attributes['data-focused']}
      data-focus-visible={input.attributes['data-focus-visible']}
      className={styles.checkbox}
    >
      <span style={visuallyHidden}>
        <input type="checkbox" checked={isSelected} disabled={isDisabled} onFocus={input.handlers.onFocus} onBlur={input.handlers.onBlur} onChange={(event) => onChange(event.target.checked)} />
      </span>
      <CheckboxBox isSelected={isSelected} />
      {children}
    </label>
  )
}
