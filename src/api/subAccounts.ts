import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'
import { RoleRefSchema, type SortOrder, type UserSortField } from './users'

// spec/admin.md §7 Tenants: the hierarchy, sub-tenants, their users and roles, users JWT per tenant.
export const HIERARCHY_SEARCH_PATH = '/tenants/resources/hierarchy/v2'
export const HIERARCHY_PARENTS_PATH = '/tenants/resources/hierarchy/v1/parents'
export const TENANTS_USERS_COUNT_PATH = '/identity/resources/tenants/users/v1/count'
export const SUB_TENANTS_PATH = '/tenants/resources/sub-tenants/v1'
export const SUB_TENANT_USERS_PATH = '/identity/resources/sub-tenants/users/v1'
export const SUB_TENANT_ADD_USERS_PATH = '/identity/resources/sub-tenants/users/v2/'
export const USER_JWT_PATH = '/identity/resources/users/v3/me/token'

/** spec/admin.md §9: sub-account list and search limit 50, offset 0. */
export const SUB_ACCOUNTS_LIMIT = 50

/** spec/admin.md §9: an account's users, 10 a page. */
export const SUB_ACCOUNT_USERS_PAGE_SIZE = 10

/** spec/admin.md §3 Tenant, as the hierarchy answers it. */
export const SubAccountSchema = v.looseObject({
  tenantId: v.string(),
  name: v.string(),
  parentTenantId: v.optional(v.nullable(v.string())),
  isReseller: v.optional(v.boolean()),
  createdAt: v.optional(v.nullable(v.string())),
  /** How many sub-accounts sit directly below it (the tree shows an expander when > 0). */
  numberOfChildren: v.optional(v.number()),
  /** How many sub-accounts sit below it at any depth (deleting it deletes them). */
  numberOfDescendants: v.optional(v.number()),
})
export type SubAccount = v.InferOutput<typeof SubAccountSchema>

export const SubAccountsPageSchema = v.looseObject({
  items: v.array(SubAccountSchema),
  _metadata: v.optional(v.looseObject({ totalItems: v.optional(v.number()) })),
})
export type SubAccountsPage = v.InferOutput<typeof SubAccountsPageSchema>

/** v2 search: `filter` matches names; `parentTenantId` lists that account's direct children. */
export interface SubAccountsQuery {
  filter?: string
  parentTenantId?: string
  offset?: number
  limit?: number
}

/** GET hierarchy v2 (_offset, _limit, _filter, _subTenantId). */
export function searchSubAccounts(client: Client, query: SubAccountsQuery, options: CallOptions = {}): Promise<SubAccountsPage> {
  return client.request(HIERARCHY_SEARCH_PATH, {
    query: { _offset: query.offset ?? 0, _limit: query.limit ?? SUB_ACCOUNTS_LIMIT, _filter: query.filter || undefined, _subTenantId: query.parentTenantId },
    schema: SubAccountsPageSchema,
    ...options,
  })
}

/** GET parents/{tenantId}: the accounts from the caller's own down to this one, itself last. */
export function getAccountPath(client: Client, input: { tenantId: string }, options: CallOptions = {}): Promise<SubAccount[]> {
  return client.request(`${HIERARCHY_PARENTS_PATH}/${encodeURIComponent(input.tenantId)}`, { schema: v.array(SubAccountSchema), ...options })
}

export const UsersCountSchema = v.array(v.looseObject({ tenantId: v.string(), totalUsers: v.number() }))

/** POST users count (tenantIds): how many users each account has. */
export function countUsers(client: Client, input: { tenantIds: readonly string[] }, options: CallOptions = {}): Promise<v.InferOutput<typeof UsersCountSchema>> {
  return client.request(TENANTS_USERS_COUNT_PATH, { method: 'POST', body: { tenantIds: input.tenantIds }, schema: UsersCountSchema, ...options })
}

export interface CreateSubAccountInput {
  name: string
  /** The new account's id, chosen by the caller. */
  tenantId: string
  parentTenantId: string
}

const subTenant = (tenantId: string) => `${SUB_TENANTS_PATH}/${encodeURIComponent(tenantId)}`

/** POST sub-tenants (name, tenantId, parentTenantId). */
export function createSubAccount(client: Client, input: CreateSubAccountInput, options: CallOptions = {}): Promise<SubAccount> {
  return client.request(SUB_TENANTS_PATH, { method: 'POST', body: input, schema: SubAccountSchema, ...options })
}

/** PATCH a sub-tenant's name. */
export function renameSubAccount(client: Client, input: { tenantId: string; name: string }, options: CallOptions = {}): Promise<SubAccount> {
  return client.request(subTenant(input.tenantId), { method: 'PATCH', body: { name: input.name }, schema: SubAccountSchema, ...options })
}

