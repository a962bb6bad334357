import type { ReactNode } from 'react'
import { ssoDeleteImpact, useSsoConfigurations, useSsoDeleteImpactData, type SsoConfiguration } from '../../../hooks'
import { listOf, pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { ImpactNotice, NamedList } from '../ImpactNotice'
import { useSsoMessages } from './useSsoMessages'

/**
 * What deleting a connection does to sign-in (ssoDeleteImpact): the people at the domains it alone
 * serves sign in another way, those who joined through SSO counted. The account's people load as
 * the dialog opens, the other connections are the section's list; a connection that sends nobody
 * to it loads nothing. A failed load says so and leaves the delete possible.
 */
export function SsoDeleteImpact({ configuration }: { configuration: SsoConfiguration }) {
  const text = useSsoMessages().remove.impact
  const locale = useLocale()
  const sendsAnyone = configuration.enabled && configuration.domains.some((domain) => domain.validated)
  const connections = useSsoConfigurations()
  const people = useSsoDeleteImpactData(sendsAnyone)
  const list = (items: readonly string[]) => listOf(items, locale)

  const others = connections.data
  const loaded = people.data
  const impact = !sendsAnyone ? ssoDeleteImpact(configuration, [], []) : others ? ssoDeleteImpact(configuration, others, loaded?.people ?? []) : null
  const shown = impact?.kind === 'fallBack' && !loaded ? null : impact
  let summary: ReactNode
  if (shown?.kind === 'disabled') summary = text.disabled
  else if (shown?.kind === 'noDomains') summary = [text.noDomains, shown.covered.length > 0 && format(text.covered, { domains: list(shown.covered) })].filter(Boolean).join(' ')
  else if (connections.error || people.error) summary = text.failed
  else if (!shown) summary = text.loading
  else {
    const domains = list(shown.domains)
    const count = shown.people.length
    summary = [
      count === 0 ? format(text.nobody, { domains }) : format(pluralize(loaded?.complete ? text.people : text.atLeast, count, locale), { domains }),
      shown.joinedThroughSso > 0 && pluralize(text.joinedThroughSso, shown.joinedThroughSso, locale),
      shown.covered.length > 0 && format(text.covered, { domains: list(shown.covered) }),
    ]
      .filter(Boolean)
      .join(' ')
  }
  return (
    <ImpactNotice label={text.label} summary={summary}>
      {shown?.kind === 'fallBack' && <NamedList label={text.listLabel} names={shown.people} more={text.more} />}
    </ImpactNotice>
  )
}
