import { useState, type RefObject } from 'react'
import type { LoadOnce } from './loadOnce'

/**
 * The open state of a part that loads on the way to its first open (a menu's popover, the bell's
 * panel): `open(how)` opens it at once when it is in, else fetches it and opens it only if the user
 * is still at the trigger. A fetch that fails sets `failed` (the trigger says so) and the next
 * `open` tries again. `opened` is how it was opened, `null` while closed or not yet loaded.
 */
export function useOpenAfterLoad<Part, How>(part: LoadOnce<Part>, triggerRef: RefObject<HTMLElement | null>) {
  const [loaded, setLoaded] = useState<Part | null>(part.current)
  const [how, setHow] = useState<How | null>(null)
  const [failed, setFailed] = useState(false)
  const open = (next: How) => {
    setFailed(false)
    if (loaded) return setHow(() => next)
    part.get().then(
      (value) => {
        setLoaded(() => value)
        if (document.activeElement === triggerRef.current) setHow(() => next)
      },
      () => setFailed(true),
    )
  }
  return { loaded, opened: loaded === null ? null : how, failed, open, close: () => setHow(null) }
}
