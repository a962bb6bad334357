import type { ReactNode } from 'react'
import { ipRulesImpact, keepsNobodyOut, useIpImpactData, type IpImpact, type IpRules, type Resource, type IpImpactData } from '../../../hooks'
import { Banner } from '../../../primitives'
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
