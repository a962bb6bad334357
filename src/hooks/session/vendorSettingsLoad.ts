import { isSafeHttpUrl } from '../../api'
import { loadFeatureFlags, readFlags } from '../../api/flags'
import { getVendorPublicInfo, type VendorPublicInfo } from '../../api/vendor'
import { STORAGE_KEYS, type KeyValueStorage } from './storage'
import type { VendorBrand, VendorSettings, VendorSettingsSources } from './vendorSettings'

/**
 * How the vendor's settings are loaded (spec/auth.md §7): from session storage when this session
 * already has them, otherwise GET /flags (the kit's flags by name) and GET /vendors/public in
 * parallel. Each call's failure is only logged (spec/admin.md §8): its part keeps the defaults.
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
  'security-center-major-version',
  'multi-apps-admin-portal',
  'new-mfa-pages',
  'fe-usage-page',
  'admin_portal_ip_restrictions',
  'admin_portal_domain_restrictions',
  'groups-admin-box-new',
  'msp-all-accounts-new',
  'temporary-users',
] as const

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

/** Loads the settings: reused from this session when recent, else asked of the API (and kept when both answered). */
export async function loadVendorSettings(sources: VendorSettingsSources): Promise<VendorSettings> {
  const now = sources.now ?? Date.now
  const reused = reuseStoredSettings(readStored(sources.storage), now())
  if (reused) return reused
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
  return settings
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
