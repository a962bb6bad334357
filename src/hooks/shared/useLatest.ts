import { useInsertionEffect, useRef } from 'react'

/**
 * A ref holding the latest committed `value`, for callbacks and effects that read it when they run
 * without re-creating or re-running when it changes (the host's options, the session context, an
 * API override). Written once the render commits, before any effect runs, never during render: a
 * render React throws away leaves it alone.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value)
  useInsertionEffect(() => {
    ref.current = value
  })
  return ref
}
