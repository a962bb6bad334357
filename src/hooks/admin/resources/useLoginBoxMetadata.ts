import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { metadata as api, type LoginBoxConfiguration, type MetadataAction } from '../../../api'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useDialogSubmit } from '../useDialogSubmit'
import { useTeamResource, type Resource } from './shared'

/** The tenant's custom login box as saved; null when none was saved or the lookup failed (the defaults show). */
export type LoginBoxMetadata = LoginBoxConfiguration | null

export interface LoginBoxSave {
  /** True while a save runs: a second one is ignored meanwhile. */
  readonly isPending: boolean
  /** The last save's failure until the next save. */
  readonly error: unknown
  /** Sends the actions; the box as saved replaces the cached one. True when saved. */
  save(actions: readonly MetadataAction[]): Promise<boolean>
}

/**
 * The custom login box (the adminBox metadata's `loginBox`, spec/admin.md §7), cached per scope,
 * and its save. spec/admin.md §8: a failed lookup is swallowed — logged, and the box reads as never
 * saved, so the defaults show and the admin can still edit and save.
 */
export function useLoginBoxMetadata(): Resource<LoginBoxMetadata> & { readonly saving: LoginBoxSave } {
  const { logger } = useGatehouse('useLoginBoxMetadata')
  const { key, context, ...resource } = useTeamResource('useLoginBoxMetadata', 'loadLoginBox', api.METADATA_PATH, { entityName: api.ADMIN_BOX_ENTITY }, ({ client }) =>
    api.getAdminBoxMetadata(client).then(
      (row) => row.configuration?.loginBox ?? null,
      (error: unknown) => {
        logger.warn('gatehouse: the custom login box could not be loaded; its defaults show.', error)
        return null
      },
    ),
  )
  const { mutate } = useSWRConfig()
  const sending = useDialogSubmit()
  const { submit } = sending
  const save = useCallback(
    (actions: readonly MetadataAction[]) =>
      submit(async () => {
        const saved = await context.logged('saveLoginBox', api.updateAdminBoxMetadata(context.client, actions))
        // The answer is the row as saved: nothing is asked again.
        await mutate(key, saved.configuration?.loginBox ?? null, { revalidate: false })
      }),
    [submit, context, mutate, key],
  )
  return { ...resource, saving: { isPending: sending.isPending, error: sending.error, save } }
}
