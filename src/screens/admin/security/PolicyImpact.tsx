import type { ReactNode } from 'react'
import type { MfaEnforceType } from '../../../api'
import { domainRulesImpact, mfaEnforcementImpact, useDomainImpactData, useSecurityUsers, type DomainRules } from '../../../hooks'
import { Button } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { useSecurityMessages } from './securityMessages'
import { ImpactNotice, NamedList } from '../ImpactNotice'

// The previews of the policy dialogs (requiring MFA, the email-domain rules), in a chunk of their own
// loaded as such a dialog opens: the IP dialogs' preview (ImpactPreview.tsx) decides their submit, so
// it comes with them.

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
    <ImpactNotice label={text.label} summary={summary}>
      {asked && asked.total > 0 && (
        <>
          <NamedList label={text.mfa.listLabel} names={asked.named} total={asked.total} more={text.mfa.more} />
          <div>
            <Button variant="text" onPress={onShowAll}>
              {text.mfa.seeAll}
            </Button>
          </div>
        </>
      )}
    </ImpactNotice>
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
  let summary: string | null = null
  if (data.error) summary = text.failed
  else if (!loaded) summary = text.loading
  else if (impact && impact.people.length === 0 && !impact.publicProvidersNewlyBlocked) summary = text.domains.nobody
  else if (impact && impact.people.length > 0) {
    const list = impact.domains.map(({ domain, count }) => format(text.domains.domainCount, { domain, count: new Intl.NumberFormat(locale).format(count) })).join(', ')
    summary = `${pluralize(loaded.complete ? text.domains.people : text.domains.atLeast, impact.people.length, locale)} ${format(text.domains.byDomain, { list })}`
  }
  return (
    <ImpactNotice label={text.label} summary={[summary, impact?.publicProvidersNewlyBlocked && text.domains.publicProviders].filter(Boolean).join(' ')}>
      {impact && <NamedList label={text.domains.listLabel} names={impact.people} more={text.domains.more} />}
    </ImpactNotice>
  )
}
