import type { FormEvent, ReactNode } from 'react'
import { cx } from './cx'
import { form } from './Form.css'

export interface NativeFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  className?: string
  children?: ReactNode
}

/** The kit's form on a native `<form>`, for the login box: fields stacked as `Form`'s, no native validation bubbles (the screens say what is wrong). */
export function NativeForm({ onSubmit, className, children }: NativeFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={cx(form, className)}>
      {children}
    </form>
  )
}
