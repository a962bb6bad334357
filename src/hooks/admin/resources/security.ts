/**
 * The security section's decisions (spec/admin.md §3 Session policy, Security center; §9): session
 * values in the units a person thinks in, their bounds, and the security center grouped for showing.
 * Pure: the hooks and screens use them, the tests call them.
 */
import { normaliseDomain } from './domains'
import type { Insight, Recommendation, SecurityCategory, SessionConfiguration, Severity } from '../../../api'

export const TIME_UNITS = ['minutes', 'hours', 'days'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]
export const SECONDS_PER: Record<TimeUnit, number> = { minutes: 60, hours: 3600, days: 86400 }

/** A duration as a whole number of one unit. */
export interface Duration {
  readonly value: number
  readonly unit: TimeUnit
}

/** The largest unit that shows `seconds` as a whole number (90 min stays minutes; 7776000 s is 90 days). */
export function toDuration(seconds: number): Duration {
  const whole = Math.max(0, Math.round(seconds))
  for (const unit of [...TIME_UNITS].reverse()) if (whole > 0 && whole % SECONDS_PER[unit] === 0) return { value: whole / SECONDS_PER[unit], unit }
  return { value: Math.ceil(whole / 60), unit: 'minutes' }
}

export const toSeconds = (duration: Duration) => duration.value * SECONDS_PER[duration.unit]

/** The session settings (spec/admin.md §2 session management fields). */
export type SessionSetting = 'idleSessionTimeout' | 'forceReLogin' | 'maximumConcurrentSessions'

/** What each setting accepts, in seconds for timeouts. */
export const SESSION_BOUNDS = {
  idleSessionTimeout: { min: 5 * 60, max: 30 * 86400 },
  forceReLogin: { min: 60 * 60, max: 365 * 86400 },
  maximumConcurrentSessions: { min: 1, max: 100 },
} as const

export type SessionValueError = 'required' | 'notWhole' | 'tooSmall' | 'tooLarge'

/** Why the typed value (a count, or a duration for timeouts) cannot be saved, or null. An off setting's value is not checked. */
export function sessionValueError(setting: SessionSetting, isActive: boolean, typed: string, unit: TimeUnit = 'minutes'): SessionValueError | null {
  if (!isActive) return null
  const text = typed.trim()
  if (text === '') return 'required'
  if (!/^\d+$/.test(text)) return 'notWhole'
  const amount = setting === 'maximumConcurrentSessions' ? Number(text) : Number(text) * SECONDS_PER[unit]
  const bounds = SESSION_BOUNDS[setting]
  if (amount < bounds.min) return 'tooSmall'
  if (amount > bounds.max) return 'tooLarge'
  return null
}

/** Where each setting lives in the session policy. */
export function sessionSettingOf(config: SessionConfiguration, setting: SessionSetting): { isActive: boolean; amount: number } {
  switch (setting) {
    case 'idleSessionTimeout':
      return { isActive: config.sessionIdleTimeoutConfiguration.isActive, amount: config.sessionIdleTimeoutConfiguration.timeout }
    case 'forceReLogin':
      return { isActive: config.sessionTimeoutConfiguration.isActive, amount: config.sessionTimeoutConfiguration.timeout }
    case 'maximumConcurrentSessions':
      return { isActive: config.sessionConcurrentConfiguration.isActive, amount: config.sessionConcurrentConfiguration.maxSessions }
  }
}

/** The policy with one setting changed (the API takes the whole policy; the others are sent as they are). */
export function withSessionSetting(config: SessionConfiguration, setting: SessionSetting, isActive: boolean, amount: number): SessionConfiguration {
  switch (setting) {
    case 'idleSessionTimeout':
      return { ...config, sessionIdleTimeoutConfiguration: { ...config.sessionIdleTimeoutConfiguration, isActive, timeout: amount } }
    case 'forceReLogin':
      return { ...config, sessionTimeoutConfiguration: { ...config.sessionTimeoutConfiguration, isActive, timeout: amount } }
    case 'maximumConcurrentSessions':
      return { ...config, sessionConcurrentConfiguration: { ...config.sessionConcurrentConfiguration, isActive, maxSessions: amount } }
  }
}

const SEVERITY_ORDER: readonly Severity[] = ['SEVERE', 'WARNING', 'INFO']
const CATEGORY_ORDER: readonly SecurityCategory[] = ['MFA', 'PASSWORD', 'SESSIONS', 'INACTIVITY', 'IP', 'DOMAIN', 'SSO']

/** One category of the security center: its recommendations, most severe first, and its insights. */
export interface SecurityCategoryView {
  readonly category: string
  readonly recommendations: readonly Recommendation[]
  readonly insights: readonly Insight[]
  /** The most severe recommendation's severity, or null when there is nothing to do. */
  readonly worst: Severity | null
}

