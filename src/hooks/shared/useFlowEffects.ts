import { useCallback, useEffect, useRef } from 'react'

/**
 * What every flow hook needs to run effects safely: a guard against a second submit while one
 * is pending, stale-answer dropping, timers that die with the component, and no state updates
 * after unmount (React StrictMode's extra mount included).
 */
export function useFlowEffects() {
  const mounted = useRef(false)
  const busy = useRef<object | null>(null)
  const generation = useRef(0)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    mounted.current = true
    const pending = timers.current
    return () => {
      mounted.current = false
      generation.current += 1
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  /**
   * Runs `work` unless another run is in progress. `isCurrent()` is false once the component
   * unmounted or `invalidate()` was called after this run started: the answer is stale.
   */
  const run = useCallback(async (work: (isCurrent: () => boolean) => Promise<void>): Promise<void> => {
    if (busy.current) return
    const token = {}
    busy.current = token
    const mine = generation.current
    try {
      await work(() => mounted.current && generation.current === mine)
    } finally {
      if (busy.current === token) busy.current = null
    }
  }, [])

  /** Makes every running effect's answer stale and cancels pending timers (the user went back a step). */
  const invalidate = useCallback(() => {
    generation.current += 1
    busy.current = null
    for (const timer of timers.current) clearTimeout(timer)
    timers.current.clear()
  }, [])

  const after = useCallback((ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      if (mounted.current) action()
    }, ms)
    timers.current.add(timer)
  }, [])

  return { run, invalidate, after }
}
