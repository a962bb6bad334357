import { useState } from 'react'
import { EyeIcon } from './EyeIcon'
import { useNativeInteractions } from './nativeInteractions'
import { NativeField, type NativeTextFieldProps } from './NativeTextField'
import * as passwordStyles from './PasswordField.css'
import { useControlWords } from './controlWords'

export type NativePasswordFieldProps = Omit<NativeTextFieldProps, 'type'> & {
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string
}

/** NativeTextField of type password, with a button that shows or hides what was typed (as `PasswordField`). */
export function NativePasswordField({
  showPasswordLabel: ownShowPasswordLabel,
  hidePasswordLabel: ownHidePasswordLabel,
  autoComplete = 'current-password',
  ...props
}: NativePasswordFieldProps) {
  const words = useControlWords()
  const showPasswordLabel = ownShowPasswordLabel ?? words.showPassword
  const hidePasswordLabel = ownHidePasswordLabel ?? words.hidePassword
  const [isVisible, setVisible] = useState(false)
  const toggle = useNativeInteractions({ isDisabled: props.isDisabled, pressKeys: true })
  return (
    <NativeField {...props} type={isVisible ? 'text' : 'password'} autoComplete={autoComplete} grouped>
      <button
        type="button"
        {...toggle.handlers}
        {...toggle.attributes}
        className={passwordStyles.toggle}
        aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
        disabled={props.isDisabled}
        data-disabled={props.isDisabled || undefined}
        onClick={() => setVisible((visible) => !visible)}
      >
        <EyeIcon crossed={isVisible} />
      </button>
    </NativeField>
  )
}
