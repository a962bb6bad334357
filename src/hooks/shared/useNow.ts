import { useCallback, useSyncExternalStore } from 'react'

/**
 * The current time for rendering (relative times, time-based targeting rules), in steps of
 * `stepMs`: the same value for every render within a step, so renders stay pure, and a re-render
 * when the next step begins.
 */
export function useNow(stepMs = 60_000): number {
  const subscribe = useCallback(
    (onStep: () => void) => {
      const timer = setInterval(onStep, stepMs)
      return () => clearInterval(timer)
    },
    [stepMs],
  )
  const read = useCallback(() => Math.floor(Date.now() / stepMs) * stepMs, [stepMs])
  return useSyncExternalStore(subscribe, read, read)
}