const rank = <T>(order: readonly T[], value: T) => {
  const index = order.indexOf(value)
  return index < 0 ? order.length : index
}

/** Recommendations and insights by category (spec/admin.md §3 order), categories with the most severe work first. */
export function groupByCategory(recommendations: readonly Recommendation[], insights: readonly Insight[]): SecurityCategoryView[] {
  const categories = [...new Set([...recommendations.map((item) => item.category), ...insights.map((item) => item.category)])]
  return categories
    .map((category) => {
      const own = recommendations.filter((item) => item.category === category).sort((a, b) => rank(SEVERITY_ORDER, a.severity) - rank(SEVERITY_ORDER, b.severity))
      return { category, recommendations: own, insights: insights.filter((item) => item.category === category), worst: own[0]?.severity ?? null }
    })
    .sort(
      (a, b) =>
        rank<Severity | null>([...SEVERITY_ORDER, null], a.worst) - rank<Severity | null>([...SEVERITY_ORDER, null], b.worst) ||
        rank(CATEGORY_ORDER, a.category as SecurityCategory) - rank(CATEGORY_ORDER, b.category as SecurityCategory),
    )
}

/** Where a recommendation's action leads: a session setting to adjust, or the breached-password emails to send. */
export type RecommendationTarget = { readonly kind: 'session'; readonly setting: SessionSetting } | { readonly kind: 'resetBreachedPasswords' } | null

export function recommendationTarget(action: string | null | undefined): RecommendationTarget {
  switch (action) {
    case 'SEND_RESET_BREACHED_PASSWORD_EMAIL':
      return { kind: 'resetBreachedPasswords' }
    case 'ADJUST_FORCE_RELOGIN':
      return { kind: 'session', setting: 'forceReLogin' }
    case 'ADJUST_MAX_CONCURRENT_SESSIONS':
      return { kind: 'session', setting: 'maximumConcurrentSessions' }
    case 'ADJUST_IDLE_TIMEOUT':
      return { kind: 'session', setting: 'idleSessionTimeout' }
    default:
      return null
  }
}

/** The score's band for the gauge: how a person should read it. */
export function scoreBand(score: number): 'poor' | 'fair' | 'good' {
  return score < 50 ? 'poor' : score < 80 ? 'fair' : 'good'
}

/** What a whole-number policy value (lockout attempts, history size, remember days) accepts. */
export const POLICY_BOUNDS = {
  maxAttempts: { min: 1, max: 50 },
  historySize: { min: 1, max: 24 },
  rememberDays: { min: 1, max: 365 },
} as const

/** Why a typed whole number cannot be saved, or null. */
export function countError(typed: string, bounds: { min: number; max: number }): 'required' | 'notWhole' | 'outOfRange' | null {
  const text = typed.trim()
  if (text === '') return 'required'
  if (!/^\d+$/.test(text)) return 'notWhole'
  const value = Number(text)
  return value < bounds.min || value > bounds.max ? 'outOfRange' : null
}

/** Why a domain cannot be added to a list that has `listed`, or null. */
export function domainError(typed: string, listed: readonly string[]): 'invalid' | 'duplicate' | null {
  const domain = normaliseDomain(typed)
  if (domain === null) return 'invalid'
  return listed.some((entry) => entry.toLowerCase() === domain) ? 'duplicate' : null
}

/**
 * The flag under which a policy save also reloads the security center (spec/admin.md §4 Security
 * center: "when the major-version flag is on"). The spec names the flag only by what it does; this is
 * its name among the flags the kit asks the API for.
 */
export const SECURITY_CENTER_RELOAD_FLAG = 'security-center-major-version'

/** What a save in the security section loads again. */
export interface SecuritySaveReload {
  /** The api paths whose shown answers load again: what the save changed (and, with the center, its users tables). */
  readonly revalidate: readonly string[]
  /** Whether the security center's recommendations and insights are loaded again now, shown or not. */
  readonly reloadCenter: boolean
}

/**
 * What a save in the security section loads again: what it changed, and the security center's
 * recommendations and insights only with the major-version flag on. The center's own action
 * (sending breached-password resets) changes what the center says, so it reloads it whatever the
 * flag.
 */
export function afterSecuritySave(
  changed: readonly string[],
  centerLists: readonly string[],
  options: { readonly flags: Readonly<Record<string, boolean>>; readonly fromCenter?: boolean },
): SecuritySaveReload {
  const reloadCenter = options.fromCenter === true || options.flags[SECURITY_CENTER_RELOAD_FLAG] === true
  return { revalidate: reloadCenter ? [...new Set([...changed, ...centerLists])] : [...changed], reloadCenter }
}
