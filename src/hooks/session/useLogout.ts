import { useCallback, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { isUserKey, resourceScope } from '../admin/resources/keys'
import { useGatehouse } from './GatehouseProvider'
import { logout } from './logout'
import * as authApi from '../../api/auth'
import { leaveOrigin } from '../shared/navigation'
import { useLatest } from '../shared/useLatest'

export interface LogoutOptions {
  /** The logout call; a test or a host can swap it. */
  api?: Pick<typeof authApi, 'logout'>
}

/** Signs out; safe to call twice (the second call shares the first). */
export type Logout = () => Promise<void>

/**
 * spec/auth.md §4 logout, for a host's own sign-out button (in hosted mode: the session here, then the
 * provider's end-session page, and the returned promise stays pending as the page leaves): the server told (a failure ignored), the
 * client's token, the session and per-user markers dropped, and the signed-in user's cached admin
 * answers cleared. Where to go next is the caller's choice (`LogoutScreen` goes to the login route).
 */
export function useLogout(options: LogoutOptions = {}): Logout {
  const gatehouse = useGatehouse('useLogout')
  const { mutate } = useSWRConfig()
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest(options.api)
  const pending = useRef<Promise<void> | null>(null)
  return useCallback(() => {
    pending.current ??= (async () => {
      const { client, store } = contextRef.current
      const scope = resourceScope(client, store.getSnapshot().user)
      // Every answer cached for this user goes with them: their tenant's, and their tenants list.
      const dropCache = async () => {
        if (scope) await mutate((key) => isUserKey(key, scope), undefined, { revalidate: false })
      }
      try {
        if (contextRef.current.hostedLogin) {
          // spec/auth.md §4 hosted mode: the provider's end-session page ends the session there too (loaded only in hosted mode).
          const { hostedLogout } = await import('../hosted/logout')
          const url = await hostedLogout(contextRef.current)
          await dropCache()
          if (url && leaveOrigin(contextRef.current, url)) {
            // The page is leaving for the provider: nothing after the logout should run.
            return new Promise<void>(() => {})
          }
          return
        }
        await logout(contextRef.current, apiRef.current)
        await dropCache()
      } finally {
        pending.current = null
      }
    })()
    return pending.current
  }, [apiRef, contextRef, mutate])
}
