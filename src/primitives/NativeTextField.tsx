import { useId, type HTMLInputTypeAttribute, type ReactNode, type Ref } from 'react'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import { useServerError } from './serverErrors'
import * as passwordStyles from './PasswordField.css'
import * as styles from './TextField.css'

export interface NativeTextFieldProps {
  label: string
  description?: string
  /**
   * When given, the field is invalid and this message is tied to the input (`aria-describedby`).
   * Without it, the error `Form`'s `validationErrors` give for the field's `name` shows, until edited.
   */
  errorMessage?: string
  /** What is typed, held by the caller (controlled); without it the field holds it from `defaultValue`. */
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  /** The input's id. */
  id?: string
  type?: HTMLInputTypeAttribute
  name?: string
  autoComplete?: string
  autoFocus?: boolean
  placeholder?: string
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'url' | 'search' | 'decimal' | 'none'
  maxLength?: number
  spellCheck?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  isRequired?: boolean
  /** Invalid without a message of its own (the form's message says why). */
  isInvalid?: boolean
  className?: string
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<HTMLDivElement>
  /** More that describes the input (a rules checklist), read after the description and the error, as RAC's fields do. */
  'aria-describedby'?: string
}

/**
 * The kit's text field on a native `<label>` and `<input>`, for the login box and its steps: the
 * same markup, classes and state attributes as the RAC `TextField` (label tied by `for`, the
 * description and error by `aria-describedby`, `aria-invalid` while an error shows), without React
 * Aria's field and form modules in the login box's first chunk. Errors come from the screen
 * (`errorMessage`), as everywhere in the kit; the form does no native validation.
 */
export function NativeTextField(props: NativeTextFieldProps) {
  return <NativeField {...props} />
}

export type NativeFieldProps = NativeTextFieldProps & {
  /** The input shares its bordered box with what follows it (`children`), as RAC's Group. */
  grouped?: boolean
  children?: ReactNode
}

/** The field itself, for NativeTextField and NativePasswordField (a module of its own, so a text field ships without the eye). */
export function NativeField({
  label,
  description,
  errorMessage: ownError,
  value,
  onChange,
  id: ownId,
  isDisabled = false,
  isReadOnly,
  isRequired,
  isInvalid: markedInvalid = false,
  className,
  inputRef,
  ref,
  onBlur,
  grouped = false,
  children,
  'aria-describedby': describedBy,
  ...inputProps
}: NativeFieldProps) {
  const id = useId()
  const server = useServerError(inputProps.name)
  const errorMessage = ownError ?? server.message
  const inputId = ownId ?? `${id}-input`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = errorMessage ? `${id}-error` : undefined
  const isInvalid = Boolean(errorMessage) || markedInvalid
  const input = useNativeInteractions({ isDisabled })
  const group = useNativeInteractions({ isDisabled })
  const state = { 'data-invalid': isInvalid || undefined, 'data-disabled': isDisabled || undefined }
  const field = (
    <input
      {...inputProps}
      {...input.handlers}
      {...input.attributes}
      {...state}
      id={inputId}
      value={value}
      onChange={(event) => {
        server.edited()
        onChange?.(event.target.value)
      }}
      onBlur={() => {
        input.handlers.onBlur()
        server.left()
        onBlur?.()
      }}
      disabled={isDisabled}
      readOnly={isReadOnly}
      required={isRequired}
      aria-invalid={isInvalid || undefined}
      aria-describedby={[descriptionId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
      ref={inputRef}
      className={grouped ? cx(styles.input, passwordStyles.bareInput) : cx(styles.box, styles.input)}
    />
  )
  return (
    <div ref={ref} className={cx(styles.field, className)} {...state}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {grouped ? (
        <div
          role="group"
          onPointerEnter={group.handlers.onPointerEnter}
          onPointerLeave={group.handlers.onPointerLeave}
          onFocus={group.handlers.onFocus}
          onBlur={group.handlers.onBlur}
          data-hovered={group.attributes['data-hovered']}
          data-focus-within={group.attributes['data-focused']}
          {...state}
          className={cx(styles.box, passwordStyles.group)}
        >
          {field}
          {children}
        </div>
      ) : (
        field
      )}
      {description && (
        <span slot="description" id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span slot="errorMessage" id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
