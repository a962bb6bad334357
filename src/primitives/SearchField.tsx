import { useId, useRef, type KeyboardEvent, type Ref } from 'react'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import * as fieldStyles from './TextField.css'
import * as styles from './SearchField.css'
import { useControlWords } from './controlWords'

export interface SearchFieldProps {
  label: string
  description?: string
  placeholder?: string
  clearLabel?: string
  /** What is typed: the caller holds it (it searches with it). */
  value: string
  onChange: (value: string) => void
  /** Enter in the field. */
  onSubmit?: (value: string) => void
  /** Escape or the clear button emptied it. */
  onClear?: () => void
  isDisabled?: boolean
  className?: string
  ref?: Ref<HTMLDivElement>
}

/**
 * A search box (`<input type="search">`, a searchbox to assistive technology) on a native label and
 * input, with the kit's field markup and state attributes: Escape empties it (and, once empty, goes
 * on to close what it is in), Enter submits, and the clear button, labelled from the caller's
 * strings, empties it and keeps focus in the field. Without React Aria's field modules, which every
 * admin list's first visit carried for its search box.
 */
export function SearchField({ label, description, placeholder, clearLabel: ownClearLabel, isDisabled = false, className, value: text, onChange: setText, onSubmit, onClear, ref }: SearchFieldProps) {
  const words = useControlWords()
  const clearLabel = ownClearLabel ?? words.clearSearch
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const field = useNativeInteractions({ isDisabled })
  const descriptionId = description ? `${id}-description` : undefined
  const clear = () => {
    setText('')
    onClear?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSubmit?.(text)
    if (event.key === 'Escape' && text !== '') {
      // An empty field lets Escape through (a dialog closes); a filled one only empties.
      event.preventDefault()
      event.stopPropagation()
      clear()
    }
  }
  return (
    <div ref={ref} className={cx(fieldStyles.field, className)} data-disabled={isDisabled || undefined}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>
        {label}
      </label>
      <div className={cx(fieldStyles.box, styles.group)}>
        <input
          {...field.handlers}
          {...field.attributes}
          ref={input}
          id={`${id}-input`}
          type="search"
          value={text}
          placeholder={placeholder}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          aria-describedby={descriptionId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cx(fieldStyles.input, styles.input)}
        />
        {text !== '' && (
          <ClearButton
            label={clearLabel}
            isDisabled={isDisabled}
            onClear={() => {
              clear()
              input.current?.focus()
            }}
          />
        )}
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
    </div>
  )
}

function ClearButton({ label, isDisabled, onClear }: { label: string; isDisabled: boolean; onClear: () => void }) {
  const { handlers, attributes } = useNativeInteractions({ isDisabled })
  return (
    <button
      {...handlers}
      {...attributes}
      type="button"
      tabIndex={-1}
      aria-label={label}
      disabled={isDisabled}
      // The field keeps focus: a press empties it without moving focus to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
      className={styles.clear}
    >
      ×
    </button>
  )
}
