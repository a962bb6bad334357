import type { ClientEvent } from '../../api'
import { proactiveRefreshDelay, tokenExpiresAt } from '../../api/sessionRules'
import { finishSignIn, type FinishSignInContext, type SessionApi } from './finishSignIn'
import type { SessionUser } from './store'

export interface SessionLifecycleOptions extends FinishSignInContext {
  /** Restore the session from the refresh cookie when starting (once per store, StrictMode or not). */
  readonly restore: boolean
  /** The tenant this tab works in, when the separate-tabs setting keeps one per tab. */
  readonly tabTenantId?: () => string | undefined
  readonly api?: Partial<SessionApi>
  /** Restores another way than the refresh call (hosted login's silent refresh); settles the store itself. */
  readonly restoreBy?: () => Promise<unknown>
}

const restoredStores = new WeakSet<object>()

/**
 * What keeps a session alive while the provider is mounted (spec/auth.md §4 session refresh):
 * restore on load, the client's refreshes and expiry followed, and a proactive refresh before the
 * token's `exp`. Returns the function that stops the timers and listeners (sign-out or unmount).
 */
export function startSessionLifecycle(options: SessionLifecycleOptions): () => void {
  const { client, store } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let scheduledFor: string | null = null

  const onClientEvent = (event: ClientEvent) => {
    if (event.type === 'tokenRefreshed') {
      store.updateToken(event.accessToken, event.expiresIn ?? store.getSnapshot().user?.expiresIn ?? 300)
      return
    }
    // Only the session whose token expired signs out; one that signed in meanwhile stays.
    const { user, isLoading } = store.getSnapshot()
    if ((user && user.accessToken === event.accessToken) || (!user && isLoading)) store.signOut()
  }

  const schedule = () => {
    const user = store.getSnapshot().user
    const token = user?.accessToken ?? null
    if (token === scheduledFor) return
    clearTimeout(timer)
    timer = undefined
    scheduledFor = token
    if (!user) return
    const now = Date.now()
    timer = setTimeout(() => {
      // A failure is told through sessionExpired, which signs out.
      client.refresh().catch(() => undefined)
    }, proactiveRefreshDelay(tokenExpiresAt(user, user.expiresIn, now), tokenLifetimeMs(user), now))
  }

  const unsubscribeClient = client.subscribe(onClientEvent)
  const unsubscribeStore = store.subscribe(schedule)
  schedule()
  if (options.restore && !restoredStores.has(store)) {
    restoredStores.add(store)
    void (options.restoreBy ? options.restoreBy() : restoreSession(options))
  }
  return () => {
    unsubscribeClient()
    unsubscribeStore()
    clearTimeout(timer)
  }
}

/**
 * spec/auth.md §4: on load, the refresh cookie is exchanged for a token and the user loaded; a 401
 * (no cookie, expired) leaves the session signed out. A sign-in or sign-out that happens meanwhile wins.
 */
export async function restoreSession(options: Pick<SessionLifecycleOptions, 'client' | 'store' | 'flags' | 'delays' | 'tabTenantId' | 'api'>): Promise<SessionUser | null> {
  const { client, store } = options
  const generation = store.generation()
  if (!store.getSnapshot().isLoading) store.setLoading(true)
  const stillMine = () => store.generation() === generation
  try {
    const tenantId = options.tabTenantId?.()
    const refreshed = await client.refresh(tenantId ? { tenantId } : {})
    if (!stillMine()) return null
    return await finishSignIn(options, refreshed, options.api)
  } catch {
    // The refresh's own failure signed out already (sessionExpired); a profile failure did in finishSignIn.
    if (stillMine() && store.getSnapshot().isLoading) store.signOut()
    return null
  }
}

function tokenLifetimeMs(user: SessionUser): number {
  if (typeof user.exp === 'number' && typeof user.iat === 'number') return (user.exp - user.iat) * 1000
  return user.expiresIn * 1000
}
