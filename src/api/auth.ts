import type { Client } from './client'
import {
  AuthorizationSchema,
  EmptySchema,
  LoginResponseSchema,
  SsoPreLoginSchema,
  UserProfileSchema,
  VendorConfigSchema,
  type Authorization,
  type LoginResponse,
  type SsoPreLogin,
  type UserProfile,
  type VendorConfig,
} from './auth.schemas'

export * from './auth.schemas'
export { refreshToken } from './refresh'

const AUTH = '/identity/resources/auth'
const USERS = '/identity/resources/users'
const CONFIGURATIONS = '/identity/resources/configurations/v1'

export interface PasswordLoginInput {
  email: string
  password: string
  recaptchaToken?: string
  invitationToken?: string
}

export interface CallOptions {
  signal?: AbortSignal
  /** Sends this bearer token instead of the client's (a session still being set up). */
  accessToken?: string
}

export const VENDOR_CONFIG_PATH = `${CONFIGURATIONS}/public`

/** GET the vendor's public configuration (auth strategy, sign-up policy, machine-to-machine strategy). */
export function getVendorConfig(client: Client, options: CallOptions = {}): Promise<VendorConfig> {
  return client.request(VENDOR_CONFIG_PATH, { schema: VendorConfigSchema, ...options })
}

/** SSO discovery for an email (v2): an `address` means the email belongs to an SSO domain. */
export function ssoPreLogin(client: Client, input: { email: string; tenantId?: string }, options: CallOptions = {}): Promise<SsoPreLogin> {
  return client.request(`${AUTH}/v2/user/sso/prelogin`, { method: 'POST', body: input, schema: SsoPreLoginSchema, ...options })
}

/** Email and password login; answers tokens or an MFA challenge. */
export function loginWithPassword(client: Client, input: PasswordLoginInput, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request(`${AUTH}/v1/user`, { method: 'POST', body: input, schema: LoginResponseSchema, ...options })
}


export function logout(client: Client, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${AUTH}/v1/logout`, { method: 'POST', schema: EmptySchema, ...options })
}

/** The signed-in user's own profile: GET reads it, PUT changes it (spec/auth.md §7 v2/me). */
export const ME_PATH = `${USERS}/v2/me`

/** The signed-in user's profile (v2/me). */
export function getMe(client: Client, options: CallOptions = {}): Promise<UserProfile> {
  return client.request(ME_PATH, { schema: UserProfileSchema, ...options })
}

/** The signed-in user's roles and permissions (v1/me/authorization), loaded under a flag (spec/auth.md §6). */
export function getMyAuthorization(client: Client, options: CallOptions = {}): Promise<Authorization> {
  return client.request(`${USERS}/v1/me/authorization`, { schema: AuthorizationSchema, ...options })
}

/** Sends a password-reset email. */
export function forgotPassword(client: Client, input: { email: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${USERS}/v1/passwords/reset`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
