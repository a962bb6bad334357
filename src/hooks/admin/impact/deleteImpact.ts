import type { SsoConfiguration } from '../../../api'
import { emailDomain } from './domainImpact'
import { personLabel, type ImpactPerson } from './mfaImpact'

/**
 * What deleting an SSO connection or a sub-account takes with it, worked out before the admin
 * confirms from what the API answers: pure, the SSO and all-accounts delete dialogs word it.
 */

// ---------------------------------------------------------------- SSO connection

/** The provider of a user who joined through single sign-on (spec/admin.md §3 User provider values). */
export const SSO_PROVIDER = 'saml'

/** A person as the users list gives them, with where their account comes from. */
export interface SsoImpactPerson extends ImpactPerson {
  readonly provider?: string
}

/** A connection as the SSO list gives it: whether it is on, and its domains. */
export type SsoConnectionDomains = Pick<SsoConfiguration, 'id' | 'enabled' | 'domains'>

export type SsoDeleteImpact =
  /** The connection is off: nobody signs in through it, so deleting it changes nobody's sign-in. */
  | { readonly kind: 'disabled' }
  /**
   * It is on, but SSO discovery sends nobody to it: it has no validated domain, or each of them
   * (`covered`) is served by another enabled connection too, whose people keep single sign-on.
   */
  | { readonly kind: 'noDomains'; readonly covered: readonly string[] }
  /**
   * People at `domains` (its validated domains that no other enabled connection serves) will sign
   * in another way: `people` by name, `joinedThroughSso` of them came in through SSO and may have no
   * password. `covered` as above. No people: nobody in the account is at those domains.
   */
  | { readonly kind: 'fallBack'; readonly domains: readonly string[]; readonly covered: readonly string[]; readonly people: readonly string[]; readonly joinedThroughSso: number }

/** The validated domains of a connection, lower case: SSO discovery sends only those to it. */
const validatedDomains = (connection: SsoConnectionDomains) => connection.domains.filter((domain) => domain.validated).map((domain) => domain.domain.trim().toLowerCase())

/**
 * What deleting `connection` does to `people` (the account's users), given the tenant's `others`
 * connections. A person counts when their email's domain is one the connection alone serves: SSO
 * discovery matches the whole domain, so eu.acme.test is not acme.test's (the fixtures' prelogin, as
 * the API's, compares the domain exactly).
 */
export function ssoDeleteImpact(connection: SsoConnectionDomains, others: readonly SsoConnectionDomains[], people: readonly SsoImpactPerson[]): SsoDeleteImpact {
  if (!connection.enabled) return { kind: 'disabled' }
  const servedElsewhere = new Set(others.filter((other) => other.id !== connection.id && other.enabled).flatMap(validatedDomains))
  const own = [...new Set(validatedDomains(connection))]
  const domains = own.filter((domain) => !servedElsewhere.has(domain)).sort()
  const covered = own.filter((domain) => servedElsewhere.has(domain)).sort()
  if (domains.length === 0) return { kind: 'noDomains', covered }
  const lost = new Set(domains)
  const affected = people.filter((person) => {
    const domain = emailDomain(person.email)
    return domain !== null && lost.has(domain)
  })
  return {
    kind: 'fallBack',
    domains,
    covered,
    people: affected.map(personLabel).sort((a, b) => a.localeCompare(b)),
    joinedThroughSso: affected.filter((person) => person.provider === SSO_PROVIDER).length,
  }
}

// ---------------------------------------------------------------- sub-account

/** An account of the subtree, as the hierarchy answers it. */
export interface SubtreeAccount {
  readonly tenantId: string
  readonly name: string
}

/** A user of an account in the subtree, as the sub-tenant users list gives them: with every account they are in. */
export interface SubtreeUser extends ImpactPerson {
  readonly id: string
  /** Every account the user is in; absent when the answer did not say. */
  readonly tenants?: readonly { readonly tenantId: string }[]
}

/** What was read of the subtree of the account to delete. */
export interface SubtreeData {
  /** The accounts below it that were read, nearest first. */
  readonly below: readonly SubtreeAccount[]
  /** False when it has more accounts below than were read. */
  readonly belowComplete: boolean
  /** The users of the account and of those below it that were read; a user in several of them comes once per account. */
  readonly users: readonly SubtreeUser[]
  /** False when they have more users than were read. */
  readonly usersComplete: boolean
}

export interface SubAccountDeleteImpact {
  /** The accounts below it, deleted with it (the API deletes the whole subtree): how many, and the names of those read, nearest first. */
  readonly accounts: { readonly total: number; readonly named: readonly string[] }
  /** The people who lose access to it and to the accounts below it, each once, by name. */
  readonly people: readonly string[]
  /** False when not every account or user could be read: the counts are "at least". */
  readonly complete: boolean
  /**
   * How many of those people are members of an account outside the subtree too, and keep it (the
   * API takes them out of the deleted accounts only). Null when that cannot be told: part of the
   * subtree was not read, or an answer did not list a user's accounts.
   */
  readonly keepOtherAccounts: number | null
}

/**
 * What deleting `account` takes with it, from its subtree as read when the dialog opened. While
 * not all of it was read, the hierarchy's count (`account.numberOfDescendants`) stands for the accounts
 * below when it is larger; once it all was, what was read (fresher than the list's count) does.
 */
export function subAccountDeleteImpact(account: SubtreeAccount & { readonly numberOfDescendants?: number }, subtree: SubtreeData): SubAccountDeleteImpact {
  const inSubtree = new Set([account.tenantId, ...subtree.below.map((below) => below.tenantId)])
  const below = subtree.below.filter((entry, index, all) => entry.tenantId !== account.tenantId && all.findIndex((other) => other.tenantId === entry.tenantId) === index)
  const users = new Map<string, SubtreeUser>()
  for (const user of subtree.users) if (!users.has(user.id)) users.set(user.id, user)
  const people = [...users.values()]
  const toldAccounts = people.every((user) => user.tenants !== undefined)
  const keepOtherAccounts =
    subtree.belowComplete && toldAccounts ? people.filter((user) => user.tenants!.some((tenant) => !inSubtree.has(tenant.tenantId))).length : null
  return {
    accounts: { total: subtree.belowComplete ? below.length : Math.max(account.numberOfDescendants ?? 0, below.length), named: below.map((entry) => entry.name) },
    people: people.map(personLabel).sort((a, b) => a.localeCompare(b)),
    complete: subtree.belowComplete && subtree.usersComplete,
    keepOtherAccounts,
  }
}
