import type { Ref } from 'react'
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components'
import { cx } from './cx'
import { form } from './Form.css'

export type FormProps = RACFormProps & { ref?: Ref<HTMLFormElement> }

/** RAC Form stacking its fields; ARIA validation by default, since native bubbles would hide our messages. */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return <RACForm {...props} validationBehavior={validationBehavior} className={cx(form, className)} />
}
