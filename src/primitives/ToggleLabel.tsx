import { useState, type ReactNode, type Ref } from 'react'
import { useNativeInteractions } from './nativeInteractions'

/** Hidden from sight, not from assistive technology or the keyboard (as React Aria's VisuallyHidden). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', width: 1, whiteSpace: 'nowrap' } as const

/** On or off, held by the caller (`isSelected`) or, without it, by the toggle from `defaultSelected`. */
export function useToggleState(controlled: boolean | undefined, defaultSelected: boolean, onChange: ((isSelected: boolean) => void) | undefined) {
  const [held, setHeld] = useState(defaultSelected)
  return {
    isSelected: controlled ?? held,
    set: (on: boolean) => {
      if (controlled === undefined) setHeld(on)
      onChange?.(on)
    },
  }
}

export interface ToggleLabelProps {
  isSelected: boolean
  /** The user ticked or unticked it (not called while read-only). */
  onChange: (isSelected: boolean) => void
  /** `switch` for a setting that takes effect at once; a checkbox otherwise. */
  role?: 'switch'
  /** The value a form or a group reads. */
  value?: string
  isDisabled: boolean
  isReadOnly: boolean
  isInvalid: boolean
  className: string
  'aria-label'?: string
  'aria-describedby'?: string
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<HTMLLabelElement>
  /** What is drawn after the hidden input: the box or track, then the label's text. */
  children: ReactNode
}

/**
 * A native `<input type="checkbox">` inside its `<label>`, visually hidden (not from assistive
 * technology or the keyboard) behind what the kit draws, with React Aria's state attributes on the
 * label (`data-selected`, `data-hovered`, `data-focused`, `data-focus-visible`, `data-disabled`,
 * `data-readonly`, `data-invalid`): the markup React Aria's Checkbox and Switch render, without
 * their toggle modules. Checkbox and Switch draw on it.
 */
export function ToggleLabel({ isSelected, onChange, role, value, isDisabled, isReadOnly, isInvalid, className, inputRef, ref, children, ...aria }: ToggleLabelProps) {
  const label = useNativeInteractions({ isDisabled })
  const input = useNativeInteractions({ isDisabled })
  return (
    <label
      ref={ref}
      onPointerEnter={label.handlers.onPointerEnter}
      onPointerLeave={label.handlers.onPointerLeave}
      data-hovered={label.attributes['data-hovered']}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-invalid={isInvalid || undefined}
      data-focused={input.attributes['data-focused']}
      data-focus-visible={input.attributes['data-focus-visible']}
      className={className}
    >
      <span style={visuallyHidden}>
        <input
          {...aria}
          ref={inputRef}
          type="checkbox"
          role={role}
          checked={isSelected}
          value={value}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          aria-invalid={isInvalid || undefined}
          onFocus={input.handlers.onFocus}
          onBlur={input.handlers.onBlur}
          onChange={(event) => !isReadOnly && onChange(event.target.checked)}
        />
      </span>
      {children}
    </label>
  )
}
