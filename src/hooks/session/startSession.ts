import type { Client } from '../../api'
import { createTabSync } from '../../api/tabSync'
import { startSessionLifecycle, type SessionLifecycleOptions } from './lifecycle'
import { trackSessionHint } from './sessionHint'
import type { KeyValueStorage } from './storage'

export interface SessionStartOptions extends SessionLifecycleOptions {
  /** Share the session with the other tabs of the origin (the provider's `syncTabs`). */
  readonly syncTabs: boolean
  /** Where the session hint is kept, and under which key. */
  readonly hint: { readonly storage: KeyValueStorage; readonly key: string }
}

/**
 * What the provider runs while it is mounted, loaded as it mounts (not in a page's first chunk: a
 * signed-out visitor's first render needs none of it): the tabs' channel and lock, the session hint,
 * then the lifecycle (restore, refreshes, retries). Returns the function that stops it all.
 */
export function startSession(options: SessionStartOptions): () => void {
  const { client, store } = options
  // Before the lifecycle starts, so that the restore's refresh already takes the tabs' lock.
  const tabs = options.syncTabs ? createTabSync(tabSyncName(client)) : null
  const stopSync = tabs ? client.syncTabs(tabs) : () => {}
  // Before the restore too: a refused restore clears the hint that made the login route wait.
  const stopHint = trackSessionHint({ client, store, ...options.hint })
  const stopLifecycle = startSessionLifecycle(options)
  return () => {
    stopLifecycle()
    stopHint()
    stopSync()
    tabs?.close()
  }
}

/** The tabs that share a session are those that talk to the same identity API. */
export function tabSyncName(client: Client): string {
  const origin = typeof location === 'undefined' ? '' : location.origin
  return `gatehouse:session:${client.options.baseUrl || origin}${client.options.prefix ?? ''}`
}
