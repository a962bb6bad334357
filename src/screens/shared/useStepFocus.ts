import { useEffect, useRef, type RefObject } from 'react'

/**
 * Moves focus to the heading when the step changes (not on first render, where the page's
 * own focus order applies), so screen-reader and keyboard users land on the new step.
 */
export function useStepFocus(step: string): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement | null>(null)
  const previous = useRef(step)
  useEffect(() => {
    if (previous.current === step) return
    previous.current = step
    heading.current?.focus()
  }, [step])
  return heading
}

/** Focuses `target` whenever `trigger` changes to a truthy value (e.g. a new field error). */
export function useFocusOn(trigger: unknown, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (trigger) target.current?.focus()
  }, [trigger, target])
}
