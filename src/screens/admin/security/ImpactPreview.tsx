import type { ReactNode } from 'react'
import type { MfaEnforceType } from '../../../api'
import { ipRulesImpact, keepsNobodyOut, mfaEnforcementImpact, useIpImpactData, useSecurityUsers, type IpImpact, type IpRules, type Resource, type IpImpactData } from '../../../hooks'
import { Banner, Button } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { useSecurityMessages } from './securityMessages'
import * as styles from './SecuritySection.css'

/** How many people a preview names; the rest are counted. */
const NAMED = 5

export interface IpPreview {
  readonly data: Resource<IpImpactData>
  /** What the change does, once the data is in and the change can be read (null while it cannot). */
  readonly impact: IpImpact | null
}

/**
 * The IP preview of a dialog: loads the rules and the week's sign-ins as the dialog opens, and works
 * out what `change` (null while the input is not a change yet) does to them on each render.
 */
export function useIpPreview(change: ((rules: IpRules) => IpRules) | null, myIp: string | null): IpPreview {
  const data = useIpImpactData()
  const loaded = data.data
  return { data, impact: loaded && change ? ipRulesImpact(loaded.rules, change(loaded.rules), loaded.recent.signIns, myIp, loaded.now) : null }
}

/** Who the change keeps out: the admin's own address first, then the people by their latest sign-in. Announced as it changes. */
export function IpImpactNotice({ preview }: { preview: IpPreview }) {
  const text = useSecurityMessages().impact
  const locale = useLocale()
  const { data, impact } = preview
  let summary: ReactNode = null
  let details: ReactNode = null
  if (data.error) summary = text.failed
  else if (!data.data) summary = text.loading
  else if (impact && keepsNobodyOut(impact)) summary = text.ip.nobody
  else if (impact) {
    const count = impact.people.length
    summary = impact.people.length > 0 && (
      <>
        {pluralize(data.data.recent.complete ? text.ip.people : text.ip.atLeast, count, locale)} {pluralize(text.ip.addresses, impact.addresses, locale)}
      </>
    )
    details = count > 0 && (
      <ul className={styles.list} aria-label={text.ip.listLabel}>
        {impact.people.slice(0, NAMED).map((person) => (
          <li key={person.email} className={styles.cardText}>
            {format(text.ip.person, { name: person.name, addresses: person.addresses.join(', ') })}
          </li>
        ))}
        {count > NAMED && <li className={styles.cardText}>{pluralize(text.ip.more, count - NAMED, locale)}</li>}
      </ul>
    )
  }
  return (
    <section aria-label={text.label} className={styles.impact}>
      {impact?.ownAddress && <Banner tone="warning">{format(text.ip.own, { ip: impact.ownAddress })}</Banner>}
      <p role="status" className={styles.cardText}>
        {summary}
      </p>
      {details}
    </section>
  )
}

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
            {asked.named.map((name) => (
              <li key={name} className={styles.cardText}>
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
