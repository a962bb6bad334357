import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'

/** spec/admin.md §7 configurations: the security policies live under this path, each written once here. */
export const CONFIGURATIONS_PATH = '/identity/resources/configurations/v1'
export const MFA_POLICY_PATH = `${CONFIGURATIONS_PATH}/mfa-policy`
export const LOCKOUT_POLICY_PATH = `${CONFIGURATIONS_PATH}/lockout-policy`
export const PASSWORD_HISTORY_POLICY_PATH = `${CONFIGURATIONS_PATH}/password-history-policy`
export const CAPTCHA_POLICY_PATH = `${CONFIGURATIONS_PATH}/captcha-policy/public`
/** The vendor's global policy (getGlobalSecurityPolicy): what a tenant may override. */
export const GLOBAL_POLICY_PATH = CONFIGURATIONS_PATH
export const SESSION_CONFIGURATION_PATH = '/identity/resources/configurations/sessions/v1'
export const RECOMMENDATIONS_PATH = '/security-center/resources/recommendations/v1'
export const INSIGHTS_PATH = '/security-center/resources/insights/v1'
export const BREACHED_PASSWORDS_RESET_PATH = '/identity/resources/users/v1/passwords/breached/reset/bulk'

/** spec/admin.md §9: the default MFA enforcement. */
export const MFA_ENFORCE_TYPES = ['DontForce', 'Force', 'ForceExceptSAML'] as const
export type MfaEnforceType = (typeof MFA_ENFORCE_TYPES)[number]
export const DEFAULT_MFA_ENFORCE_TYPE: MfaEnforceType = 'DontForce'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const MfaPolicySchema = v.looseObject({
  enforceMFAType: v.picklist(MFA_ENFORCE_TYPES),
  allowRememberMe: v.optional(v.boolean(), false),
  /** Seconds a remembered device skips MFA. */
  mfaDeviceExpiration: v.optional(count, 0),
})
export type MfaPolicy = v.InferOutput<typeof MfaPolicySchema>

export const LockoutPolicySchema = v.looseObject({ enabled: v.boolean(), maxAttempts: count })
export type LockoutPolicy = v.InferOutput<typeof LockoutPolicySchema>

export const PasswordHistoryPolicySchema = v.looseObject({ enabled: v.boolean(), historySize: count })
export type PasswordHistoryPolicy = v.InferOutput<typeof PasswordHistoryPolicySchema>

export const CaptchaPolicySchema = v.looseObject({ enabled: v.boolean(), siteKey: v.optional(v.nullable(v.string())), minScore: v.optional(v.nullable(v.number())) })
export type CaptchaPolicy = v.InferOutput<typeof CaptchaPolicySchema>

/** spec/admin.md §3 public vendor config: the global policy's override switches. */
export const GlobalPolicySchema = v.looseObject({
  allowOverrideEnforcePasswordHistory: v.optional(v.boolean(), true),
  allowOverridePasswordComplexity: v.optional(v.boolean(), true),
  allowOverridePasswordExpiration: v.optional(v.boolean(), true),
})
export type GlobalPolicy = v.InferOutput<typeof GlobalPolicySchema>

const TimeoutSchema = v.looseObject({ isActive: v.boolean(), timeout: v.optional(count, 0) })
/** spec/admin.md §3 Session policy; timeouts in seconds. */
export const SessionConfigurationSchema = v.looseObject({
  sessionConcurrentConfiguration: v.optional(v.looseObject({ isActive: v.boolean(), maxSessions: v.optional(count, 0) }), { isActive: false, maxSessions: 0 }),
  sessionIdleTimeoutConfiguration: v.optional(TimeoutSchema, { isActive: false, timeout: 0 }),
  sessionTimeoutConfiguration: v.optional(TimeoutSchema, { isActive: false, timeout: 0 }),
})
export type SessionConfiguration = v.InferOutput<typeof SessionConfigurationSchema>

/** spec/admin.md §3 Security center. */
export const SECURITY_CATEGORIES = ['MFA', 'SESSIONS', 'PASSWORD', 'INACTIVITY', 'IP', 'DOMAIN', 'SSO'] as const
export type SecurityCategory = (typeof SECURITY_CATEGORIES)[number]
export const SEVERITIES = ['SEVERE', 'WARNING', 'INFO'] as const
export type Severity = (typeof SEVERITIES)[number]
export const RECOMMENDATION_CODES = [
  'FORCE_MFA',
  'BREACHED_PASSWORDS_EXIST',
  'ENABLE_USER_LOCKOUT',
  'STRENGTHEN_USER_LOCKOUT',
  'ENABLE_PASSWORD_HISTORY',
  'STRENGTHEN_PASSWORD_HISTORY',
  'ENABLE_FORCE_RELOGIN',
  'SET_FORCE_RELOGIN',
  'ENABLE_SESSION_CONCURRENCY',
  'SET_SESSION_CONCURRENCY',
  'ENABLE_IDLE_SESSION',
  'SET_IDLE_SESSION',
  'ENABLE_IP_RESTRICTIONS',
  'CHANGE_IP_TO_ALLOWLIST',
  'ENABLE_DOMAIN_RESTRICTIONS',
  'CHANGE_DOMAIN_TO_ALLOWLIST',
  'CONFIGURE_SSO',
] as const
export type RecommendationCode = (typeof RECOMMENDATION_CODES)[number]
export const RECOMMENDATION_ACTIONS = ['SEND_RESET_BREACHED_PASSWORD_EMAIL', 'ADJUST_FORCE_RELOGIN', 'ADJUST_MAX_CONCURRENT_SESSIONS', 'ADJUST_IDLE_TIMEOUT'] as const
export type RecommendationAction = (typeof RECOMMENDATION_ACTIONS)[number]
export const INSIGHT_CODES = [
  'MFA_FORCED',
  'PARTIALLY_FORCED_MFA',
  'PARTIAL_MFA_USAGE',
  'FULL_MFA_USAGE',
  'BREACHED_PASSWORD_USERS_EXIST',
  'IMPROVE_LOCKOUT_POLICY',
  'IMPROVE_PASSWORD_HISTORY_POLICY',
  'NO_SESSION_SETTINGS',
  'PARTIAL_SESSION_SETTINGS',
  'FULL_SESSION_SETTINGS',
  'NO_IP_RESTRICTIONS',
  'IP_ALLOWLIST',
  'IP_DENYLIST',
  'NO_DOMAIN_RESTRICTIONS',
  'DOMAIN_ALLOWLIST',
  'DOMAIN_DENYLIST',
  'FULL_PASSWORD_SETTINGS',
] as const
export type InsightCode = (typeof INSIGHT_CODES)[number]

