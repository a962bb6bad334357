import { holdsAnyPermission } from './permissions'
import { evaluateFlag, evaluatePlan, parseInstant, type Attributes, type FeatureFlag, type PlanTargeting } from './rules'

/**
 * Entitlements (spec/admin.md §3, §5, §6): whether the signed-in user may use a feature, or a
 * permission together with the features it is linked to. The data is the entitlements answer as
 * loaded; the caller passes the time and the rule attributes, so a check is data in, result out.
 */

/** spec/admin.md §3 denial reasons. */
export const DENIAL_REASONS = ['MISSING_PERMISSION', 'MISSING_FEATURE', 'BUNDLE_EXPIRED'] as const
export type DenialReason = (typeof DENIAL_REASONS)[number]

/** expireTime of a feature granted directly and for good. */
export const NO_EXPIRATION_TIME = -1

/**
 * Thrown by a check while entitlements are off (spec/admin.md §5 "Entitlement checks fail if
 * entitlements are not enabled in options"; spec/auth.md §5 "fail with an error"). The specs give no
 * wording, so this is ours.
 */
export const ENTITLEMENTS_NOT_ENABLED = 'Entitlements are not enabled: turn them on in the entitlements options before checking them'

export class EntitlementsNotEnabledError extends Error {
  constructor() {
    super(ENTITLEMENTS_NOT_ENABLED)
    this.name = 'EntitlementsNotEnabledError'
  }
}

/** A feature as the entitlements answer describes it (spec/admin.md §3). */
export interface EntitlementFeature {
  /**
   * Direct entitlement: absent or null when the feature is not granted directly; NO_EXPIRATION_TIME
   * (-1) when granted for good; otherwise the instant the bundle expires (epoch ms or ISO string).
   */
  readonly expireTime?: number | string | null
  /** A feature flag that can grant the feature. */
  readonly featureFlag?: FeatureFlag | null
  /** Plans whose targeting can grant the feature. */
  readonly planIds?: readonly string[]
  /** Permission keys that need this feature. */
  readonly linkedPermissions?: readonly string[]
}

export interface Entitlements {
  readonly features: Readonly<Record<string, EntitlementFeature>>
  readonly plans: Readonly<Record<string, PlanTargeting>>
  /** Permission keys the user holds (keys may be wildcards), mapped to true. */
  readonly permissions: Readonly<Record<string, boolean>>
}

/** What a check asks about: a feature, a permission, or both (both must then be entitled). */
export type EntitlementQuery = { readonly featureKey: string; readonly permissionKey?: string } | { readonly featureKey?: string; readonly permissionKey: string }

export interface EntitlementContext {
  /** The host's entitlements option; a check while false throws EntitlementsNotEnabledError. */
  readonly enabled: boolean
  /** The current time in ms (Date.now()), to compare bundle expiry with. */
  readonly now: number
  /** Attributes for flag and plan rules. */
  readonly attributes?: Attributes
}

export type EntitlementResult = { readonly isEntitled: true } | { readonly isEntitled: false; readonly justification: DenialReason }

const ENTITLED: EntitlementResult = { isEntitled: true }
const denied = (justification: DenialReason): EntitlementResult => ({ isEntitled: false, justification })

function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && typeof record === 'object' && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}

/** Direct grant: an expireTime that is -1 or not yet past. `now` equal to expireTime still counts. */
function direct(feature: EntitlementFeature, now: number): EntitlementResult {
  const raw = feature.expireTime
  if (raw === undefined || raw === null) return denied('MISSING_FEATURE')
  if (raw === NO_EXPIRATION_TIME) return ENTITLED
  const expiresAt = parseInstant(raw)
  // An unreadable expiry grants nothing, and is not reported as an expiry either.
  if (expiresAt === null) return denied('MISSING_FEATURE')
  return now <= expiresAt ? ENTITLED : denied('BUNDLE_EXPIRED')
}

function byFlag(feature: EntitlementFeature, attributes: Attributes): boolean {
  return !!feature.featureFlag && evaluateFlag(feature.featureFlag, attributes) === 'true'
}

function byPlan(feature: EntitlementFeature, plans: Entitlements['plans'], attributes: Attributes): boolean {
  if (!Array.isArray(feature.planIds)) return false
  return feature.planIds.some((planId) => {
    const plan = typeof planId === 'string' ? own(plans, planId) : undefined
    return plan !== undefined && evaluatePlan(plan, attributes) === 'true'
  })
}

/**
 * A feature is entitled by a direct grant, its feature flag, or one of its plans' targeting
 * (spec/admin.md §6), tried in that order. Denied, it says BUNDLE_EXPIRED when a direct grant has
 * expired (the more useful reason), else MISSING_FEATURE.
 */
function featureEntitlement(entitlements: Entitlements | null | undefined, featureKey: string, now: number, attributes: Attributes): EntitlementResult {
  const feature = own(entitlements?.features, featureKey)
  if (!feature || typeof feature !== 'object') return denied('MISSING_FEATURE')
  const grant = direct(feature, now)
  if (grant.isEntitled) return grant
  if (byFlag(feature, attributes) || byPlan(feature, entitlements!.plans, attributes)) return ENTITLED
  return grant
}

/**
 * A permission is entitled when it is held (wildcards on either side, as in the generic gate) and,
 * if features link to it, at least one of them is entitled. Features link by the exact key.
 */
function permissionEntitlement(entitlements: Entitlements | null | undefined, permissionKey: string, now: number, attributes: Attributes): EntitlementResult {
  const held = Object.entries(entitlements?.permissions ?? {})
    .filter(([, granted]) => granted === true)
    .map(([key]) => key)
  if (!holdsAnyPermission(held, [permissionKey])) return denied('MISSING_PERMISSION')
  const linked = Object.entries(entitlements!.features ?? {})
    .filter(([, feature]) => Array.isArray(feature?.linkedPermissions) && feature.linkedPermissions.includes(permissionKey))
    .map(([key]) => key)
  if (linked.length === 0) return ENTITLED
  const results = linked.map((key) => featureEntitlement(entitlements, key, now, attributes))
  if (results.some((result) => result.isEntitled)) return ENTITLED
  return results.some((result) => !result.isEntitled && result.justification === 'BUNDLE_EXPIRED') ? denied('BUNDLE_EXPIRED') : denied('MISSING_FEATURE')
}

/**
 * Whether the user is entitled to a feature and/or a permission. Entitlements not loaded (null:
 * a failed lookup is ignored, spec/admin.md §8) entitle nothing. With both keys, the permission is
 * checked first, then the feature. A query with neither key is denied as MISSING_FEATURE.
 * @throws EntitlementsNotEnabledError when `context.enabled` is not true.
 */
export function isEntitled(entitlements: Entitlements | null | undefined, query: EntitlementQuery, context: EntitlementContext): EntitlementResult {
  if (context.enabled !== true) throw new EntitlementsNotEnabledError()
  const attributes = context.attributes ?? {}
  const { featureKey, permissionKey } = query
  const hasPermissionKey = typeof permissionKey === 'string' && permissionKey !== ''
  const hasFeatureKey = typeof featureKey === 'string' && featureKey !== ''
  if (!hasPermissionKey && !hasFeatureKey) return denied('MISSING_FEATURE')
  if (hasPermissionKey) {
    const result = permissionEntitlement(entitlements, permissionKey, context.now, attributes)
    if (!result.isEntitled || !hasFeatureKey) return result
  }
  return featureEntitlement(entitlements, featureKey!, context.now, attributes)
}
