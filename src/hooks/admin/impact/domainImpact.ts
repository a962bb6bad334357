import type { DomainRestriction, DomainRestrictionsConfig } from '../../../api'
import { personLabel, type ImpactPerson } from './mfaImpact'

/**
 * What a change to the email-domain restrictions does to the people already in the account before
 * it is saved: whose email domain the new rules would refuse at sign-up or invitation, that the
 * current rules let through. Pure: the security section's domain dialogs show it.
 */

/** The email-domain rules as the API keeps them: the config and its list (both list types). */
export interface DomainRules {
  readonly config: DomainRestrictionsConfig
  readonly entries: readonly (Pick<DomainRestriction, 'domain' | 'type'> & { readonly id?: string })[]
}

/** The domain of an email address, lower case; null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@')
  const domain = at > 0 ? email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '') : ''
  return domain || null
}

/** Whether `domain` is `listed` or one of its subdomains (eu.acme.com is under acme.com). */
const covers = (listed: string, domain: string) => domain === listed || domain.endsWith(`.${listed}`)

/**
 * Whether the rules refuse an email domain by their list: an allow list refuses every domain it does
 * not cover, a block list the ones it does; off, nothing. Which domains are public email providers
 * (blockPublicDomains) is the server's list, not this one's.
 */
export function domainRefused(domain: string, rules: DomainRules): boolean {
  if (!rules.config.active) return false
  const listed = rules.entries.filter((entry) => entry.type === rules.config.listType).map((entry) => entry.domain.toLowerCase())
  const isListed = listed.some((entry) => covers(entry, domain))
  return rules.config.listType === 'ALLOW' ? !isListed : isListed
}

export interface DomainImpact {
  /** The people whose domain `after` refuses and `before` does not, by name. */
  readonly people: readonly string[]
  /** Their domains, most people first. */
  readonly domains: readonly { readonly domain: string; readonly count: number }[]
  /** The new rules block public email providers where the current ones did not: who that refuses is the server's to say. */
  readonly publicProvidersNewlyBlocked: boolean
}

/** Who of `people` (the account's users) `after` would refuse that `before` lets through. */
export function domainRulesImpact(before: DomainRules, after: DomainRules, people: readonly ImpactPerson[]): DomainImpact {
  const refused: string[] = []
  const counts = new Map<string, number>()
  for (const person of people) {
    const domain = emailDomain(person.email)
    if (!domain || domainRefused(domain, before) || !domainRefused(domain, after)) continue
    refused.push(personLabel(person))
    counts.set(domain, (counts.get(domain) ?? 0) + 1)
  }
  const blocksPublic = (rules: DomainRules) => rules.config.active && rules.config.blockPublicDomains
  return {
    people: refused.sort((a, b) => a.localeCompare(b)),
    domains: [...counts].map(([domain, count]) => ({ domain, count })).sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain)),
    publicProvidersNewlyBlocked: blocksPublic(after) && !blocksPublic(before),
  }
}
