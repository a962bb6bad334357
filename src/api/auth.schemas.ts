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

const MfaDeviceListSchema = v.looseObject({
  webauthn: v.optional(v.array(v.looseObject({ id: v.string(), deviceType: v.optional(v.string()), name: v.optional(v.string()) }))),
  /** `phoneNumber` is the number as the server shows it, often masked but for the last digits. */
  phones: v.optional(v.array(v.looseObject({ id: v.string(), phoneNumber: v.optional(v.string()) }))),
  authenticators: v.optional(v.array(v.looseObject({ id: v.string() }))),
  emails: v.optional(v.array(v.looseObject({ id: v.optional(v.string()), email: v.optional(v.string()) }))),
})
export type MfaDeviceList = v.InferOutput<typeof MfaDeviceListSchema>

/** spec/auth.md §4 login response: either tokens, or an MFA challenge. */
export const LoginResponseSchema = v.pipe(
  v.looseObject({
    accessToken: v.optional(v.string()),
    refreshToken: v.optional(v.string()),
    expiresIn: v.optional(v.number()),
    expires: v.optional(v.string()),
    mfaRequired: v.optional(v.boolean()),
    mfaToken: v.optional(v.string()),
    mfaEnrolled: v.optional(v.boolean()),
    mfaDevices: v.optional(MfaDeviceListSchema),
    mfaStrategies: v.optional(v.array(v.string())),
    qrCode: v.optional(v.string()),
    recoveryCode: v.optional(v.string()),
    isBreachedPassword: v.optional(v.boolean()),
    emailVerified: v.optional(v.boolean()),
    userId: v.optional(v.string()),
  }),
  v.check(
    (answer) => Boolean(answer.accessToken) || (answer.mfaRequired === true && Boolean(answer.mfaToken)) || answer.isBreachedPassword === true,
    'A login answer carries an access token, an MFA token, or a breached-password notice',
  ),
)
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

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