// Codes are open-ended on the server: an unknown one is kept as a string and shown by its code.
export const RecommendationSchema = v.looseObject({
  code: v.string(),
  severity: v.picklist(SEVERITIES),
  category: v.string(),
  action: v.optional(v.nullable(v.string())),
})
export type Recommendation = v.InferOutput<typeof RecommendationSchema>
export const RecommendationsSchema = v.looseObject({
  items: v.array(RecommendationSchema),
  scoring: v.looseObject({ score: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
})
export type Recommendations = v.InferOutput<typeof RecommendationsSchema>

export const InsightSchema = v.looseObject({ code: v.string(), category: v.string(), metadata: v.optional(v.nullable(v.record(v.string(), v.unknown()))) })
export type Insight = v.InferOutput<typeof InsightSchema>
export const InsightsSchema = v.looseObject({ items: v.array(InsightSchema) })

export function getMfaPolicy(client: Client, options: CallOptions = {}): Promise<MfaPolicy> {
  return client.request(MFA_POLICY_PATH, { schema: MfaPolicySchema, ...options })
}
/** Saves the tenant's MFA policy (PATCH: the fields sent change). */
export function saveMfaPolicy(client: Client, input: MfaPolicy, options: CallOptions = {}): Promise<MfaPolicy> {
  return client.request(MFA_POLICY_PATH, { method: 'PATCH', body: input, schema: MfaPolicySchema, ...options })
}
export function getLockoutPolicy(client: Client, options: CallOptions = {}): Promise<LockoutPolicy> {
  return client.request(LOCKOUT_POLICY_PATH, { schema: LockoutPolicySchema, ...options })
}
export function saveLockoutPolicy(client: Client, input: LockoutPolicy, options: CallOptions = {}): Promise<LockoutPolicy> {
  return client.request(LOCKOUT_POLICY_PATH, { method: 'PATCH', body: input, schema: LockoutPolicySchema, ...options })
}
export function getPasswordHistoryPolicy(client: Client, options: CallOptions = {}): Promise<PasswordHistoryPolicy> {
  return client.request(PASSWORD_HISTORY_POLICY_PATH, { schema: PasswordHistoryPolicySchema, ...options })
}
/** The vendor's own password history policy, in force when the global policy allows no override. */
export function getVendorPasswordHistoryPolicy(client: Client, options: CallOptions = {}): Promise<PasswordHistoryPolicy> {
  return client.request(`${PASSWORD_HISTORY_POLICY_PATH}/vendor`, { schema: PasswordHistoryPolicySchema, ...options })
}
export function savePasswordHistoryPolicy(client: Client, input: PasswordHistoryPolicy, options: CallOptions = {}): Promise<PasswordHistoryPolicy> {
  return client.request(PASSWORD_HISTORY_POLICY_PATH, { method: 'PATCH', body: input, schema: PasswordHistoryPolicySchema, ...options })
}
export function getCaptchaPolicy(client: Client, options: CallOptions = {}): Promise<CaptchaPolicy> {
  return client.request(CAPTCHA_POLICY_PATH, { schema: CaptchaPolicySchema, ...options })
}
export function getGlobalPolicy(client: Client, options: CallOptions = {}): Promise<GlobalPolicy> {
  return client.request(GLOBAL_POLICY_PATH, { schema: GlobalPolicySchema, ...options })
}
export function getSessionConfiguration(client: Client, options: CallOptions = {}): Promise<SessionConfiguration> {
  return client.request(SESSION_CONFIGURATION_PATH, { schema: SessionConfigurationSchema, ...options })
}
/** Creates or updates the session policy (all three parts are sent). */
export function saveSessionConfiguration(client: Client, input: SessionConfiguration, options: CallOptions = {}): Promise<unknown> {
  return client.request(SESSION_CONFIGURATION_PATH, { method: 'POST', body: input, schema: EmptySchema, ...options })
}
export function getRecommendations(client: Client, options: CallOptions = {}): Promise<Recommendations> {
  return client.request(RECOMMENDATIONS_PATH, { schema: RecommendationsSchema, ...options })
}
export async function getInsights(client: Client, options: CallOptions = {}): Promise<Insight[]> {
  return (await client.request(INSIGHTS_PATH, { schema: InsightsSchema, ...options })).items
}
/** Emails every user with a breached password a link to set a new one (spec/admin.md §7 users). */
export function sendBreachedPasswordResets(client: Client, options: CallOptions = {}): Promise<unknown> {
  return client.request(BREACHED_PASSWORDS_RESET_PATH, { method: 'POST', body: {}, schema: EmptySchema, ...options })
}

