import type { ReactNode } from 'react'
import { ipRulesImpact, keepsNobodyOut, useIpImpactData, type IpImpact, type IpRules, type Resource, type IpImpactData } from '../../../hooks'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { useSecurityMessages } from './securityMessages'
import { ImpactNotice, NamedList } from '../ImpactNotice'

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
  if (data.error) summary = text.failed
  else if (!data.data) summary = text.loading
  else if (impact && keepsNobodyOut(impact)) summary = text.ip.nobody
  else if (impact && impact.people.length > 0) {
    summary = `${pluralize(data.data.recent.complete ? text.ip.people : text.ip.atLeast, impact.people.length, locale)} ${pluralize(text.ip.addresses, impact.addresses, locale)}`
  }
  return (
    <ImpactNotice label={text.label} summary={summary} warning={impact?.ownAddress && format(text.ip.own, { ip: impact.ownAddress })}>
      {impact && (
        <NamedList label={text.ip.listLabel} names={impact.people.map((person) => format(text.ip.person, { name: person.name, addresses: person.addresses.join(', ') }))} more={text.ip.more} />
      )}
    </ImpactNotice>
  )
}
