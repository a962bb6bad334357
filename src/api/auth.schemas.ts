import * as v from 'valibot'

/** spec/auth.md §3 auth strategies. */
export const AUTH_STRATEGIES = ['EmailAndPassword', 'MagicLink', 'Code', 'NoLocalAuthentication', 'SmsCode'] as const
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number]

export const VendorConfigSchema = v.looseObject({
  allowSignups: v.optional(v.boolean()),
  allowNotVerifiedUsersLogin: v.optional(v.boolean()),
  authStrategy: v.optional(v.picklist(AUTH_STRATEGIES)),
  machineToMachineAuthStrategy: v.optional(v.picklist(['ClientCredentials', 'AccessToken'])),
})
export type VendorConfig = v.InferOutput<typeof VendorConfigSchema>

export const SsoPreLoginSchema = v.looseObject({
  address: v.optional(v.string()),
  idpType: v.optional(v.string()),
})
export type SsoPreLogin = v.InferOutput<typeof SsoPreLoginSchema>

export { LoginResponseSchema, type LoginResponse, type MfaDeviceList } from './refresh'

export const UserProfileSchema = v.looseObject({
  id: v.string(),
  email: v.string(),
  name: v.optional(v.string()),
  tenantId: v.optional(v.string()),
  tenantIds: v.optional(v.array(v.string())),
  profilePictureUrl: v.optional(v.nullable(v.string())),
  verified: v.optional(v.boolean()),
  mfaEnrolled: v.optional(v.boolean()),
  roles: v.optional(v.array(v.looseObject({ id: v.string(), key: v.string(), name: v.optional(v.string()) }))),
  permissions: v.optional(v.array(v.looseObject({ id: v.string(), key: v.string() }))),
})
export type UserProfile = v.InferOutput<typeof UserProfileSchema>

/** spec/auth.md §3: authorization data merged into the session user. */
export const AuthorizationSchema = v.looseObject({
  roles: v.optional(v.array(v.looseObject({ id: v.string(), key: v.string(), name: v.optional(v.string()) }))),
  permissions: v.optional(v.array(v.looseObject({ id: v.string(), key: v.string() }))),
})
export type Authorization = v.InferOutput<typeof AuthorizationSchema>

/** Answers with no body we need: anything object-shaped (an empty body reads as {}). */
export const EmptySchema = v.looseObject({})
