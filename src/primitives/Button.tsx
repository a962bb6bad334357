import type { Ref } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button'
import { ProgressBarContext } from 'react-aria-components/ProgressBar'
import { composeRenderProps } from 'react-aria-components/composeRenderProps'
import { useSlottedContext } from 'react-aria-components/slots'
import { buttonClass, type ButtonVariants } from './buttonClass'
import { cx } from './cx'
import { Spinner } from './Spinner'
import { useControlWords } from './controlWords'

export type ButtonProps = RACButtonProps &
  ButtonVariants & {
    /** Name of the spinner shown while `isPending`. */
    pendingLabel?: string
    ref?: Ref<HTMLButtonElement>
  }

/** RAC Button with the kit's variants; while pending it keeps its label and adds a spinner. */
export function Button({ variant, fullWidth, pendingLabel: ownPendingLabel, className, children, ...props }: ButtonProps) {
  const words = useControlWords()
  const pendingLabel = ownPendingLabel ?? words.loading
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
