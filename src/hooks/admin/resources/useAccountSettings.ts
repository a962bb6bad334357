import { useCallback, useMemo } from 'react'
import { useSWRConfig } from 'swr'
import { accountSettings as api, type AccountSettings, type AccountSettingsUpdate } from '../../../api'
import { portalDate } from '../accountSettings'
import { usePermission } from '../shell/usePermissions'
import { useDialogSubmit } from '../useDialogSubmit'
import { useTeamResource, type Resource, type TeamContext } from './shared'

export interface AccountSettingsSave {
  /** True while a save runs: a second one is ignored meanwhile. */
  readonly isPending: boolean
  /** The last save's failure until the next save. */
  readonly error: unknown
  /** Sends `update`; the settings as saved replace the cached ones. True when saved. */
  save(update: AccountSettingsUpdate): Promise<boolean>
}

const loadSettings = ({ client }: TeamContext) => api.getAccountSettings(client)

/** The active tenant's account settings (spec/admin.md §3 Account settings), cached per scope, and their save. */
export function useAccountSettings(): Resource<AccountSettings> & { readonly saving: AccountSettingsSave } {
  const { key, context, ...resource } = useTeamResource('useAccountSettings', 'loadAccountSettings', api.ACCOUNT_SETTINGS_PATH, null, loadSettings)
  const { mutate } = useSWRConfig()
  const sending = useDialogSubmit()
  const { submit } = sending
  const save = useCallback(
    (update: AccountSettingsUpdate) =>
      submit(async () => {
        const saved = await context.logged('saveAccountSettings', api.updateAccountSettings(context.client, update))
        // The answer is the settings as saved: nothing is asked again.
        await mutate(key, saved, { revalidate: false })
      }),
    [submit, context, mutate, key],
  )
  return { ...resource, saving: { isPending: sending.isPending, error: sending.error, save } }
}

/** The portal's way of writing dates: see `portalDate`. */
export interface AccountDates {
  /** The account's settings are on their way: dates are written as '' meanwhile. */
  readonly isPending: boolean
  /** "11/27/2026" in the account's format. */
  date(instant: string | number | Date): string
  /** "11/27/2026 02:05 PM" in the account's formats and time zone. */
  dateTime(instant: string | number | Date): string
}

/**
 * How the portal's own dates are written (audit logs, sessions, invoices): in the account's
 * formats and time zone for a reader who may see its settings (fe.secure.read.accountSettings;
 * the settings tab's cached answer, so a save there shows everywhere at once), otherwise in
 * `locale` (at once, or when the settings fail to load). `timeZone` is the host's, if it gives one.
 */
export function useAccountDates(locale: string, timeZone?: string): AccountDates {
  const allowed = usePermission(api.ACCOUNT_SETTINGS_PERMISSIONS.read)
  const { data, isLoading } = useTeamResource('useAccountDates', 'loadAccountSettings', api.ACCOUNT_SETTINGS_PATH, null, loadSettings, undefined, allowed)
  // Until the settings answer (one call, cached for the session), dates are left out rather than
  // shown in one format and then another.
  const pending = allowed && isLoading
  return useMemo(
    () => ({
      isPending: pending,
      date: (instant) => (pending ? '' : portalDate(instant, data, locale, 'date', timeZone)),
      dateTime: (instant) => (pending ? '' : portalDate(instant, data, locale, 'dateTime', timeZone)),
    }),
    [pending, data, locale, timeZone],
  )
}
