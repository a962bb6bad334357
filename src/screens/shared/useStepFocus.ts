import { useCallback, useEffect, useRef, useState, type RefCallback, type RefObject } from 'react'

/**
 * Moves focus to the heading when the step changes (not on first render, where the page's
 * own focus order applies), so screen-reader and keyboard users land on the new step. A step
 * whose screen is still loading takes the focus once its heading is there.
 */
export function useStepFocus(step: string): { headingRef: RefCallback<HTMLHeadingElement>; isFirstStep: boolean } {
  const heading = useRef<HTMLHeadingElement | null>(null)
  // Focus owed to a heading not rendered yet (the step's screen is loading).
  const owed = useRef(false)
  const previous = useRef(step)
  const [firstStep] = useState(step)
  const [hasMoved, setHasMoved] = useState(false)
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element
    if (element && owed.current) {
      owed.current = false
      focusSoon(heading)
    }
  }, [])
  useEffect(() => {
    if (previous.current === step) return
    previous.current = step
    setHasMoved(true)
    if (!heading.current) {
      owed.current = true
      return
    }
    return focusSoon(heading)
  }, [step])
  // Only the very first step may take focus into its field; later steps hand it to the heading.
  return { headingRef, isFirstStep: !hasMoved && step === firstStep }
}

/** Focuses `target` whenever `trigger` changes to a truthy value (e.g. a new field error). */
export function useFocusOn(trigger: unknown, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (trigger) return focusSoon(target)
  }, [trigger, target])
}

// Focus moves after React has finished committing: a focus change fires blur handlers that
// update state, which must not run inside the commit that removed the old step. A user who put
// focus somewhere themselves before that frame (clicked into the new step's field) keeps it.
function focusSoon(target: RefObject<HTMLElement | null>): () => void {
  const before = document.activeElement
  const frame = requestAnimationFrame(() => {
    const now = document.activeElement
    if (now === before || now === null || now === document.body) target.current?.focus()
  })
  return () => cancelAnimationFrame(frame)
}
