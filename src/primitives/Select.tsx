import { useId } from 'react'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import * as fieldStyles from './TextField.css'
import * as styles from './Select.css'

export interface SelectOption {
  id: string
  label: string
}

export interface SelectProps {
  label: string
  description?: string
  options: readonly SelectOption[]
  selectedKey: string | null
  onSelectionChange: (key: string) => void
  isDisabled?: boolean
  /** Shown in the field while nothing is chosen. */
  placeholder?: string
  /** When given, the field is invalid and this message is tied to the field (`aria-describedby`). */
  errorMessage?: string
  className?: string
}

/**
 * A choice among a list of plain-text options, on the platform's own `<select>`: labelled by its
 * `<label>`, the description and error tied by `aria-describedby`, `aria-invalid` while an error
 * shows. The browser draws the open list (a sheet on phones) and gives it every key a list box
 * has: arrows, type-ahead, Home and End, Enter and Escape. Drawn as the kit's fields (same box and
 * state attributes), without React Aria's popover, list box and collection code, which made it the
 * heaviest control of the sections and dialogs that show one.
 */
export function Select({ label, description, options, selectedKey, onSelectionChange, isDisabled = false, errorMessage, placeholder, className }: SelectProps) {
  const id = useId()
  const selectId = `${id}-select`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = errorMessage ? `${id}-error` : undefined
  const isInvalid = Boolean(errorMessage)
  const { handlers, attributes } = useNativeInteractions({ isDisabled })
  const state = { 'data-invalid': isInvalid || undefined, 'data-disabled': isDisabled || undefined }
  const chosen = selectedKey !== null && options.some((option) => option.id === selectedKey)
  return (
    <div className={cx(fieldStyles.field, className)} {...state}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...handlers}
          {...attributes}
          {...state}
          id={selectId}
          value={chosen ? selectedKey : ''}
          onChange={(event) => event.target.value && onSelectionChange(event.target.value)}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          className={cx(fieldStyles.box, styles.select)}
        >
          {!chosen && (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
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
