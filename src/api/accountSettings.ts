import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

/** reference/endpoints.json: getSettings, updateSettings, getPublicSettings. */
export const ACCOUNT_SETTINGS_PATH = '/tenants/resources/account-settings/v1'
export const PUBLIC_ACCOUNT_SETTINGS_PATH = `${ACCOUNT_SETTINGS_PATH}/public`

/** spec/admin.md §6 (Account settings category). */
export { ACCOUNT_SETTINGS_PERMISSIONS } from './permissionKeys'

const text = v.optional(v.nullable(v.string()))

/**
 * spec/admin.md §3 Account settings: the tenant's company name (`name`), address, website,
 * timezone (IANA), date and time formats (`DD/MM/YYYY`, `HH:mm` …), currency (ISO 4217) and logo
 * (a URL or an image data URL).
 */
export const AccountSettingsSchema = v.looseObject({
  id: text,
  tenantId: text,
  name: text,
  address: text,
  website: text,
  timezone: text,
  dateFormat: text,
  timeFormat: text,
  currency: text,
  logo: text,
})
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>

/** What a save sends: only the fields that changed (a cleared optional one as null). */
export type AccountSettingsUpdate = Partial<Record<'name' | 'address' | 'website' | 'timezone' | 'dateFormat' | 'timeFormat' | 'currency' | 'logo', string | null>>

/** GET the active tenant's account settings. */
export function getAccountSettings(client: Client, options: CallOptions = {}): Promise<AccountSettings> {
  return client.request(ACCOUNT_SETTINGS_PATH, { schema: AccountSettingsSchema, ...options })
}

/** PUT the changed account settings; answers the settings as saved. */
export function updateAccountSettings(client: Client, update: AccountSettingsUpdate, options: CallOptions = {}): Promise<AccountSettings> {
  return client.request(ACCOUNT_SETTINGS_PATH, { method: 'PUT', body: update, schema: AccountSettingsSchema, ...options })
}
