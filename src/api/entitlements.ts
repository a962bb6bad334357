import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'

/** reference/endpoints.json: loadEntitlementsV2. */
export const USER_ENTITLEMENTS_PATH = '/entitlements/api/v2/user-entitlements'

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input)

/**
 * A targeting rule tree (feature flag or plan) as the API sends it. Only its envelope is checked
 * here: the rules evaluator reads the tree defensively (a malformed condition never matches, it
 * never throws), so a rule the kit cannot read denies a feature instead of failing the whole load.
 */
const Targeting = v.custom<Record<string, unknown>>(isObject, 'A targeting rule is an object')

/** spec/admin.md §3: a feature with its direct grant (expireTime), feature flag, plans and linked permissions. */
export const EntitlementFeatureSchema = v.looseObject({
  /** -1: granted for good; an instant (epoch ms or ISO): granted until then; null or absent: not granted directly. */
  expireTime: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  featureFlag: v.optional(v.nullable(Targeting)),
  planIds: v.optional(v.array(v.string())),
  linkedPermissions: v.optional(v.array(v.string())),
})

/**
 * The signed-in user's entitlements (spec/admin.md §3 "Entitlements: features, plans,
 * permissions"). Missing maps read as empty: an account with no features is still an answer.
 */
export const UserEntitlementsSchema = v.looseObject({
  features: v.optional(v.record(v.string(), EntitlementFeatureSchema), {}),
  plans: v.optional(v.record(v.string(), Targeting), {}),
  /** Permission keys the user holds (keys may carry wildcards), mapped to true. */
  permissions: v.optional(v.record(v.string(), v.boolean()), {}),
})
export type UserEntitlements = v.InferOutput<typeof UserEntitlementsSchema>

/** GET the signed-in user's entitlements (v2). */
export function getUserEntitlements(client: Client, options: CallOptions = {}): Promise<UserEntitlements> {
  return client.request(USER_ENTITLEMENTS_PATH, { schema: UserEntitlementsSchema, ...options })
}
