import type { AuditLog } from '../../../api'
import { isIpAllowed, locksOut, type IpRules } from '../../../api/ipRules'

/**
 * What a change to the IP restrictions does before it is saved: who signed in lately from an
 * address the current rules let in and the new ones would keep out, read from the audit log's
 * sign-in events, and whether the admin's own address is one of them. Pure: the security section's
 * IP dialogs show it as the admin edits.
 */

/** How far back sign-ins count: the last 7 days. */
export const SIGN_IN_WINDOW_MS = 7 * 86_400_000
/** The audit log's action for a successful sign-in. */
export const SIGN_IN_ACTION = 'User logged in'

/** One successful sign-in, as the audit log tells it. */
export interface RecentSignIn {
  readonly name: string
  readonly email: string
  readonly ip: string
  /** When, in ms since the epoch. */
  readonly at: number
}

/** The sign-ins among audit log rows: the sign-in action, with an address, a person and a readable time. */
export function signInsFromAudits(rows: readonly AuditLog[]): RecentSignIn[] {
  const signIns: RecentSignIn[] = []
  for (const row of rows) {
    const at = Date.parse(row.createdAt)
    const email = row.email?.trim()
    const ip = row.ip?.trim()
    if (row.action !== SIGN_IN_ACTION || !email || !ip || Number.isNaN(at)) continue
    signIns.push({ name: row.user?.trim() || email, email, ip, at })
  }
  return signIns
}

/** A person the new rules would keep out, with the addresses they signed in from that would be refused. */
export interface BlockedPerson {
  readonly name: string
  readonly email: string
  readonly addresses: readonly string[]
  /** Their latest refused sign-in. */
  readonly lastAt: number
}

export interface IpImpact {
  /** The admin's own address, when the current rules let it in and the new ones would not. */
  readonly ownAddress: string | null
  /** Who would be kept out, most recent sign-in first. */
  readonly people: readonly BlockedPerson[]
  /** How many distinct addresses of those sign-ins would be refused. */
  readonly addresses: number
}

/**
 * Who `after` keeps out that `before` lets in: each sign-in of the last 7 days (to `now`) from an
 * address allowed now and refused under `after`, by person; and the admin's own address (`myIp`,
 * null when unknown) when the change locks it out.
 */
export function ipRulesImpact(before: IpRules, after: IpRules, signIns: readonly RecentSignIn[], myIp: string | null, now: number): IpImpact {
  const refused = new Map<string, boolean>()
  const isRefused = (ip: string) => {
    if (!refused.has(ip)) refused.set(ip, isIpAllowed(ip, before) && !isIpAllowed(ip, after))
    return refused.get(ip)!
  }
  const people = new Map<string, { name: string; email: string; addresses: Set<string>; lastAt: number }>()
  const addresses = new Set<string>()
  for (const signIn of signIns) {
    if (signIn.at < now - SIGN_IN_WINDOW_MS || signIn.at > now || !isRefused(signIn.ip)) continue
    addresses.add(signIn.ip)
    const key = signIn.email.toLowerCase()
    const person = people.get(key) ?? { name: signIn.name, email: signIn.email, addresses: new Set<string>(), lastAt: signIn.at }
    person.addresses.add(signIn.ip)
    if (signIn.at >= person.lastAt) Object.assign(person, { lastAt: signIn.at, name: signIn.name })
    people.set(key, person)
  }
  return {
    ownAddress: locksOut(myIp, before, after) ? myIp : null,
    people: [...people.values()]
      .sort((a, b) => b.lastAt - a.lastAt || a.name.localeCompare(b.name))
      .map(({ addresses: seen, ...person }) => ({ ...person, addresses: [...seen].sort() })),
    addresses: addresses.size,
  }
}

/** Whether the change keeps nobody out: no one who signed in lately, and not the admin. */
export const keepsNobodyOut = (impact: IpImpact) => impact.ownAddress === null && impact.people.length === 0
