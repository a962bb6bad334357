import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** The tenant's invitation link, held by the signed-in admin (spec/admin.md §7 team and SSO). */
export const INVITE_LINK_PATH = '/identity/resources/tenants/invites/v1/user'
export const INVITE_LINK_CONFIGURATION_PATH = '/identity/resources/tenants/invites/v1/configuration'

/** spec/admin.md §9: a new invite link is valid 43200 minutes (30 days). */
export const INVITE_LINK_VALIDITY_MINUTES = 43200

/** spec/admin.md §3 Invite link. `expires` is when the token stops working (ISO 8601). */
export const InviteLinkSchema = v.looseObject({
  id: v.optional(v.string()),
  token: v.string(),
  expires: v.optional(v.string()),
  shouldSendEmail: v.optional(v.boolean()),
  tenantId: v.optional(v.string()),
  userId: v.optional(v.nullable(v.string())),
})
export type InviteLink = v.InferOutput<typeof InviteLinkSchema>

export const InviteLinkConfigurationSchema = v.looseObject({
  tenantInvitationsAllowed: v.boolean(),
  emailsEnabled: v.optional(v.boolean()),
})
export type InviteLinkConfiguration = v.InferOutput<typeof InviteLinkConfigurationSchema>

/** GET the current invite link; a tenant without one answers 404. */
export function getInviteLink(client: Client, options: CallOptions = {}): Promise<InviteLink> {
  return client.request(INVITE_LINK_PATH, { schema: InviteLinkSchema, ...options })
}

/** Creates the invite link, valid 43200 minutes unless told otherwise. */
export function createInviteLink(
  client: Client,
  input: { expiresInMinutes?: number; shouldSendEmail?: boolean } = {},
  options: CallOptions = {},
): Promise<InviteLink> {
  const body = { expiresInMinutes: input.expiresInMinutes ?? INVITE_LINK_VALIDITY_MINUTES, ...(input.shouldSendEmail === undefined ? {} : { shouldSendEmail: input.shouldSendEmail }) }
  return client.request(INVITE_LINK_PATH, { method: 'POST', body, schema: InviteLinkSchema, ...options })
}

/** Changes the link's validity or whether joining through it sends an email. */
export function updateInviteLink(client: Client, input: { expiresInMinutes?: number; shouldSendEmail?: boolean }, options: CallOptions = {}): Promise<InviteLink> {
  return client.request(INVITE_LINK_PATH, { method: 'PATCH', body: input, schema: InviteLinkSchema, ...options })
}

export function deleteInviteLink(client: Client, options: CallOptions = {}): Promise<unknown> {
  return client.request(INVITE_LINK_PATH, { method: 'DELETE', schema: EmptySchema, ...options })
}

/** Whether the vendor allows invitation links at all. */
export function getInviteLinkConfiguration(client: Client, options: CallOptions = {}): Promise<InviteLinkConfiguration> {
  return client.request(INVITE_LINK_CONFIGURATION_PATH, { schema: InviteLinkConfigurationSchema, ...options })
}

/** spec/auth.md §7 users: accepting an invitation to a tenant (the link's token and user id). */
export const ACCEPT_INVITATION_PATH = '/identity/resources/users/v1/invitation/accept'

/** Accepts the invitation the emailed link carries; a used, expired or unknown token is refused. */
export function acceptInvitation(client: Client, input: { token: string; userId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(ACCEPT_INVITATION_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
