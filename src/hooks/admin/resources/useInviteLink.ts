import { ApiError, invitations as invitationsApi, type InviteLink } from '../../../api'
import { useTeamContext, useTeamMutation, useTeamResource, type Resource, type ResourceMutation, type TeamContext } from './shared'
import { resourceKey } from './keys'

/** The tenant's invite link, or null when it has none (the API answers 404). Error key GET_TOKEN_LINK. */
export function useInviteLink(): Resource<InviteLink | null> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useInviteLink', 'loadInviteLink', invitationsApi.INVITE_LINK_PATH, null, ({ client }) =>
    invitationsApi.getInviteLink(client).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }),
  )
  return resource
}

/** The mutations write their answer where useInviteLink reads it. */
const inviteLinkKey = (context: TeamContext) => resourceKey(invitationsApi.INVITE_LINK_PATH, null, context.scope)

export interface InviteLinkSettings {
  /** spec/admin.md §9: 43200 (30 days) unless given. */
  expiresInMinutes?: number
  shouldSendEmail?: boolean
}

/** Creates the invite link (a new one replaces the old); the answer becomes useInviteLink's data. */
export function useCreateInviteLink(): ResourceMutation<InviteLinkSettings | undefined, InviteLink> {
  const context = useTeamContext('useCreateInviteLink')
  return useTeamMutation(context, 'createInviteLink', invitationsApi.INVITE_LINK_PATH, (settings?: InviteLinkSettings) => invitationsApi.createInviteLink(context.client, settings ?? {}), {
    key: inviteLinkKey(context),
    populateCache: true,
  })
}

/** Changes the link's validity or whether joining sends an email. */
export function useUpdateInviteLink(): ResourceMutation<InviteLinkSettings, InviteLink> {
  const context = useTeamContext('useUpdateInviteLink')
  return useTeamMutation(context, 'updateInviteLink', invitationsApi.INVITE_LINK_PATH, (settings: InviteLinkSettings) => invitationsApi.updateInviteLink(context.client, settings), {
    key: inviteLinkKey(context),
    populateCache: true,
  })
}

/** Deletes the link: useInviteLink's data becomes null. */
export function useDeleteInviteLink(): ResourceMutation<void, null> {
  const context = useTeamContext('useDeleteInviteLink')
  return useTeamMutation(
    context,
    'deleteInviteLink',
    invitationsApi.INVITE_LINK_PATH,
    async () => {
      await invitationsApi.deleteInviteLink(context.client)
      return null
    },
    { key: inviteLinkKey(context), populateCache: true },
  )
}
