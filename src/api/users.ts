import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 users: the team list (v2), the list with presets (v3), a user by id (v1). */
export const USERS_V1_PATH = '/identity/resources/users/v1'
export const USERS_V2_PATH = '/identity/resources/users/v2'
export const USERS_V3_PATH = '/identity/resources/users/v3'
/** spec/admin.md §7 team: update, delete and resend activation of a member. */
export const TEAM_MEMBERS_PATH = '/team/resources/members/v1'
/** spec/admin.md §7 users: temporary users (expiry per user, vendor configuration). */
export const TEMPORARY_USERS_PATH = '/identity/resources/users/temporary/v1'
export const TEMPORARY_USERS_CONFIG_PATH = `${TEMPORARY_USERS_PATH}/configuration`
/** spec/auth.md §7 users: the signed-in user changes their own password. */
export const CHANGE_PASSWORD_PATH = `${USERS_V1_PATH}/passwords/change`

/** spec/admin.md §3 User sort fields. */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'id', 'verified', 'isLocked', 'provider', 'tenantId'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]
export const SORT_ORDERS = ['ASC', 'DESC'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
/** spec/admin.md §3 User provider values. */
export const USER_PROVIDERS = ['local', 'saml', 'google', 'github', 'facebook', 'microsoft', 'scim2', 'slack'] as const
/** spec/admin.md §3 security center user filter presets (v3 list). */
export const USER_PRESETS = ['mfa-unenrolled', 'breached-passwords', 'inactive'] as const
export type UserPreset = (typeof USER_PRESETS)[number]

/** A role as it comes inside a user or a group: enough to show and match it. */
export const RoleRefSchema = v.looseObject({
  id: v.string(),
  key: v.optional(v.string()),
  name: v.optional(v.string()),
  description: v.optional(v.nullable(v.string())),
  isDefault: v.optional(v.boolean()),
})
export type RoleRef = v.InferOutput<typeof RoleRefSchema>

/** spec/admin.md §3 User, as the users v2/v3 lists answer it. */
export const TeamUserSchema = v.looseObject({
  id: v.string(),
  email: v.string(),
  name: v.optional(v.nullable(v.string())),
  phoneNumber: v.optional(v.nullable(v.string())),
  profilePictureUrl: v.optional(v.nullable(v.string())),
  tenantId: v.optional(v.string()),
  tenantIds: v.optional(v.array(v.string())),
  verified: v.optional(v.boolean()),
  /** False while the invitation to the tenant is pending. */
  activatedForTenant: v.optional(v.boolean()),
  isLocked: v.optional(v.boolean()),
  provider: v.optional(v.string()),
  mfaEnrolled: v.optional(v.boolean()),
  createdAt: v.optional(v.string()),
  lastLogin: v.optional(v.nullable(v.string())),
  metadata: v.optional(v.nullable(v.string())),
  roles: v.optional(v.array(RoleRefSchema)),
  groups: v.optional(v.array(v.looseObject({ id: v.string(), name: v.optional(v.string()), color: v.optional(v.nullable(v.string())) }))),
  tenants: v.optional(
    v.array(v.looseObject({ tenantId: v.string(), roles: v.optional(v.array(RoleRefSchema)), temporaryExpirationDate: v.optional(v.nullable(v.string())) })),
  ),
  /** A temporary user's expiry in the requested tenant (ISO 8601); absent or null when permanent. */
  temporaryExpirationDate: v.optional(v.nullable(v.string())),
  managedBy: v.optional(v.string()),
  subAccountAccessAllowed: v.optional(v.boolean()),
})
export type TeamUser = v.InferOutput<typeof TeamUserSchema>

/** A page of users: spec/admin.md §7 "answer has items and _metadata (totalItems, totalPages)". */
export const UsersPageSchema = v.looseObject({
  items: v.array(TeamUserSchema),
  _metadata: v.looseObject({ totalItems: v.number(), totalPages: v.number() }),
})
export type UsersPage = v.InferOutput<typeof UsersPageSchema>

export const TemporaryUsersConfigSchema = v.looseObject({ enabled: v.boolean() })
export type TemporaryUsersConfig = v.InferOutput<typeof TemporaryUsersConfigSchema>

/**
 * spec/admin.md §3 team users query. `pageOffset` is a page index (0 = first page) and `pageSize`
 * the items per page: the API reads them as `_offset` and `_limit`.
 */
export interface UsersQuery {
  pageOffset?: number
  pageSize?: number
  /** Text searched in names and emails (`_filter`). */
  filter?: string
  sortBy?: UserSortField
  order?: SortOrder
  /** Also list the users of the tenant's sub-tenants (resellers). */
  includeSubTenants?: boolean
}

/** The v3 list adds filters the security center uses. */
export interface UsersV3Query extends UsersQuery {
  tenantId?: string
  email?: string
  preset?: UserPreset
  /** With the `inactive` preset: no login for this many seconds (spec/admin.md §9: 7776000). */
  maxInactiveSeconds?: number
  ids?: readonly string[]
}

export interface AddUserInput {
  email: string
  name?: string
  phoneNumber?: string
  roleIds?: readonly string[]
  /** Makes the user temporary: the account expires after this many seconds. */
  expirationInSeconds?: number
}

/** spec/admin.md §7 team "PUT members": `roleIds` replaces the member's roles. */
export interface UpdateMemberInput {
  id: string
  roleIds?: readonly string[]
  name?: string
  phoneNumber?: string
}

function usersQuery(query: UsersQuery) {
  return {
    _offset: query.pageOffset,
    _limit: query.pageSize,
    _filter: query.filter || undefined,
    _sortBy: query.sortBy,
    _order: query.order,
    _includeSubTenants: query.includeSubTenants,
  }
}

const member = (userId: string) => `${TEAM_MEMBERS_PATH}/${encodeURIComponent(userId)}`
const temporaryUser = (userId: string) => `${TEMPORARY_USERS_PATH}/${encodeURIComponent(userId)}`

/** GET the team's users, one page (v2). */
export function listUsers(client: Client, query: UsersQuery = {}, options: CallOptions = {}): Promise<UsersPage> {
  return client.request(USERS_V2_PATH, { query: usersQuery(query), schema: UsersPageSchema, ...options })
}

/** GET users with the v3 filters (tenant, email, security-center presets, ids). */
export function listUsersV3(client: Client, query: UsersV3Query = {}, options: CallOptions = {}): Promise<UsersPage> {
  return client.request(USERS_V3_PATH, {
    query: {
      ...usersQuery(query),
      _tenantId: query.tenantId,
      _email: query.email,
      _preset: query.preset,
      _maxInactiveSeconds: query.maxInactiveSeconds,
      ids: query.ids?.length ? query.ids.join(',') : undefined,
    },
    schema: UsersPageSchema,
    ...options,
  })
}

/** GET one user by id (v1). */
export function getUser(client: Client, input: { userId: string }, options: CallOptions = {}): Promise<TeamUser> {
  return client.request(`${USERS_V1_PATH}/${encodeURIComponent(input.userId)}`, { schema: TeamUserSchema, ...options })
}

/** Invites a user to the tenant (v2, local provider); answers the new user. */
export function addUser(client: Client, input: AddUserInput, options: CallOptions = {}): Promise<TeamUser> {
  return client.request(USERS_V2_PATH, { method: 'POST', body: { provider: 'local', ...input }, schema: TeamUserSchema, ...options })
}

/** Sends a pending user's invitation again: the same v2 call with the email only. */
export function resendInvitation(client: Client, input: { email: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(USERS_V2_PATH, { method: 'POST', body: { email: input.email }, schema: EmptySchema, ...options })
}

/** Sends the user's invitation again for every tenant they are pending in. */
export function resendInvitationToAllTenants(client: Client, input: { email: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${USERS_V1_PATH}/invitation/reset/all`, { method: 'POST', body: { email: input.email }, schema: EmptySchema, ...options })
}

/** Changes a member (roles, name, phone). The answer is not relied on: lists are refetched after. */
export function updateMember(client: Client, input: UpdateMemberInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(TEAM_MEMBERS_PATH, { method: 'PUT', body: input, schema: EmptySchema, ...options })
}

/** Removes a user from the tenant. */
export function deleteUser(client: Client, input: { userId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(member(input.userId), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** Sends a not yet activated user the activation email again. */
export function resendActivation(client: Client, input: { userId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${member(input.userId)}/resendActivationEmail`, { method: 'POST', body: {}, schema: EmptySchema, ...options })
}

/** Whether the vendor lets users be temporary. */
export function getTemporaryUsersConfig(client: Client, options: CallOptions = {}): Promise<TemporaryUsersConfig> {
  return client.request(TEMPORARY_USERS_CONFIG_PATH, { schema: TemporaryUsersConfigSchema, ...options })
}

/** Makes a user temporary, expiring `expirationInSeconds` from now. */
export function setUserExpiration(client: Client, input: { userId: string; expirationInSeconds: number }, options: CallOptions = {}): Promise<unknown> {
  return client.request(temporaryUser(input.userId), { method: 'PUT', body: { expirationInSeconds: input.expirationInSeconds }, schema: EmptySchema, ...options })
}

/** Makes a temporary user permanent. */
export function removeUserExpiration(client: Client, input: { userId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(temporaryUser(input.userId), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** What the signed-in user sends to change their password: the current one proves it is them. */
export interface ChangePasswordInput {
  password: string
  newPassword: string
}

/** Changes the signed-in user's password (bearer token); the answer has no body. */
export function changePassword(client: Client, input: ChangePasswordInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(CHANGE_PASSWORD_PATH, { method: 'POST', body: { password: input.password, newPassword: input.newPassword }, schema: EmptySchema, ...options })
}
