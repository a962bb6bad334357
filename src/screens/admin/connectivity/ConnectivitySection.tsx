import { useEffect, useRef, useState } from 'react'
import { connectivity as connectivityApi } from '../../../api'
import { connectivityPage, connectivityPath, platformSummaries, useEmailConfig, usePermission, useSlackConfig, useSmsConfig, useWebhooks, type ConnectivityPage } from '../../../hooks'
import { Badge, Link } from '../../../primitives'
import { format } from '../../i18n/messages'
import { pluralize } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import type { AdminSectionProps } from '../sections'
import { useConnectivityMessages } from './connectivityMessages'
import { DeliveriesPage } from './DeliveriesPage'
import { PageHeading } from './parts'
import { RecipientsPage } from './RecipientsPage'
import { SlackPage } from './SlackPage'
import { WebhooksPage } from './WebhooksPage'
import * as styles from './ConnectivitySection.css'

const { CONNECTIVITY_PERMISSIONS, CONNECTIVITY_PLATFORMS } = connectivityApi

/**
 * The connectivity section (spec/admin.md §1, §3 Connectivity, §4, §6): an overview of the four
 * platforms with each one's event count and active flag, and a page per platform, deep-linked below
 * the section (`/email`, `/sms`, `/slack`, `/webhook`, a webhook's deliveries at `/webhook/{id}`).
 * Each platform follows its own read, write and delete keys; without them it shows and nothing changes.
 */
export default function ConnectivitySection({ subPath, navigation }: AdminSectionProps) {
  const page = connectivityPage(subPath)
  const goTo = (next: ConnectivityPage) => navigation.goTo('webhooks', connectivityPath(next))
  const hrefOf = (next: ConnectivityPage) => navigation.hrefOf('webhooks', connectivityPath(next))
  // The page a link opened takes focus at its heading; the one the portal opened keeps the portal's focus.
  const first = useRef(subPath)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (subPath !== first.current) setMoved(true)
  }, [subPath])
  const pageKey = connectivityPath(page)

  switch (page.kind) {
    case 'overview':
      return <Overview key={pageKey} focus={moved} hrefOf={hrefOf} />
    case 'deliveries':
      return <DeliveriesPage key={pageKey} focus={moved} webhookId={page.webhookId} back={hrefOf({ kind: 'platform', platform: 'webhook' })} />
    case 'platform':
      switch (page.platform) {
        case 'email':
        case 'sms':
          return <RecipientsPage key={pageKey} focus={moved} platform={page.platform} back={hrefOf({ kind: 'overview' })} />
        case 'slack':
          return <SlackPage key={pageKey} focus={moved} back={hrefOf({ kind: 'overview' })} self={hrefOf(page)} replace={(to) => navigation.open(to, { replace: true })} />
        case 'webhook':
          return <WebhooksPage key={pageKey} focus={moved} back={hrefOf({ kind: 'overview' })} deliveriesOf={(webhookId) => hrefOf({ kind: 'deliveries', webhookId })} goTo={goTo} />
      }
  }
}

/** The four platforms, each with how many events it sends and whether it is on; a platform the admin may not read shows why it does not open. */
function Overview({ focus, hrefOf }: { focus: boolean; hrefOf: (page: ConnectivityPage) => string }) {
  const text = useConnectivityMessages()
  const locale = useLocale()
  const readable = {
    email: usePermission(CONNECTIVITY_PERMISSIONS.email.read),
    sms: usePermission(CONNECTIVITY_PERMISSIONS.sms.read),
    slack: usePermission(CONNECTIVITY_PERMISSIONS.slack.read),
    webhook: usePermission(CONNECTIVITY_PERMISSIONS.webhooks.read),
  }
  const summaries = platformSummaries({
    email: useEmailConfig({ enabled: readable.email }).data,
    sms: useSmsConfig({ enabled: readable.sms }).data,
    slack: useSlackConfig({ enabled: readable.slack }).data?.slackSubscriptions,
    webhooks: useWebhooks({ enabled: readable.webhook }).data,
  })
  return (
    <div className={styles.page}>
      <PageHeading focus={focus}>{text.overview.listLabel}</PageHeading>
      <p className={styles.description}>{text.overview.description}</p>
      <ul className={styles.platforms} aria-label={text.overview.listLabel}>
        {CONNECTIVITY_PLATFORMS.map((platform) => {
          const words = text.platforms[platform]!
          const summary = summaries[platform]
          return (
            <li key={platform} className={styles.platform}>
              <div className={styles.platformTop}>
                <h4 className={styles.subheading}>{words.name}</h4>
                <Badge tone={summary.isActive ? 'success' : 'neutral'}>{summary.isActive ? text.overview.active : text.overview.inactive}</Badge>
              </div>
              <p className={styles.hint}>{words.description}</p>
              <p className={styles.hint}>{summary.eventCount ? pluralize(text.overview.events, summary.eventCount, locale) : text.overview.noEvents}</p>
              {readable[platform] ? (
                <Link href={hrefOf({ kind: 'platform', platform })}>{format(text.overview.open, { platform: words.name })}</Link>
              ) : (
                <p className={styles.muted}>{format(text.overview.notAllowed, { platform: words.name })}</p>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
