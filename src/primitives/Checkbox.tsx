import { createContext, use, useId, useState, type ReactNode, type Ref } from 'react'
import { CheckboxBox } from './CheckboxBox'
import * as styles from './Checkbox.css'
import * as fieldStyles from './TextField.css'
import * as groupStyles from './CheckboxGroup.css'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'

interface GroupState {
  value: readonly string[]
  onChange: (value: string[]) => void
  isDisabled: boolean
  isReadOnly: boolean
  isInvalid: boolean
}

const GroupContext = createContext<GroupState | null>(null)

export interface CheckboxProps {
  /** On its own: whether it is ticked (controlled); without it the checkbox holds it from `defaultSelected`. */
  isSelected?: boolean
  defaultSelected?: boolean
  onChange?: (isSelected: boolean) => void
  /** In a CheckboxGroup: the value it adds to the group's list. */
  value?: string
  isDisabled?: boolean
  isReadOnly?: boolean
  isInvalid?: boolean
  className?: string
  children: ReactNode
  ref?: Ref<HTMLLabelElement>
}

/** Hidden from sight, not from assistive technology or the keyboard (as React Aria's VisuallyHidden). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', width: 1, whiteSpace: 'nowrap' } as const

/**
 * The kit's checkbox on a native `<input type="checkbox">` inside its `<label>`, drawn as a box
 * (the input visually hidden, not from assistive technology or the keyboard), with React Aria's
 * state attributes (`data-selected`, `data-hovered`, `data-focus-visible`, `data-disabled`,
 * `data-invalid`). On its own it is controlled by `isSelected`; in a CheckboxGroup by the group's
 * list and its `value`. Without React Aria's toggle, checkbox and form modules, which the portal's
 * lists and dialogs downloaded for their checkboxes.
 */
export function Checkbox({ isSelected: controlled, defaultSelected = false, onChange, value, isDisabled: ownDisabled = false, isReadOnly: ownReadOnly = false, isInvalid: ownInvalid = false, className, children, ref }: CheckboxProps) {
  const group = use(GroupContext)
  const inGroup = group !== null && value !== undefined
  const [held, setHeld] = useState(defaultSelected)
  const isSelected = inGroup ? group.value.includes(value) : (controlled ?? held)
  const isDisabled = ownDisabled || Boolean(group?.isDisabled)
  const isReadOnly = ownReadOnly || Boolean(group?.isReadOnly)
  const isInvalid = ownInvalid || Boolean(group?.isInvalid)
  const label = useNativeInteractions({ isDisabled })
  const input = useNativeInteractions({ isDisabled })
  const change = (on: boolean) => {
    if (isReadOnly) return
    if (inGroup) group.onChange(on ? [...group.value.filter((each) => each !== value), value] : group.value.filter((each) => each !== value))
    else {
      if (controlled === undefined) setHeld(on)
      onChange?.(on)
    }
  }
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
      className={cx(styles.checkbox, className)}
    >
      <span style={visuallyHidden}>
        <input
          type="checkbox"
          checked={isSelected}
          value={value}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          aria-invalid={isInvalid || undefined}
          onFocus={input.handlers.onFocus}
          onBlur={input.handlers.onBlur}
          onChange={(event) => change(event.target.checked)}
        />
      </span>
      <CheckboxBox isSelected={isSelected} />
      {children}
    </label>
  )
}

export interface CheckboxGroupProps {
  label: string
  description?: string
  errorMessage?: string
  /** The values of the ticked checkboxes (controlled). */
  value: readonly string[]
  /** The new list: a ticked value is added at its end, an unticked one taken out. */
  onChange?: (value: string[]) => void
  isDisabled?: boolean
  isReadOnly?: boolean
  isInvalid?: boolean
  className?: string
  /** Checkbox elements, one per option, each with its `value`. */
  children: ReactNode
}

/** A labelled set of checkboxes (role group, the description and error tied to it) whose value is the list of ticked values. */
export function CheckboxGroup({ label, description, errorMessage, value, onChange, isDisabled = false, isReadOnly = false, isInvalid = false, className, children }: CheckboxGroupProps) {
  const id = useId()
  const invalid = Boolean(errorMessage) || isInvalid
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = errorMessage ? `${id}-error` : undefined
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      className={cx(fieldStyles.field, className)}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={groupStyles.options}>
        <GroupContext value={{ value, onChange: (next) => onChange?.(next), isDisabled, isReadOnly, isInvalid: invalid }}>{children}</GroupContext>
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
