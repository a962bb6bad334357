import type { Ref } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components'
import { button, type ButtonVariants } from './Button.css'
import { cx } from './cx'
import { Spinner } from './Spinner'

export type ButtonProps = RACButtonProps &
  ButtonVariants & {
    /** Name of the spinner shown while `isPending`. */
    pendingLabel?: string
    ref?: Ref<HTMLButtonElement>
  }

/** RAC Button with the kit's variants; while pending it keeps its label and adds a spinner. */
export function Button({ variant, fullWidth, pendingLabel = 'Loading', className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (name) => cx(button({ variant, fullWidth }), name))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" label={pendingLabel} />}
          {content}
        </>
      ))}
    </RACButton>
  )
}
