import { useState } from 'react'
import { Button, Group, Input } from 'react-aria-components'
import { cx } from './cx'
import * as styles from './PasswordField.css'
import { FieldFrame, type TextFieldProps } from './TextField'
import { box, input } from './TextField.css'

export type PasswordFieldProps = TextFieldProps & {
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string
}

/** A text field of type password with a button that shows or hides what was typed. */
export function PasswordField({
  placeholder,
  inputRef,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false)
  return (
    <FieldFrame {...props} type={isVisible ? 'text' : 'password'} autoComplete={autoComplete}>
      {({ isInvalid, isDisabled }) => (
        <Group isInvalid={isInvalid} isDisabled={isDisabled} className={cx(box, styles.group)}>
          <Input ref={inputRef} placeholder={placeholder} className={cx(input, styles.bareInput)} />
          {/* RAC Button defaults to type="button", so toggling never submits the form. */}
          <Button
            className={styles.toggle}
            aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
            isDisabled={isDisabled}
            onPress={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={isVisible} />
          </Button>
        </Group>
      )}
    </FieldFrame>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  )
}
