import { useEffect, useRef } from 'react'
import { useLatest } from './useLatest'

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown }

/**
 * Starts a request when the component mounts, once: React StrictMode's second mount reuses the
 * request of the first instead of sending another. The outcome goes to the mount that is still
 * there (never after unmount). For calls a page makes by itself: callbacks, step-up, config loads.
 */
export function useMountRequest<T>(start: () => Promise<T>, settle: (outcome: Outcome<T>) => void): void {
  const request = useRef<Promise<Outcome<T>> | null>(null)
  const startRef = useLatest(start)
  const settleRef = useLatest(settle)
  useEffect(() => {
    let active = true
    request.current ??= Promise.resolve()
      .then(() => startRef.current())
      .then(
        (value): Outcome<T> => ({ ok: true, value }),
        (error: unknown): Outcome<T> => ({ ok: false, error }),
      )
    void request.current.then((outcome) => {
      if (active) settleRef.current(outcome)
    })
    return () => {
      active = false
    }
  }, [settleRef, startRef])
}
