import type { ClientEvent } from '../../api'
import { decodeToken, type TokenClaims } from '../../api/token'
import { clampTimerDelay } from '../../api/sessionRules'
import { refreshDueAfterMs, retryDelayMs, tokenLifetimeSeconds } from '../../api/refreshTiming'
import type { FinishSignInContext, SessionApi } from './finishSignIn'
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

/** The clock and timers the lifecycle runs on; a test passes a fake monotonic clock. */
export interface LifecycleClock {
  /** Monotonic ms (performance.now()): never the device's wall clock. */
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  random(): number
  /** Whether the browser thinks it is online, and a way to hear when it comes back. */
  isOnline(): boolean
  onOnline(listener: () => void): () => void
}

export const browserClock: LifecycleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, clampTimerDelay(ms)),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => {}
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  },
}

/**
 * What keeps a session alive while the provider is mounted (spec/auth.md §4 session refresh):
 * restore on load; the client's refreshes and expiry followed; a proactive refresh due a lead before
 * the token's lifetime runs out, counted on the monotonic clock from when the token arrived; after a
 * failure that is not the server's "no", retries with backoff (and, offline, at the `online` event);
 * and what sibling tabs tell (a sign-out, a changed session). Returns the function that stops it all.
 */
export function startSessionLifecycle(options: SessionLifecycleOptions, clock: LifecycleClock = browserClock): () => void {
  const { client, store } = options
  let timer: unknown
  let scheduledFor: string | null = null
  let failures = 0
  let stopWaitingOnline = () => {}

  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    stopWaitingOnline()
    stopWaitingOnline = () => {}
  }

  const refreshNow = () => {
    cancel()
    // A refusal is told through sessionExpired (sign-out), any other failure through refreshFailed (retry).
    client.refresh().catch(() => undefined)
  }

  const onClientEvent = (event: ClientEvent) => {
    switch (event.type) {
      case 'tokenRefreshed': {
        failures = 0
        // A token that does not decode keeps the session; it loses the claims it cannot tell.
        const claims = decodeClaims(event.accessToken)
        store.updateToken(event.accessToken, tokenLifetimeSeconds(event.expiresIn, claims), claims ?? {})
        return
      }
      case 'refreshFailed':
        if (store.getSnapshot().user) retryLater()
        return
      case 'signedOutElsewhere':
        if (store.getSnapshot().user || store.getSnapshot().isLoading) store.signOut()
        return
      case 'sessionChangedElsewhere':
        void restoreSession(options)
        return
      case 'sessionExpired': {
        // Only the session whose token expired signs out; one that signed in meanwhile stays.
        const { user, isLoading } = store.getSnapshot()
        if ((user && user.accessToken === event.accessToken) || (!user && isLoading)) store.signOut()
      }
    }
  }

  /** After a failure that says nothing about the session: again after a backoff, or when the browser is back online. */
  const retryLater = () => {
    cancel()
    failures += 1
    if (!clock.isOnline()) {
      stopWaitingOnline = clock.onOnline(refreshNow)
      return
    }
    timer = clock.setTimeout(refreshNow, retryDelayMs(failures, clock.random()))
  }

  const schedule = () => {
    const user = store.getSnapshot().user
    const token = user?.accessToken ?? null
    if (token === scheduledFor) return
    cancel()
    scheduledFor = token
    if (!user) return
    // Counted from now, when the token arrived, on the monotonic timer: its lifetime is the server's (expires_in, else exp − iat).
    timer = clock.setTimeout(refreshNow, refreshDueAfterMs(user.expiresIn * 1000))
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
    cancel()
  }
}

function decodeClaims(token: string): TokenClaims | null {
  try {
    return decodeToken(token)
  } catch {
    return null
  }
}

/**
 * spec/auth.md §4: on load, the refresh cookie is exchanged for a token and the user loaded; a 401
 * (no cookie, expired) leaves the session signed out. A sign-in or sign-out that happens meanwhile wins.
 */
export async function restoreSession(options: Pick<SessionLifecycleOptions, 'client' | 'store' | 'flags' | 'flagsReady' | 'delays' | 'tabTenantId' | 'api'>): Promise<SessionUser | null> {
  const { client, store } = options
  const generation = store.generation()
  if (!store.getSnapshot().isLoading) store.setLoading(true)
  const stillMine = () => store.generation() === generation
  // The profile's calls and their schemas load while the refresh is on its way: no page has them in its first chunk.
  const signInWork = import('./finishSignIn')
  signInWork.catch(() => {})
  try {
    const tenantId = options.tabTenantId?.()
    const refreshed = await client.refresh(tenantId ? { tenantId } : {})
    if (!stillMine()) return null
    const { finishSignIn } = await signInWork.catch((cause: unknown) => {
      // As when the profile cannot be loaded: neither the client nor the session keeps the token (spec/auth.md §8).
      client.setAccessToken(null)
      throw cause
    })
    // The session the tabs share, loaded again here: nothing new to tell them.
    return await finishSignIn({ ...options, announce: false }, refreshed, options.api)
  } catch {
    // The refresh's own failure signed out already (sessionExpired); a profile failure did in finishSignIn.
    if (stillMine() && store.getSnapshot().isLoading) store.signOut()
    return null
  }
}
