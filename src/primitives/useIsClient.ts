import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while hydrating, true once the page is the browser's (the body exists):
 * what portals into the body wait for, so that a hydrated page matches the one the server wrote.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
