import type { MfaChallenge } from './machine'

/** spec/auth.md §2: the steps of the MFA screen. */
export type MfaStep =
  | 'verify'
  | 'recoveryCode'
  | 'authenticatorApp'
  | 'smsSetPhoneNumber'
  | 'smsVerifyCode'
  | 'emailVerifyCode'
  | 'noMFAEnrolledStepUp'

/**
 * spec/auth.md §4 MFA step selection: an enrolled user with exactly one kind of device goes
 * straight to it, with several to the verify choice; a user not enrolled must enrol first.
 */
export function selectMfaStep(challenge: Pick<MfaChallenge, 'isEnrolled' | 'devices'>): MfaStep | 'forceTwoFactor' {
  if (!challenge.isEnrolled) return 'forceTwoFactor'
  const { authenticators = [], phones = [], emails = [], webauthn = [] } = challenge.devices
  const kinds: MfaStep[] = []
  if (authenticators.length) kinds.push('authenticatorApp')
  if (phones.length) kinds.push('smsVerifyCode')
  if (emails.length) kinds.push('emailVerifyCode')
  if (webauthn.length) kinds.push('verify')
  return kinds.length === 1 ? kinds[0]! : 'verify'
}

/** Authenticator apps show six digits; spaces people type from the app are ignored. */
export function normaliseOneTimeCode(input: string): string | null {
  const code = input.replace(/\s+/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

/** spec/auth.md §7: remembered-device expiration comes in seconds; people read days. */
export function rememberDeviceDays(expirationSeconds: number | undefined): number {
  return Math.max(1, Math.round((expirationSeconds ?? 0) / 86400))
}
