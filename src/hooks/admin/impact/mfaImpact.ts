import type { MfaEnforceType } from '../../../api'

/**
 * What enforcing multi-factor authentication does to people before it is saved: who has not
 * enrolled (the users query's `mfa-unenrolled` preset) and will be asked to at their next sign-in.
 * Pure: the security section's confirmation step words it.
 */

/** How many of the people asked are named; the rest are counted. */
export const NAMED_PEOPLE = 3

/** A person as a users page gives them. */
export interface ImpactPerson {
  readonly name?: string | null
  readonly email: string
}

/** The first page of the `mfa-unenrolled` preset: some of them, and how many there are in all. */
export interface UnenrolledPeople {
  readonly people: readonly ImpactPerson[]
  readonly total: number
}

export type MfaEnforcementImpact =
  /** Nobody is asked for more than before (MFA stays or becomes optional, or stays required). */
  | { readonly kind: 'unchanged' }
  /**
   * MFA becomes required for more people. `total` have not enrolled and are asked at their next
   * sign-in, `named` the first of them; with `exceptSso` the people who sign in with SSO are not asked.
   */
  | { readonly kind: 'asked'; readonly total: number; readonly named: readonly string[]; readonly exceptSso: boolean }

/** How many sign-ins each setting asks a second factor of: none, all but SSO's, all. */
const REACH: Record<MfaEnforceType, number> = { DontForce: 0, ForceExceptSAML: 1, Force: 2 }

/** Whether saving `after` over `before` asks a second factor of people who were not asked before. */
export function tightensMfa(before: MfaEnforceType, after: MfaEnforceType): boolean {
  return REACH[after] > REACH[before]
}

/** The name a preview shows for a person: their name, else their email. */
export const personLabel = (person: ImpactPerson): string => person.name?.trim() || person.email

/** What saving `after` over `before` does, from the people without MFA. */
export function mfaEnforcementImpact(before: MfaEnforceType, after: MfaEnforceType, unenrolled: UnenrolledPeople): MfaEnforcementImpact {
  if (!tightensMfa(before, after)) return { kind: 'unchanged' }
  const total = Math.max(unenrolled.total, unenrolled.people.length)
  return { kind: 'asked', total, named: unenrolled.people.slice(0, NAMED_PEOPLE).map(personLabel), exceptSso: after === 'ForceExceptSAML' }
}
