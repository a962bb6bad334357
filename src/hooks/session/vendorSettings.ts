import { isSafeHttpUrl, type Client } from '../../api'
import { loadFeatureFlags, readFlags } from '../../api/flags'
import { getVendorPublicInfo, type VendorPublicInfo } from '../../api/vendor'
import { STORAGE_KEYS, type KeyValueStorage } from './storage'

/**
 * What the provider loads from the identity API once per session (spec/auth.md §7): the feature
 * flags by name (GET /flags) and the vendor's public info (GET /vendors/public). Both are optional
 * to the kit: a failure is only logged and the defaults apply (spec/admin.md §8), and the host's
 * `flags` prop overrides any flag the API sends.
 */

/**
 * Every flag the kit reads (spec/auth.md §6, spec/admin.md §2 and §4), asked of GET /flags by name.
 * A flag is on only when the API or the host says so.
 */
export const KIT_FLAGS = [
  'admin_portal_use_current_user_tenants_v1_endpoint',
  'admin_portal_entitlements',
  'admin_portal_should_load_authorization',
  'show-passkeys-new',
  'security-center-show-login-flows',
  'multi-apps-admin-portal',
  'new-mfa-pages',
  'fe-usage-page',
  'admin_portal_ip_restrictions',
  'admin_portal_domain_restrictions',
  'groups-admin-box-new',
  'msp-all-accounts-new',
  'temporary-users',
] as const

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

/** How long settings kept in session storage are used instead of asking again. */
export const VENDOR_SETTINGS_MAX_AGE_MS = 60 * 60 * 1000

const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml|avif)[;,]/i

/** The brand from the API's answer; a logo that is no image address is dropped, never shown. */
export function vendorBrand(info: VendorPublicInfo): VendorBrand {
  const name = info.name?.trim() || null
  const logo = info.logo?.trim() || null
  return {
    name,
    logo: logo && (IMAGE_DATA_URL.test(logo) || isSafeHttpUrl(logo)) ? logo : null,
    // Only the vendor's explicit "no" shows the kit's mark: an answer without the field hides it.
    whiteLabelMode: info.whiteLabelMode !== false,
  }
}

/** The flags every hook reads: the API's, with the host's `flags` prop over them flag by flag. */
export function effectiveFlags(remote: Readonly<Record<string, boolean>>, host: Readonly<Record<string, boolean>> | undefined): Readonly<Record<string, boolean>> {
  if (!host || Object.keys(host).length === 0) return remote
  if (Object.keys(remote).length === 0) return host
  return { ...remote, ...host }
}

interface StoredSettings {
  readonly at: number
  readonly flags: Readonly<Record<string, boolean>>
  readonly brand: VendorBrand | null
}

/** What session storage keeps: the settings and the wall-clock time they were loaded. */
export function storedSettings(settings: Pick<VendorSettings, 'flags' | 'brand'>, now: number): string {
  return JSON.stringify({ at: now, flags: settings.flags, brand: settings.brand } satisfies StoredSettings)
}

/**
 * The settings kept earlier this session, when they are there, readable and younger than
 * `maxAgeMs`; otherwise null, and the provider asks the API. A time in the future (the device clock
 * was moved back) counts as too old.
 */
export function reuseStoredSettings(stored: string | null, now: number, maxAgeMs = VENDOR_SETTINGS_MAX_AGE_MS): VendorSettings | null {
  if (!stored) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  if (!isRecord(parsed) || typeof parsed.at !== 'number' || !isRecord(parsed.flags)) return null
  const age = now - parsed.at
  if (!(age >= 0 && age < maxAgeMs)) return null
  const flags = Object.fromEntries(Object.entries(parsed.flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'))
  const brand = isRecord(parsed.brand) ? vendorBrand({ name: asString(parsed.brand.name), logo: asString(parsed.brand.logo), whiteLabelMode: parsed.brand.whiteLabelMode !== false }) : null
  return { status: 'ready', flags, brand }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null)

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
 * The provider's holder of the vendor's settings: one GET /flags and one GET /vendors/public per
 * session (none when session storage has recent ones), in parallel. Each call's failure is only
 * logged (spec/admin.md §8): its part keeps the defaults, and nothing asks again this page.
 */
export function createVendorSettingsStore(sources: VendorSettingsSources): VendorSettingsStore {
  const now = sources.now ?? Date.now
  const listeners = new Set<() => void>()
  let snapshot = NO_VENDOR_SETTINGS
  let loading: Promise<void> | null = null
  const set = (next: VendorSettings) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  const fetchBoth = async () => {
    const { client, logger } = sources
    const [flags, brand] = await Promise.all([
      loadFeatureFlags(client, KIT_FLAGS).then(readFlags, (error: unknown) => {
        logger.warn('Gatehouse: feature flags could not be loaded; every flag the host does not set is off.', error)
        return null
      }),
      getVendorPublicInfo(client).then(vendorBrand, (error: unknown) => {
        logger.warn("Gatehouse: the vendor's public info could not be loaded.", error)
        return null
      }),
    ])
    const settings: VendorSettings = { status: 'ready', flags: flags ?? {}, brand }
    // Only a complete answer is kept: a part that failed is asked again on the next page.
    if (flags && brand) writeStored(sources.storage, storedSettings(settings, now()))
    set(settings)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe,
    load() {
      if (loading) return
      const reused = reuseStoredSettings(readStored(sources.storage), now())
      if (reused) {
        loading = Promise.resolve()
        set(reused)
        return
      }
      loading = fetchBoth()
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

function readStored(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(STORAGE_KEYS.vendorSettings)
  } catch {
    return null
  }
}

function writeStored(storage: KeyValueStorage, value: string): void {
  try {
    storage.setItem(STORAGE_KEYS.vendorSettings, value)
  } catch {
    // A full or refused storage: the next page asks again.
  }
}
