import { TextField, type TextFieldProps } from '../../primitives'

type Preset = 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'
type FieldProps = Omit<TextFieldProps, Preset>

/** A one-time code: a numeric keyboard, the browser's one-time-code autofill, room for a space. */
const ONE_TIME_CODE = { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } as const
/** A phone number: the phone keyboard and autofill. */
const PHONE_NUMBER = { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' } as const

/** A one-time code field (the login box's steps and the portal's). */
export function OneTimeCodeField(props: FieldProps) {
  return <TextField {...ONE_TIME_CODE} {...props} />
}

/** A phone number field (the login box's steps and the portal's). */
export function PhoneNumberField(props: FieldProps) {
  return <TextField {...PHONE_NUMBER} {...props} />
}
