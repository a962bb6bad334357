import { createContext, use, useId, type ReactNode, type Ref } from 'react'
import { CheckboxBox } from './CheckboxBox'
import * as styles from './Checkbox.css'
import * as fieldStyles from './TextField.css'
import * as groupStyles from './CheckboxGroup.css'
import { cx } from './cx'
import { ToggleLabel, useToggleState } from './ToggleLabel'

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

/**
 * The kit's checkbox: a native checkbox drawn as a box (ToggleLabel). On its own it is controlled
 * by `isSelected` or holds its state from `defaultSelected`; in a CheckboxGroup it is ticked when
 * the group's list holds its `value`. Without React Aria's toggle, checkbox and form modules,
 * which the portal's lists and dialogs downloaded for their checkboxes.
 */
export function Checkbox({ isSelected: controlled, defaultSelected = false, onChange, value, isDisabled = false, isReadOnly = false, isInvalid = false, className, children, ref }: CheckboxProps) {
  const group = use(GroupContext)
  const own = useToggleState(controlled, defaultSelected, onChange)
  const inGroup = group !== null && value !== undefined
  const isSelected = inGroup ? group.value.includes(value) : own.isSelected
  const change = (on: boolean) => {
    if (!inGroup) return own.set(on)
    group.onChange(on ? [...group.value.filter((each) => each !== value), value] : group.value.filter((each) => each !== value))
  }
  return (
    <ToggleLabel
      ref={ref}
      isSelected={isSelected}
      onChange={change}
      value={value}
      isDisabled={isDisabled || Boolean(group?.isDisabled)}
      isReadOnly={isReadOnly || Boolean(group?.isReadOnly)}
      isInvalid={isInvalid || Boolean(group?.isInvalid)}
      className={cx(styles.checkbox, className)}
    >
      <CheckboxBox isSelected={isSelected} />
      {children}
    </ToggleLabel>
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
