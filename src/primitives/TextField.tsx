import type { ReactNode, Ref } from 'react'
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type TextFieldRenderProps,
  composeRenderProps,
} from 'react-aria-components'
import { cx } from './cx'
import * as styles from './TextField.css'

export type TextFieldProps = Omit<RACTextFieldProps, 'children'> & {
  label: string
  description?: string
  /** When given, the field is invalid and this message is tied to the input and announced. */
  errorMessage?: string
  placeholder?: string
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<HTMLDivElement>
}

/** Label, input, description and error of a text field, wired together by RAC. */
export function TextField({ placeholder, inputRef, ...props }: TextFieldProps) {
  return (
    <FieldFrame {...props}>
      <Input ref={inputRef} placeholder={placeholder} className={cx(styles.box, styles.input)} />
    </FieldFrame>
  )
}

type FieldFrameProps = Omit<TextFieldProps, 'placeholder' | 'inputRef'> & {
  children: ReactNode | ((state: TextFieldRenderProps) => ReactNode)
}

/** The parts TextField and PasswordField share around their input. */
export function FieldFrame({ label, description, errorMessage, isInvalid, className, children, ...props }: FieldFrameProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={errorMessage ? true : isInvalid}
      className={composeRenderProps(className, (name) => cx(styles.field, name))}
    >
      {(state) => (
        <>
          <Label className={styles.label}>{label}</Label>
          {typeof children === 'function' ? children(state) : children}
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          <FieldError className={styles.error}>{errorMessage}</FieldError>
        </>
      )}
    </RACTextField>
  )
}
