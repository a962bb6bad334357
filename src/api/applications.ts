import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

export const APPLICATIONS_PATH = '/applications/resources/applications/v1'
export const TENANT_APPLICATIONS_PATH = '/applications/resources/applications/tenant-assignments/v1'
/** Which users may use which applications. */
export const APPLICATION_USERS_PATH = '/identity/resources/applications/v1'

/** spec/admin.md §3 Application accessType; §4: free-access applications are available to every user. */
export const ACCESS_TYPES = ['FREE_ACCESS', 'MANAGED_ACCESS'] as const
export type AccessType = (typeof ACCESS_TYPES)[number]

export const ApplicationSchema = v.looseObject({
  id: v.string(),
  name: v.optional(v.string()),
  description: v.optional(v.nullable(v.string())),
  accessType: v.optional(v.picklist(ACCESS_TYPES)),
  appURL: v.optional(v.nullable(v.string())),
  loginURL: v.optional(v.nullable(v.string())),
  logoURL: v.optional(v.nullable(v.string())),
  isDefault: v.optional(v.boolean()),
  isActive: v.optional(v.boolean()),
})
export type Application = v.InferOutput<typeof ApplicationSchema>

export const TenantApplicationsSchema = v.array(v.looseObject({ tenantId: v.string(), appIds: v.array(v.string()) }))
export type TenantApplications = v.InferOutput<typeof TenantApplicationsSchema>
export const ApplicationUsersSchema = v.array(v.looseObject({ appId: v.string(), userIds: v.array(v.string()) }))
export type ApplicationUsers = v.InferOutput<typeof ApplicationUsersSchema>
export const UserApplicationsSchema = v.array(v.looseObject({ userId: v.string(), appIds: v.array(v.string()) }))
export type UserApplications = v.InferOutput<typeof UserApplicationsSchema>

/** spec/admin.md §7 other: assign and unassign with userId, appIds, tenantId. */
export interface ApplicationAssignment {
  userId: string
  appIds: readonly string[]
  tenantId: string
}

const ids = (list: readonly string[] | undefined) => (list?.length ? list.join(',') : undefined)

/** GET the applications' data, all or by id. */
export function listApplications(client: Client, input: { appIds?: readonly string[] } = {}, options: CallOptions = {}): Promise<Application[]> {
  return client.request(APPLICATIONS_PATH, { query: { ids: ids(input.appIds) }, schema: v.array(ApplicationSchema), ...options })
}

/** GET which applications each tenant the caller can see is assigned. */
export function getTenantApplications(client: Client, options: CallOptions = {}): Promise<TenantApplications> {
  return client.request(TENANT_APPLICATIONS_PATH, { schema: TenantApplicationsSchema, ...options })
}

/** GET the ids of the applications one user is assigned. */
export function getUserApplicationIds(client: Client, input: { userId: string }, options: CallOptions = {}): Promise<string[]> {
  return client.request(`${APPLICATION_USERS_PATH}/${encodeURIComponent(input.userId)}/apps`, { schema: v.array(v.string()), ...options })
}

/** GET the application ids of several users. */
export function getUsersApplicationIds(client: Client, input: { userIds: readonly string[] }, options: CallOptions = {}): Promise<UserApplications> {
  return client.request(`${APPLICATION_USERS_PATH}/users-apps`, { query: { userIds: ids(input.userIds) }, schema: UserApplicationsSchema, ...options })
}

/** GET the users assigned to each of several applications. */
export function getApplicationsUsers(client: Client, input: { appIds: readonly string[] }, options: CallOptions = {}): Promise<ApplicationUsers> {
  return client.request(`${APPLICATION_USERS_PATH}/apps-users`, { query: { appIds: ids(input.appIds) }, schema: ApplicationUsersSchema, ...options })
}

export function assignUserToApplications(client: Client, input: ApplicationAssignment, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${APPLICATION_USERS_PATH}/apps-user`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

export function unassignUserFromApplications(client: Client, input: ApplicationAssignment, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${APPLICATION_USERS_PATH}/user-apps`, { method: 'DELETE', body: input, schema: EmptySchema, ...options })
}
