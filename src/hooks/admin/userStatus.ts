import type { TeamUser } from '../../api'

/** What the users list says about a member (issue: activated, pending invitation, locked, temporary with its expiry). */
export type UserStatus =
  | { readonly kind: 'locked' }
  | { readonly kind: 'pendingInvitation' }
  | { readonly kind: 'notVerified' }
  | { readonly kind: 'temporary'; readonly expiresAt: Date }
  | { readonly kind: 'expired'; readonly expiredAt: Date }
  | { readonly kind: 'active' }

/**
 * A member's status, most pressing first: locked, then a pending invitation (not activated for
 * the tenant), then not verified, then a temporary account (expired once its date passed), else active.
 */
export function userStatus(user: Pick<TeamUser, 'isLocked' | 'activatedForTenant' | 'verified' | 'temporaryExpirationDate'>, now: number): UserStatus {
  if (user.isLocked) return { kind: 'locked' }
  if (user.activatedForTenant === false) return { kind: 'pendingInvitation' }
  if (user.verified === false) return { kind: 'notVerified' }
  const expiry = user.temporaryExpirationDate ? new Date(user.temporaryExpirationDate) : null
  if (expiry && !Number.isNaN(expiry.getTime())) return expiry.getTime() <= now ? { kind: 'expired', expiredAt: expiry } : { kind: 'temporary', expiresAt: expiry }
  return { kind: 'active' }
}

/** Which follow-up the status allows: resend the invitation to a pending member, resend activation to an unverified one. */
export function resendActionFor(status: UserStatus): 'resendInvitation' | 'resendActivation' | null {
  if (status.kind === 'pendingInvitation') return 'resendInvitation'
  if (status.kind === 'notVerified') return 'resendActivation'
  return null
}

/** The emails typed for a bulk invite: split on commas, semicolons, spaces and new lines; blanks dropped, duplicates once. */
export function splitEmails(text: string): string[] {
  const seen = new Set<string>()
  const emails: string[] = []
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim()
    if (!email || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    emails.push(email)
  }
  return emails
}

/** Temporary-user durations a dialog offers, in seconds. */
export const EXPIRY_CHOICES = [
  { days: 1, seconds: 86_400 },
  { days: 7, seconds: 604_800 },
  { days: 30, seconds: 2_592_000 },
  { days: 90, seconds: 7_776_000 },
] as const
