import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { accountSettings as api, type AccountSettings, type AccountSettingsUpdate } from '../../../api'
import { useDialogSubmit } from '../useDialogSubmit'
import { useTeamResource, type Resource } from './shared'

export interface AccountSettingsSave {
  /** True while a save runs: a second one is ignored meanwhile. */
  readonly isPending: boolean
  /** The last save's failure until the next save. */
  readonly error: unknown
  /** Sends `update`; the settings as saved replace the cached ones. True when saved. */
  save(update: AccountSettingsUpdate): Promise<boolean>
}

/** The active tenant's account settings (spec/admin.md §3 Account settings), cached per scope, and their save. */
export function useAccountSettings(): Resource<AccountSettings> & { readonly saving: AccountSettingsSave } {
  const { key, context, ...resource } = useTeamResource('useAccountSettings', 'loadAccountSettings', api.ACCOUNT_SETTINGS_PATH, null, ({ client }) => api.getAccountSettings(client))
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
