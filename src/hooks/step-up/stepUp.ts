import type { TokenClaims } from '../../api'

/** spec/auth.md §4 step-up: the acr a multi-factor authentication carries. */
export const MULTI_FACTOR_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor'

/** spec/auth.md §3 multi-factor methods: one of them must be in amr besides 'mfa'. */
export const MULTI_FACTOR_METHODS = ['otp', 'sms', 'hwk'] as const

/** spec/auth.md §8: the exact server message that leads to noMFAEnrolledStepUp. */
export const MFA_NOT_ENROLLED = 'MFA is not enrolled'

export interface StepUpCheck {
  /** Seconds since authentication after which a step-up no longer counts; none means no limit. */
  maxAge?: number
  /** The current time in milliseconds (Date.now()). */
  now: number
}

type StepUpClaims = Pick<TokenClaims, 'acr' | 'amr' | 'auth_time'>

/**
 * spec/auth.md §4 step-up validity: acr is the multi-factor policy value, amr has 'mfa' and one
 * of otp/sms/hwk, and with a maxAge the authentication is not older than maxAge seconds.
 */
export function isStepUpValid(claims: StepUpClaims | null | undefined, { maxAge, now }: StepUpCheck): boolean {
  if (!claims || claims.acr !== MULTI_FACTOR_ACR) return false
  const amr = Array.isArray(claims.amr) ? claims.amr : []
  if (!amr.includes('mfa') || !MULTI_FACTOR_METHODS.some((method) => amr.includes(method))) return false
  if (maxAge === undefined) return true
  const authTime = claims.auth_time
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false
  return now / 1000 - authTime <= maxAge
}

/**
 * Milliseconds until a valid step-up stops counting under maxAge, so a gate can close on time;
 * null when it never does (no maxAge) or is not valid now.
 */
export function stepUpExpiresIn(claims: StepUpClaims | null | undefined, { maxAge, now }: StepUpCheck): number | null {
  if (maxAge === undefined || !isStepUpValid(claims, { maxAge, now })) return null
  return Math.max(0, (claims!.auth_time! + maxAge) * 1000 - now)
}

/** The step-up route with its optional maxAge (spec/auth.md §4: "optionally with maxAge"). */
export function stepUpLocation(stepUpUrl: string, maxAge?: number): string {
  if (maxAge === undefined) return stepUpUrl
  const [path, query = ''] = stepUpUrl.split('?')
  const params = new URLSearchParams(query)
  params.set('maxAge', String(maxAge))
  return `${path}?${params}`
}

/** The maxAge a step-up page was opened with; anything but a non-negative whole number is none. */
export function maxAgeFromUrl(url: string): number | undefined {
  const raw = new URL(url, 'http://localhost').searchParams.get('maxAge')
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  return Number(raw)
}

/** The logout route keeping the page's query parameters (spec/auth.md §4: any other step-up error). */
export function logoutKeepingQuery(logoutUrl: string, currentUrl: string): string {
  const { search } = new URL(currentUrl, 'http://localhost')
  if (!search) return logoutUrl
  return logoutUrl.includes('?') ? `${logoutUrl}&${search.slice(1)}` : `${logoutUrl}${search}`
}

/**
 * spec/auth.md §4 after a successful login, step 4: a step-up marker left by a failed step-up
 * sends the user back to step-up unless the new session is already stepped up. The marker holds
 * the maxAge, or is empty for none. Returns where to go, or null to go on as usual.
 */
export function owedStepUpLocation(
  marker: string | null,
  claims: Parameters<typeof isStepUpValid>[0],
  { stepUpUrl, now }: { stepUpUrl: string; now: number },
): string | null {
  if (marker === null) return null
  const maxAge = /^\d+$/.test(marker) ? Number(marker) : undefined
  return isStepUpValid(claims, { maxAge, now }) ? null : stepUpLocation(stepUpUrl, maxAge)
}
