import { decodeToken } from '../../../api'
import type { Attributes } from '../rules'
import type { Keyed, PermissionHolder, PermissionRequirement } from '../permissions'

/**
 * The signed-in user as the admin rules see them. The session user is the access token's claims
 * merged with the v2/me profile (spec/auth.md §3), so roles and permissions are the profile's
 * `{ key }` lists.
 */

/** The part of the session user the gates read. */
export interface SessionPermissionFields {
  readonly roles?: readonly Keyed[] | undefined
  readonly permissions?: readonly Keyed[] | undefined
  readonly [field: string]: unknown
}

/**
 * spec/admin.md §6 "a super user" is not described further. The identity API marks one with
 * `superUser: true` on the profile (or as a token claim; the session user merges both), and only
 * that exact value counts: a string "true" or a missing field is an ordinary user.
 */
export function permissionHolderOf(user: SessionPermissionFields | null | undefined): PermissionHolder | null {
  if (!user || typeof user !== 'object') return null
  return {
    superUser: user.superUser === true,
    permissions: Array.isArray(user.permissions) ? user.permissions : [],
    roles: Array.isArray(user.roles) ? user.roles : [],
  }
}

/** What a gate may be given: one permission key, a list of them (any one will do), or permissions and roles. */
export type PermissionRequirementInput = string | readonly string[] | PermissionRequirement

/** The requirement as hasAnyPermission takes it. */
export function toRequirement(input: PermissionRequirementInput | null | undefined): PermissionRequirement {
  if (typeof input === 'string') return { permissions: [input] }
  if (Array.isArray(input)) return { permissions: input as readonly string[] }
  if (input && typeof input === 'object') return input as PermissionRequirement
  return {}
}

/** The session fields entitlement rules read about the user. */
export interface AttributeSource {
  readonly id?: unknown
  readonly email?: unknown
  readonly tenantId?: unknown
  readonly accessToken?: unknown
}

/**
 * The attributes flag and plan targeting rules are evaluated with: `email`, `tenantId` and
 * `userId` of the signed-in user, every claim of their access token as `jwt.<claim>`
 * (`jwt.tenantId`), then the host's own attributes, which win on a clash.
 */
export function entitlementAttributes(user: AttributeSource | null | undefined, custom: Attributes = {}): Attributes {
  const attributes: Record<string, unknown> = {}
  if (user && typeof user === 'object') {
    if (typeof user.accessToken === 'string') {
      try {
        for (const [claim, value] of Object.entries(decodeToken(user.accessToken))) attributes[`jwt.${claim}`] = value
      } catch {
        // An unreadable token contributes no claims; the profile's fields still do.
      }
    }
    if (typeof user.email === 'string') attributes.email = user.email
    if (typeof user.tenantId === 'string') attributes.tenantId = user.tenantId
    if (typeof user.id === 'string') attributes.userId = user.id
  }
  return { ...attributes, ...custom }
}
