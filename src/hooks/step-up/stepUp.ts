import type { TokenClaims } from '../../api'
import { clampTimerDelay } from '../../api/sessionRules'

import { MFA_NOT_ENROLLED, MULTI_FACTOR_ACR, MULTI_FACTOR_METHODS } from '../../api/stepUp'

// The protocol's constants live with its calls (src/api/stepUp.ts); the hooks export them too.
export { MFA_NOT_ENROLLED, MULTI_FACTOR_ACR, MULTI_FACTOR_METHODS }

export interface StepUpCheck {
  /** Seconds since authentication after which a step-up no longer counts; none means no limit. */
  maxAge?: number
  /** The current time in milliseconds (Date.now()). */
  now: number
}

type StepUpClaims = Pick<TokenClaims, 'acr' | 'amr' | 'auth_time' | 'exp'>

/**
 * How far in the future an auth_time may lie and still count: the server's clock, which minted
 * it, may be a little ahead of the browser's. Anything later is no authentication that happened.
 */
export const AUTH_TIME_SKEW_SECONDS = 60

/**
 * spec/auth.md §4 step-up validity: acr is the multi-factor policy value, amr has 'mfa' and one
 * of otp/sms/hwk, and with a maxAge the authentication is not older than maxAge seconds. A token
 * past its `exp` proves nothing, nor does an auth_time beyond AUTH_TIME_SKEW_SECONDS in the future.
 */
export function isStepUpValid(claims: StepUpClaims | null | undefined, { maxAge, now }: StepUpCheck): boolean {
  if (!claims || claims.acr !== MULTI_FACTOR_ACR) return false
  const amr = Array.isArray(claims.amr) ? claims.amr : []
  if (!amr.includes('mfa') || !MULTI_FACTOR_METHODS.some((method) => amr.includes(method))) return false
  if (claims.exp !== undefined && !(typeof claims.exp === 'number' && now < claims.exp * 1000)) return false
  const authTime = claims.auth_time
  const hasAuthTime = typeof authTime === 'number' && Number.isFinite(authTime)
  if (hasAuthTime && authTime - now / 1000 > AUTH_TIME_SKEW_SECONDS) return false
  if (maxAge === undefined) return true
  if (!hasAuthTime) return false
  return now / 1000 - authTime <= maxAge
}

/**
 * Milliseconds until a valid step-up stops counting, under maxAge or at the token's `exp`,
 * whichever comes first, so a gate can close on time; null when it never does or is not valid now.
 */
export function stepUpExpiresIn(claims: StepUpClaims | null | undefined, { maxAge, now }: StepUpCheck): number | null {
  if (!claims || !isStepUpValid(claims, { maxAge, now })) return null
  const ends = [
    ...(maxAge !== undefined ? [(claims.auth_time! + maxAge) * 1000] : []),
    ...(typeof claims.exp === 'number' ? [claims.exp * 1000] : []),
  ]
  return ends.length ? Math.max(0, Math.min(...ends) - now) : null
}

/**
 * How long useIsSteppedUp waits before it looks again: a second past the end of the step-up,
 * clamped to what `setTimeout` can hold (a longer delay fires at once, and the hook would loop).
 */
export function nextCheckDelay(expiresInMs: number): number {
  return clampTimerDelay(expiresInMs + 1000)
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
