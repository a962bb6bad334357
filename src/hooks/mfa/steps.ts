import type { MfaDeviceList } from '../../api'

/** What the server asked for when the first factor was right but a second one is due. */
export interface MfaChallenge {
  readonly mfaToken: string
  readonly isEnrolled: boolean
  readonly devices: MfaDeviceList
  readonly strategies: readonly string[]
  /** Sent by some servers with a not-enrolled challenge; the enrolment step asks for its own QR code. */
  readonly qrCode?: string
  readonly recoveryCode?: string
}

/** spec/auth.md §2: the steps of the MFA screen. */
export type MfaStep =
  | 'verify'
  | 'recoveryCode'
  | 'authenticatorApp'
  | 'smsSetPhoneNumber'
  | 'smsVerifyCode'
  | 'emailVerifyCode'
  | 'noMFAEnrolledStepUp'

/** spec/auth.md §3 MFA strategies, in the order the enrolment choice lists them. */
export const MFA_STRATEGIES = ['AuthenticatorApp', 'SMS', 'EmailCode', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'] as const
export type MfaStrategy = (typeof MFA_STRATEGIES)[number]

/** spec/auth.md §3 WebAuthn device types. */
export type WebAuthnKind = 'Platform' | 'CrossPlatform'

/** One way to prove the second factor, as the verify choice offers it. */
export type MfaChoice =
  | { readonly kind: 'authenticatorApp'; readonly deviceId: string }
  | { readonly kind: 'sms'; readonly deviceId: string; readonly phoneNumber?: string }
  | { readonly kind: 'email'; readonly email?: string }
  | { readonly kind: 'webAuthn'; readonly deviceId: string; readonly deviceType: WebAuthnKind; readonly name?: string }
  | { readonly kind: 'recoveryCode' }

/**
 * spec/auth.md §4 MFA step selection: an enrolled user with exactly one kind of device goes
 * straight to it, with several to the verify choice; a user not enrolled must enrol first.
 * Security keys and passkeys are always picked on the verify choice (§4 names only the app,
 * SMS and email as kinds that go straight to their step).
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

/** Every enrolled device as a choice, then the recovery code (spec/auth.md §2 verify). */
export function mfaChoices(devices: MfaDeviceList): MfaChoice[] {
  const choices: MfaChoice[] = []
  for (const app of devices.authenticators ?? []) choices.push({ kind: 'authenticatorApp', deviceId: app.id })
  for (const phone of devices.phones ?? []) choices.push({ kind: 'sms', deviceId: phone.id, ...(phone.phoneNumber ? { phoneNumber: phone.phoneNumber } : {}) })
  for (const email of devices.emails ?? []) choices.push({ kind: 'email', ...(email.email ? { email: email.email } : {}) })
  for (const key of devices.webauthn ?? []) {
    choices.push({ kind: 'webAuthn', deviceId: key.id, deviceType: key.deviceType === 'CrossPlatform' ? 'CrossPlatform' : 'Platform', ...(key.name ? { name: key.name } : {}) })
  }
  choices.push({ kind: 'recoveryCode' })
  return choices
}

/** The strategies a user may enrol with: the known ones the server allows, once each, in spec order. */
export function enrolmentStrategies(allowed: readonly string[]): MfaStrategy[] {
  return MFA_STRATEGIES.filter((strategy) => allowed.includes(strategy))
}

/** The last digits of a phone number (masked or not), for "the phone ending in 67". */
export function phoneEnding(phoneNumber: string | undefined, digits = 2): string | null {
  const all = (phoneNumber ?? '').replace(/\D/g, '')
  return all.length >= digits ? all.slice(-digits) : null
}
