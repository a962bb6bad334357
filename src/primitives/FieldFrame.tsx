import type { ReactNode, Ref } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps, type TextFieldRenderProps } from 'react-aria-components/TextField'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { cx } from './cx'
import * as styles from './TextField.css'

/** The props of the fields still on RAC's TextField (password, text area): RAC's, with the kit's label, description and error. */
export type FrameFieldProps = Omit<RACTextFieldProps, 'children'> & {
  label: string
  description?: string
  /** When given, the field is invalid and this message is tied to the input and announced. */
  errorMessage?: string
  placeholder?: string
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<HTMLDivElement>
}

type FieldFrameProps = Omit<FrameFieldProps, 'placeholder' | 'inputRef'> & {
  children: ReactNode | ((state: TextFieldRenderProps) => ReactNode)
}

/** Label, description and error around the input of a field on RAC's TextField (PasswordField, TextArea, TextAreaField), wired together by RAC. */
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
