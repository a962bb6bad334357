import { useSyncExternalStore } from 'react'
import type { Navigate } from 'gatehouse/hooks'

// A router in thirty lines: the History API, the path kept in history.state, and popstate for
// back and forward. Any router works the same way: give Gatehouse its navigate function.

const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', changed)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', changed)
  }
}

/** Gatehouse's `navigate` adapter: same-origin paths change the page without a load. */
export const historyNavigate: Navigate = (to, options) => {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href)
    return
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (options?.replace) window.history.replaceState({ path }, '', path)
  else window.history.pushState({ path }, '', path)
  changed()
}

/** The current path, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname)
}
