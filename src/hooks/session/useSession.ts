import { useCallback, useSyncExternalStore } from 'react'
import { useGatehouse } from './GatehouseProvider'
import { STORAGE_KEYS } from './storage'
import type { SessionSnapshot } from './store'

/** The session: who is signed in, and whether that is still being worked out. */
export function useSession(): SessionSnapshot {
  const { store } = useGatehouse('useSession')
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

/**
 * Sends the user to the login route, remembering where they were so that a successful login
 * comes back here (spec/auth.md §4, after a successful login, step 3).
 */
export function useRedirectToLogin(): () => void {
  const { navigate, routes, currentUrl, sessionStorage } = useGatehouse('useRedirectToLogin')
  return useCallback(() => {
    const here = new URL(currentUrl())
    sessionStorage.setItem(STORAGE_KEYS.afterAuthRedirectUrl, `${here.pathname}${here.search}${here.hash}`)
    navigate(routes.loginUrl)
  }, [navigate, routes.loginUrl, currentUrl, sessionStorage])
}
