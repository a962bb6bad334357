/**
 * One session per browser: what the tabs of one origin tell each other about the session they share
 * (its refresh cookie is one for all of them), and the lock under which one tab at a time renews it.
 * The platform's own: BroadcastChannel (else the `storage` event, with no token in it) and the Web
 * Locks API (else none: a single tab's client still shares one refresh at a time).
 */

/** What a tab tells its siblings. Only BroadcastChannel carries a token; the storage fallback never writes one. */
export type TabMessage =
  /** This tab renewed the session's token (`id` is the shared marker's value); siblings may use it instead of renewing again. */
  | { readonly type: 'refreshed'; readonly id: string; readonly accessToken?: string; readonly expiresIn?: number; readonly scope: string }
  /** The session is over: signed out, revoked, or its refresh refused. */
  | { readonly type: 'signedOut' }
  /** A new session, or the same session changed (a sign-in, a tenant switch, an impersonation started or stopped): load it again. */
  | { readonly type: 'sessionChanged' }

export interface TabSync {
  post(message: TabMessage): void
  subscribe(listener: (message: TabMessage) => void): () => void
  /** Runs `task` while no other tab of the origin runs one under this sync's lock. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** The shared marker of the last refresh any tab finished (an id, no secret), or null. */
  marker(): string | null
  setMarker(id: string): void
  close(): void
}

/** How long a tab waits for the refresh lock before it refreshes without it. */
export const LOCK_WAIT_MS = 10_000

/** The parts of BroadcastChannel, LockManager and Storage a TabSync uses: a test passes fakes. */
export interface TabPlatform {
  channel?: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null }
  locks?: { request<T>(name: string, task: () => Promise<T>): Promise<T> }
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Listens to the `storage` event (the fallback channel). */
  onStorage?: (listener: (event: { key: string | null; newValue: string | null }) => void) => () => void
}

/** The platform of this page, or what of it exists (nothing on a server). */
export function browserPlatform(): TabPlatform {
  const platform: TabPlatform = {}
  if (typeof BroadcastChannel === 'function') platform.channel = (name) => new BroadcastChannel(name)
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) {
    platform.locks = {
      request<T>(name: string, task: () => Promise<T>): Promise<T> {
        let started = false
        const run = () => {
          started = true
          return task()
        }
        // A sibling that holds the lock and never lets go (a page frozen mid-refresh) must not stall this
        // tab: past the wait it refreshes without the lock, as a browser without Web Locks does.
        return locks.request(name, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, run).catch((error: unknown) => {
          if (started || !(error instanceof DOMException) || (error.name !== 'TimeoutError' && error.name !== 'AbortError')) throw error
          return task()
        })
      },
    }
  }
  try {
    if (typeof localStorage !== 'undefined') platform.storage = localStorage
  } catch {
    // Blocked storage: no marker, no fallback channel.
  }
  if (typeof window !== 'undefined') {
    platform.onStorage = (listener) => {
      const handler = (event: StorageEvent) => listener({ key: event.key, newValue: event.newValue })
      window.addEventListener('storage', handler)
      return () => window.removeEventListener('storage', handler)
    }
  }
  return platform
}

/**
 * The tab sync of the session named `name` (the identity API it talks to): a channel, a lock and a
 * marker, all under that name.
 */
export function createTabSync(name: string, platform: TabPlatform = browserPlatform()): TabSync {
  const listeners = new Set<(message: TabMessage) => void>()
  const deliver = (message: unknown) => {
    if (!isTabMessage(message)) return
    for (const listener of [...listeners]) listener(message)
  }
  const markerKey = `${name}:refreshed`
  const fallbackKey = `${name}:message`
  let close = () => {}
  let send: (message: TabMessage) => void = () => {}
  const channel = platform.channel?.(name)
  if (channel) {
    channel.onmessage = (event) => deliver(event.data)
    send = (message) => channel.postMessage(message)
    close = () => channel.close()
  } else if (platform.storage && platform.onStorage) {
    const storage = platform.storage
    // The storage event reaches the other tabs only; a token is never written to storage.
    send = (message) => {
      const safe = message.type === 'refreshed' ? { type: message.type, id: message.id, scope: message.scope } : message
      try {
        storage.setItem(fallbackKey, JSON.stringify({ ...safe, nonce: Math.random() }))
        storage.removeItem(fallbackKey)
      } catch {
        // Storage full or blocked: the other tabs learn of it on their next refresh.
      }
    }
    close = platform.onStorage((event) => {
      if (event.key !== fallbackKey || !event.newValue) return
      try {
        deliver(JSON.parse(event.newValue))
      } catch {
        // Not ours.
      }
    })
  }
  return {
    post: (message) => send(message),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    exclusive: (task) => (platform.locks ? platform.locks.request(`${name}:refresh`, task) : task()),
    marker() {
      try {
        return platform.storage?.getItem(markerKey) ?? null
      } catch {
        return null
      }
    },
    setMarker(id) {
      try {
        platform.storage?.setItem(markerKey, id)
      } catch {
        // Blocked storage: a sibling that missed the message refreshes by itself, one at a time.
      }
    },
    close: () => {
      listeners.clear()
      close()
    },
  }
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type } = value as { type?: unknown }
  if (type === 'signedOut' || type === 'sessionChanged') return true
  const message = value as { id?: unknown; scope?: unknown; accessToken?: unknown }
  return type === 'refreshed' && typeof message.id === 'string' && typeof message.scope === 'string' && (message.accessToken === undefined || typeof message.accessToken === 'string')
}
