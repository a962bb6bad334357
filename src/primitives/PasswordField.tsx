import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { cx } from './cx'
import * as styles from './PasswordField.css'
import { EyeIcon } from './EyeIcon'
import { FieldFrame, type FrameFieldProps } from './FieldFrame'
import { box, input } from './TextField.css'
import { useControlWords } from './controlWords'

export type PasswordFieldProps = FrameFieldProps & {
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string
}

/** A text field of type password with a button that shows or hides what was typed. */
export function PasswordField({
  placeholder,
  inputRef,
  showPasswordLabel: ownShowPasswordLabel,
  hidePasswordLabel: ownHidePasswordLabel,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const words = useControlWords()
  const showPasswordLabel = ownShowPasswordLabel ?? words.showPassword
  const hidePasswordLabel = ownHidePasswordLabel ?? words.hidePassword
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