/** DELETE a sub-tenant (and, on the server, every account below it). */
export function deleteSubAccount(client: Client, input: { tenantId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(subTenant(input.tenantId), { method: 'DELETE', schema: EmptySchema, ...options })
}

/** PUT {id}/management (isReseller): whether the account may manage sub-accounts of its own. */
export function setSubAccountManagement(client: Client, input: { tenantId: string; isReseller: boolean }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${subTenant(input.tenantId)}/management`, { method: 'PUT', body: { isReseller: input.isReseller }, schema: EmptySchema, ...options })
}

/** spec/admin.md §3 Sub-account user: id, roles per account, subAccountAccessAllowed. */
export const SubAccountUserSchema = v.looseObject({
  id: v.string(),
  email: v.string(),
  name: v.optional(v.nullable(v.string())),
  subAccountAccessAllowed: v.optional(v.boolean()),
  tenants: v.optional(v.array(v.looseObject({ tenantId: v.string(), roles: v.optional(v.array(RoleRefSchema)) }))),
})
export type SubAccountUser = v.InferOutput<typeof SubAccountUserSchema>

export const SubAccountUsersPageSchema = v.looseObject({
  items: v.array(SubAccountUserSchema),
  _metadata: v.optional(v.looseObject({ totalItems: v.optional(v.number()), totalPages: v.optional(v.number()) })),
})
export type SubAccountUsersPage = v.InferOutput<typeof SubAccountUsersPageSchema>

/** One page of an account's users; `pageOffset` is the page's index, as the real client's `_offset` is (its team state keeps `pageOffset = _offset`). */
export interface SubAccountUsersQuery {
  tenantId: string
  pageOffset?: number
  pageSize?: number
  sortBy?: UserSortField
  order?: SortOrder
}

/** GET sub-tenant users of one account (_tenantId, _offset, _limit, _sortBy, _order: the real client's loadAllUsers parameters). */
export function listSubAccountUsers(client: Client, query: SubAccountUsersQuery, options: CallOptions = {}): Promise<SubAccountUsersPage> {
  return client.request(SUB_TENANT_USERS_PATH, {
    query: { _tenantId: query.tenantId, _offset: query.pageOffset ?? 0, _limit: query.pageSize ?? SUB_ACCOUNT_USERS_PAGE_SIZE, _sortBy: query.sortBy, _order: query.order },
    schema: SubAccountUsersPageSchema,
    ...options,
  })
}

export interface AddSubAccountUsersInput {
  tenantId: string
  users: readonly { email: string; name?: string }[]
  roleIds: readonly string[]
  allowSubAccountAccess: boolean
}

/** POST sub-tenant users v2 (users, tenantId, allowSubAccountAccess, roleIds). */
export function addSubAccountUsers(client: Client, input: AddSubAccountUsersInput, options: CallOptions = {}): Promise<unknown> {
  return client.request(SUB_TENANT_ADD_USERS_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

/** DELETE sub-tenant users v1 (userId, tenantId): takes the user out of the account and those below it. */
export function removeSubAccountUser(client: Client, input: { userId: string; tenantId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(SUB_TENANT_USERS_PATH, { method: 'DELETE', body: input, schema: EmptySchema, ...options })
}

/** PATCH {userId}/roles (tenantId, roleIds): the user's roles in that account, exactly. */
export function setSubAccountUserRoles(client: Client, input: { userId: string; tenantId: string; roleIds: readonly string[] }, options: CallOptions = {}): Promise<unknown> {
  const { userId, ...body } = input
  return client.request(`${SUB_TENANT_USERS_PATH}/${encodeURIComponent(userId)}/roles`, { method: 'PATCH', body, schema: EmptySchema, ...options })
}

/** PUT {userId}/access (allowAccess): whether the user reaches the accounts below theirs. */
export function setSubAccountAccess(client: Client, input: { userId: string; allowAccess: boolean }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${SUB_TENANT_USERS_PATH}/${encodeURIComponent(input.userId)}/access`, { method: 'PUT', body: { allowAccess: input.allowAccess }, schema: EmptySchema, ...options })
}

/** spec/admin.md §3 Sub-account userJwt. */
export const UserJwtSchema = v.looseObject({ accessToken: v.string(), expiresIn: v.number(), expires: v.optional(v.string()) })
export type UserJwt = v.InferOutput<typeof UserJwtSchema>

/** POST users v3 me/token (tenantId): a token of the signed-in user that works in that account. */
export function getUserJwt(client: Client, input: { tenantId: string }, options: CallOptions = {}): Promise<UserJwt> {
  return client.request(USER_JWT_PATH, { method: 'POST', body: { tenantId: input.tenantId }, schema: UserJwtSchema, ...options })
}
