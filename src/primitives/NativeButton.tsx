import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react'
import { buttonClass, type ButtonVariants } from './buttonClass'
import { cx } from './cx'
import { announceAssertive } from './liveRegion'
import { useNativeInteractions } from './nativeInteractions'
import { Spinner } from './Spinner'
import { useControlWords } from './controlWords'

export type NativeButtonProps = ButtonVariants & {
  type?: 'button' | 'submit'
  onPress?: () => void
  isDisabled?: boolean
  /** Keeps focus and label, adds a spinner, ignores presses, and stops the form submitting (RAC Button's pending). */
  isPending?: boolean
  /** Name of the spinner shown while `isPending`. */
  pendingLabel?: string
  autoFocus?: boolean
  className?: string
  children?: ReactNode
  'aria-label'?: string
  'aria-describedby'?: string
  ref?: Ref<HTMLButtonElement>
}

/**
 * The kit's button on a native `<button>`, for the login box and its steps: it looks and behaves
 * as the kit's RAC `Button` does (same classes and state attributes, same pending rules: label
 * kept, `aria-disabled`, submit held back, the pending state announced when it has focus) without
 * React Aria's press handling, which is most of what RAC's Button weighs (12 KiB gz of the login
 * box's first chunk). Keyboard, pointer and screen reader activation are the browser's own.
 * Inside React Aria's own triggers (dialogs, menus) use `Button`, which they can drive.
 */
export function NativeButton({
  type = 'button',
  onPress,
  isDisabled = false,
  isPending = false,
  pendingLabel: ownPendingLabel,
  variant,
  fullWidth,
  className,
  children,
  ref,
  ...aria
}: NativeButtonProps) {
  const words = useControlWords()
  const pendingLabel = ownPendingLabel ?? words.loading
  const buttonId = useId()
  const progressId = useId()
  const { handlers, attributes } = useNativeInteractions({ isDisabled: isDisabled || isPending, pressKeys: true })
  const labelledBy = isPending && aria['aria-label'] ? `${buttonId} ${progressId}` : undefined
  const isFocused = attributes['data-focused'] === true
  const wasPending = useRef(isPending)
  const ariaLabel = aria['aria-label']
  useEffect(() => {
    // As RAC's Button: a focused button going pending (or back) says so, since its name is all that changed.
    if (wasPending.current !== isPending && isFocused) {
      const name = ariaLabel ?? document.getElementById(buttonId)?.textContent ?? ''
      announceAssertive(isPending ? `${pendingLabel} ${name}` : name)
    }
    wasPending.current = isPending
  }, [isPending, isFocused, buttonId, pendingLabel, ariaLabel])
  return (
    <button
      {...aria}
      {...handlers}
      {...attributes}
      ref={ref}
      id={buttonId}
      type={type === 'submit' && isPending ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-labelledby={labelledBy}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonClass({ variant, fullWidth }), className)}
      onClick={isPending || isDisabled ? undefined : onPress}
    >
      {isPending && <Spinner size="sm" label={pendingLabel} id={progressId} />}
      {children}
    </button>
  )
}
