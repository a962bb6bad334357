import type { ReactNode } from 'react'
import type { MfaEnforceType } from '../../../api'
import { domainRulesImpact, mfaEnforcementImpact, useDomainImpactData, useSecurityUsers, type DomainRules } from '../../../hooks'
import { Button } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { useSecurityMessages } from './securityMessages'
import * as styles from './SecuritySection.css'

// The previews of the policy dialogs (requiring MFA, the email-domain rules), in a chunk of their own
// loaded as such a dialog opens: the IP dialogs' preview (ImpactPreview.tsx) decides their submit, so
// it comes with them.

/** How many people a preview names; the rest are counted. */
const NAMED = 5

/**
 * Who requiring MFA asks to set it up at their next sign-in: the people without it (the users
 * query's `mfa-unenrolled` preset, its first page loaded as the dialog opens), the first named.
 */
export function MfaImpactNotice({ before, after, onShowAll }: { before: MfaEnforceType; after: MfaEnforceType; onShowAll: () => void }) {
  const text = useSecurityMessages().impact
  const locale = useLocale()
  const unenrolled = useSecurityUsers('mfa-unenrolled', 0)
  const page = unenrolled.data
  const impact = page ? mfaEnforcementImpact(before, after, { people: page.items, total: page._metadata.totalItems }) : null
  const asked = impact?.kind === 'asked' ? impact : null
  let summary: ReactNode = null
  if (unenrolled.error) summary = text.failed
  else if (!page) summary = text.loading
  else if (asked && asked.total === 0) summary = text.mfa.nobody
  else if (asked) summary = `${pluralize(text.mfa.asked, asked.total, locale)}${asked.exceptSso ? ` ${text.mfa.exceptSso}` : ''}`
  return (
    <section aria-label={text.label} className={styles.impact}>
      <p role="status" className={styles.cardText}>
        {summary}
      </p>
      {asked && asked.total > 0 && (
        <>
          <ul className={styles.list} aria-label={text.mfa.listLabel}>
            {asked.named.map((name, index) => (
              <li key={`${index}:${name}`} className={styles.cardText}>
                {name}
              </li>
            ))}
            {asked.total > asked.named.length && <li className={styles.cardText}>{pluralize(text.mfa.more, asked.total - asked.named.length, locale)}</li>}
          </ul>
          <div>
            <Button variant="text" onPress={onShowAll}>
              {text.mfa.seeAll}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

/**
 * Who already in the account has an email domain the changed rules (`change`, null while the input
 * is not a change yet) would refuse at sign-up or invitation: the rules and the account's people load
 * as the dialog opens.
 */
export function DomainImpactNotice({ change }: { change: ((rules: DomainRules) => DomainRules) | null }) {
  const text = useSecurityMessages().impact
  const locale = useLocale()
  const data = useDomainImpactData()
  const loaded = data.data
  const impact = loaded && change ? domainRulesImpact(loaded.rules, change(loaded.rules), loaded.people) : null
  let summary: ReactNode = null
  if (data.error) summary = text.failed
  else if (!loaded) summary = text.loading
  else if (impact && impact.people.length === 0 && !impact.publicProvidersNewlyBlocked) summary = text.domains.nobody
  else if (impact && impact.people.length > 0) {
    const list = impact.domains.map(({ domain, count }) => format(text.domains.domainCount, { domain, count: new Intl.NumberFormat(locale).format(count) })).join(', ')
    summary = `${pluralize(loaded.complete ? text.domains.people : text.domains.atLeast, impact.people.length, locale)} ${format(text.domains.byDomain, { list })}`
  }
  return (
    <section aria-label={text.label} className={styles.impact}>
      <p role="status" className={styles.cardText}>
        {summary}
        {impact?.publicProvidersNewlyBlocked && ` ${text.domains.publicProviders}`}
      </p>
      {impact && impact.people.length > 0 && (
        <ul className={styles.list} aria-label={text.domains.listLabel}>
          {impact.people.slice(0, NAMED).map((name, index) => (
            <li key={`${index}:${name}`} className={styles.cardText}>
              {name}
            </li>
          ))}
          {impact.people.length > NAMED && <li className={styles.cardText}>{pluralize(text.domains.more, impact.people.length - NAMED, locale)}</li>}
        </ul>
      )}
    </section>
  )
}
