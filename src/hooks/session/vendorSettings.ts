import type { Client } from '../../api'
import type { KeyValueStorage } from './storage'

/**
 * What the provider loads from the identity API once per session (spec/auth.md §7): the feature
 * flags by name (GET /flags) and the vendor's public info (GET /vendors/public). Both are optional
 * to the kit: a failure is only logged and the defaults apply (spec/admin.md §8), and the host's
 * `flags` prop overrides any flag the API sends. The calls and their checks come in a chunk of their
 * own (vendorSettingsLoad.ts), fetched as the provider mounts, beside the session restore.
 */

/** The vendor as the screens show it: its name and logo, and whether the kit's own mark is hidden. */
export interface VendorBrand {
  readonly name: string | null
  /** An https (or http) URL or a `data:image/…` URL; anything else is dropped. */
  readonly logo: string | null
  /** The vendor hides the kit's own mark ("Secured by Gatehouse"). */
  readonly whiteLabelMode: boolean
}

/** What the screens know of the vendor's settings at a moment. */
export interface VendorSettings {
  /** `loading` until both calls answered; `ready` after, each part with what came (or the defaults). */
  readonly status: 'loading' | 'ready'
  /** The flags the API sent, as booleans. */
  readonly flags: Readonly<Record<string, boolean>>
  /** The vendor's public info, or null while unknown or when it failed to load. */
  readonly brand: VendorBrand | null
}

export const NO_VENDOR_SETTINGS: VendorSettings = { status: 'loading', flags: {}, brand: null }

/** The flags every hook reads: the API's, with the host's `flags` prop over them flag by flag. */
export function effectiveFlags(remote: Readonly<Record<string, boolean>>, host: Readonly<Record<string, boolean>> | undefined): Readonly<Record<string, boolean>> {
  if (!host || Object.keys(host).length === 0) return remote
  if (Object.keys(remote).length === 0) return host
  return { ...remote, ...host }
}

export interface VendorSettingsStore {
  getSnapshot(): VendorSettings
  subscribe(listener: () => void): () => void
  /** Loads the settings the first time it is called (a StrictMode re-run or a second caller asks nothing). */
  load(): void
  /** Resolves with the loaded flags once both calls answered, or with what is known after `timeoutMs`. */
  settled(timeoutMs: number): Promise<Readonly<Record<string, boolean>>>
}

export interface VendorSettingsSources {
  readonly client: Client
  /** Session storage: one load per session, and the brand there at once on the next page. */
  readonly storage: KeyValueStorage
  readonly logger: { warn(...args: unknown[]): void }
  readonly now?: () => number
}

/**
 * The provider's holder of the vendor's settings: loaded once (vendorSettingsLoad.ts decides how),
 * told to its listeners, waited for by a restore. A chunk that fails to arrive is only logged.
 */
export function createVendorSettingsStore(sources: VendorSettingsSources): VendorSettingsStore {
  const listeners = new Set<() => void>()
  let snapshot = NO_VENDOR_SETTINGS
  let loading = false
  const set = (next: VendorSettings) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe,
    load() {
      if (loading) return
      loading = true
      import('./vendorSettingsLoad')
        .then(({ loadVendorSettings }) => loadVendorSettings(sources))
        .then(set, (error: unknown) => {
          sources.logger.warn("Gatehouse: the vendor's settings could not be loaded; every flag the host does not set is off.", error)
          set({ status: 'ready', flags: {}, brand: null })
        })
    },
    settled(timeoutMs) {
      if (snapshot.status === 'ready') return Promise.resolve(snapshot.flags)
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(), timeoutMs)
        const unsubscribe = subscribe(() => {
          if (snapshot.status === 'ready') done()
        })
        function done() {
          clearTimeout(timer)
          unsubscribe()
          resolve(snapshot.flags)
        }
      })
    },
  }
}
