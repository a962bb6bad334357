import type { Ref } from 'react'
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components/Form'
import { cx } from './cx'
import { form } from './Form.css'
import { ServerErrorsContext } from './serverErrors'

export type FormProps = RACFormProps & { ref?: Ref<HTMLFormElement> }

/**
 * RAC Form stacking its fields; ARIA validation by default, since native bubbles would hide our
 * messages. The server's `validationErrors` reach React Aria's fields and the kit's native ones alike.
 */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return (
    <ServerErrorsContext value={props.validationErrors ?? null}>
      <RACForm {...props} validationBehavior={validationBehavior} className={cx(form, className)} />
    </ServerErrorsContext>
  )
}
