import type { MfaDevices, Session } from '../../../api'

/** The kinds of second factor a user manages (spec/auth.md §3 MFA devices). */
export const MFA_KINDS = ['authenticatorApp', 'sms', 'email', 'webauthn'] as const
export type MfaKind = (typeof MFA_KINDS)[number]

/** One kind of second factor as the privacy section shows it: enrolled or not, and the device that is. */
export interface MfaKindRow {
  readonly kind: MfaKind
  /** spec/auth.md §9: counted as 0 or 1 per kind, however many devices the answer lists. */
  readonly count: 0 | 1
  /** The device to remove (its first one); null when none is enrolled or the kind has no id (email). */
  readonly deviceId: string | null
  /** What to show of it: the masked phone number, the WebAuthn device type. */
  readonly detail: string | null
}

/** The MFA devices answer as one row per kind, in a fixed order. */
export function mfaKindRows(devices: MfaDevices): MfaKindRow[] {
  const first = {
    authenticatorApp: devices.authenticators[0],
    sms: devices.phones[0],
    email: devices.emails[0],
    webauthn: devices.webauthn[0],
  }
  return MFA_KINDS.map((kind) => {
    const device = first[kind]
    const detail = kind === 'sms' ? (devices.phones[0]?.phoneNumber ?? null) : kind === 'webauthn' ? (devices.webauthn[0]?.deviceType ?? null) : kind === 'email' ? (devices.emails[0]?.email ?? null) : null
    return { kind, count: device ? 1 : 0, deviceId: device && 'id' in device && typeof device.id === 'string' ? device.id : null, detail: device ? detail : null }
  })
}

/** How many kinds are enrolled (0 to 4). */
export function enrolledKindCount(devices: MfaDevices): number {
  return mfaKindRows(devices).reduce((sum, row) => sum + row.count, 0)
}

/** The sessions as listed: the current one first, then the newest first. */
export function sessionsView(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

/** Whether there is any session to revoke besides the current one. */
export function hasOtherSessions(sessions: readonly Session[]): boolean {
  return sessions.some((session) => !session.current)
}

/** The privacy section's tabs; `mfa` and `sessions` follow the fields privacy.mfa and privacy.loginSessions (spec/admin.md §2). */
export const PRIVACY_TABS = ['mfa', 'passkeys', 'sessions'] as const
export type PrivacyTab = (typeof PRIVACY_TABS)[number]

export interface PrivacyTabView {
  readonly id: PrivacyTab
  /** viewOnly: the list shows, its changes do not. */
  readonly readOnly: boolean
}

/** The tabs shown for the host's appearance of privacy.mfa and privacy.loginSessions: hidden ones left out. */
export function privacyTabs(appearance: { readonly mfa: 'hidden' | 'viewOnly' | 'edit'; readonly loginSessions: 'hidden' | 'viewOnly' | 'edit' }): PrivacyTabView[] {
  const of = { mfa: appearance.mfa, passkeys: 'edit', sessions: appearance.loginSessions } as const
  return PRIVACY_TABS.filter((id) => of[id] !== 'hidden').map((id) => ({ id, readOnly: of[id] === 'viewOnly' }))
}

/** The tab a deep link opens ('/sessions' → sessions); the first shown tab for anything else. */
export function privacyTabOf(subPath: string, tabs: readonly PrivacyTabView[]): PrivacyTab | null {
  const wanted = subPath.replace(/^\/+/, '').split('/')[0]
  return tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id ?? null
}
