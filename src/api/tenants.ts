import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/auth.md §7 users: the signed-in user's tenants, v3 (tenants and the active one) and v1 (a plain list, behind a flag). */
export const CURRENT_USER_TENANTS_V1_PATH = '/identity/resources/users/v1/me/tenants'
export const CURRENT_USER_TENANTS_V3_PATH = '/identity/resources/users/v3/me/tenants'
/** spec/auth.md §7 users: PUT v1/tenant moves the signed-in user's session to another of their tenants. */
export const SWITCH_TENANT_PATH = '/identity/resources/users/v1/tenant'

/** spec/auth.md §6: the flag that reads the user's tenants from the v1 endpoint instead of v3. */
export const CURRENT_USER_TENANTS_V1_FLAG = 'admin_portal_use_current_user_tenants_v1_endpoint'

/** One tenant the user belongs to, as the me/tenants calls answer it. */
export const UserTenantSchema = v.looseObject({
  id: v.optional(v.string()),
  tenantId: v.string(),
  name: v.optional(v.nullable(v.string())),
  logo: v.optional(v.nullable(v.string())),
})
export type UserTenant = v.InferOutput<typeof UserTenantSchema>

/** v1: a list of tenants. */
export const UserTenantsV1Schema = v.array(UserTenantSchema)

/** v3: the tenants and the one the session is in (spec/auth.md §3 Tenants state). */
export const UserTenantsV3Schema = v.looseObject({
  tenants: v.array(UserTenantSchema),
  activeTenant: v.optional(v.nullable(UserTenantSchema)),
})

/** spec/auth.md §3 Tenants state: the user's tenants and the active one when the server says. */
export interface UserTenants {
  tenants: UserTenant[]
  /** The tenant the session is in, as the v3 answer names it; absent from v1 (the session's token says then). */
  activeTenant?: UserTenant | null
}

/** GET the signed-in user's tenants, from v3 or, behind its flag, v1; both answer as `UserTenants`. */
export async function getCurrentUserTenants(client: Client, input: { version: 'v1' | 'v3' } = { version: 'v3' }, options: CallOptions = {}): Promise<UserTenants> {
  if (input.version === 'v1') return { tenants: await client.request(CURRENT_USER_TENANTS_V1_PATH, { schema: UserTenantsV1Schema, ...options }) }
  return client.request(CURRENT_USER_TENANTS_V3_PATH, { schema: UserTenantsV3Schema, ...options })
}

/** PUT v1/tenant: the session's next tokens are for `tenantId` (refresh after it). */
export function switchTenant(client: Client, input: { tenantId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(SWITCH_TENANT_PATH, { method: 'PUT', body: { tenantId: input.tenantId }, schema: EmptySchema, ...options })
}
