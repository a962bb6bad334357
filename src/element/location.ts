import { useSyncExternalStore } from 'react'

/** The page's location as the elements see it: re-read on every move of the kit and on back/forward. */
export const location = (() => {
  const listeners = new Set<() => void>()
  let moves = 0
  const changed = () => {
    moves += 1
    listeners.forEach((listener) => listener())
  }
  return {
    changed,
    /** How many moves so far: the login box keeps its success step until the page moves on. */
    moves: () => moves,
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener('popstate', changed)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('popstate', changed)
      }
    },
  }
})()

export const useMoves = () => useSyncExternalStore(location.subscribe, location.moves)
export const usePathname = () => useSyncExternalStore(location.subscribe, () => window.location.pathname)

