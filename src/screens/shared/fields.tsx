import type { ReactNode, Ref } from 'react'
import { Card, Spinner, TextField, type TextFieldProps } from '../../primitives'
import * as styles from './fields.css'

type FieldProps = Omit<TextFieldProps, 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>

/** A one-time code: a numeric keyboard, the browser's one-time-code autofill, room for a space. */
export function OneTimeCodeField(props: FieldProps) {
  return <TextField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />
}

/** A phone number: the phone keyboard and autofill. */
export function PhoneNumberField(props: FieldProps) {
  return <TextField name="phoneNumber" type="tel" autoComplete="tel" {...props} />
}

export interface StatusCardProps {
  heading: string
  headingRef?: Ref<HTMLHeadingElement>
  description?: string
  footer?: ReactNode
}

/** A step that only waits (redirecting, signing in, verifying): its heading, words and a spinner. */
export function StatusCard({ heading, headingRef, description, footer }: StatusCardProps) {
  return (
    <Card heading={heading} headingRef={headingRef} description={description} footer={footer}>
      <div className={styles.centered}>
        <Spinner label={description ?? heading} />
      </div>
    </Card>
  )
}
