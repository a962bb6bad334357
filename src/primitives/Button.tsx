import type { Ref } from 'react'
import { Button as RACButton, ProgressBarContext, type ButtonProps as RACButtonProps, composeRenderProps, useSlottedContext } from 'react-aria-components'
import { buttonClass, type ButtonVariants } from './buttonClass'
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
      className={composeRenderProps(className, (name) => cx(buttonClass({ variant, fullWidth }), name))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <PendingSpinner label={pendingLabel} />}
          {content}
        </>
      ))}
    </RACButton>
  )
}

/** The spinner of a pending RAC Button, with the id the button names itself by while pending. */
function PendingSpinner({ label }: { label: string }) {
  const context = useSlottedContext(ProgressBarContext)
  return <Spinner size="sm" label={label} id={context?.id} />
}
