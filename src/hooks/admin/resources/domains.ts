import * as v from 'valibot'

/** A DNS name of at least two labels (valibot's domain rule). */
const DOMAIN = v.pipe(v.string(), v.domain())

/**
 * A typed domain as the API keeps it — trimmed, lower case, without an email's leading @ or a
 * trailing dot — or null when it is not a domain name. SSO domains and email-domain restrictions both.
 */
export function normaliseDomain(typed: string): string | null {
  const domain = typed.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
  return v.is(DOMAIN, domain) ? domain : null
}
