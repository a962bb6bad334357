import { useState } from 'react'
import { connectivity as connectivityApi, type WebhookLog } from '../../../api'
import { isDeliveryDelivered, prettyBody, toTeamError, useDialogSubmit, useRetryWebhookDelivery, useWebhookLogs, useWebhooks } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { ListEmpty } from '../team/TeamList'
import { useConnectivityMessages } from './connectivityMessages'
import { BackLink, PageHeading, Unavailable, useLocalApi, usePlatformActions } from './parts'
import { TestWebhook } from './TestWebhook'
import * as styles from './ConnectivitySection.css'

const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))

/**
 * One webhook's deliveries (spec/admin.md §9: 10 at a time from offset 0), newest first: when, which
 * event, what the receiver answered and how long it took; a delivery's request and response bodies
 * pretty-printed and copyable; a failed one sent again (accepted only on 202); a test call.
 */
export function DeliveriesPage({ webhookId, focus, back }: { webhookId: string; focus: boolean; back: string }) {
  const text = useConnectivityMessages()
  const locale = useLocale()
  const development = useLocalApi()
  const { canWrite } = usePlatformActions('webhook')
  const webhooks = useWebhooks()
  const [page, setPage] = useState(0)
  const logs = useWebhookLogs(webhookId, page)
  const [openId, setOpenId] = useState<string | null>(null)
  const webhook = webhooks.data?.find((candidate) => candidate._id === webhookId)
  const rows = logs.data?.rows ?? []
  const totalPages = Math.ceil((logs.data?.count ?? 0) / connectivityApi.WEBHOOK_LOGS_PAGE_SIZE)
  const shown = rows.find((row) => row.id === openId) ?? null
  const name = webhook?.displayName ?? webhookId

  if (webhooks.data && !webhook)
    return (
      <div className={styles.page}>
        <BackLink href={back} />
        <p className={styles.muted}>{text.deliveries.notFound}</p>
      </div>
    )
  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{format(text.deliveries.heading, { name })}</PageHeading>
      {webhook && <p className={styles.description}>{format(text.deliveries.description, { url: webhook.url })}</p>}
      {webhook && canWrite && <TestWebhook url={webhook.url} secret={webhook.secret ?? null} webhookId={webhook._id} development={development} />}
      {logs.error !== undefined && !logs.data && <Unavailable onRetry={() => void logs.refresh()}>{text.deliveries.unavailable}</Unavailable>}
      <Table aria-label={text.deliveries.tableLabel}>
        <TableHeader>
          <Column id="time">{text.deliveries.columns.time}</Column>
          <Column id="event" className={styles.wideOnly}>
            {text.deliveries.columns.event}
          </Column>
          <Column id="status">{text.deliveries.columns.status}</Column>
          <Column id="duration" className={styles.wideOnly}>
            {text.deliveries.columns.duration}
          </Column>
          <Column id="details">{text.deliveries.columns.details}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <ListEmpty isLoading={logs.isLoading} failed={null} empty={logs.error ? '' : text.deliveries.empty} />}>
          {(row) => {
            const time = when(row.createdAt, locale)
            const isOpen = openId === row.id
            return (
              <Row>
                <Cell isRowHeader>
                  <time dateTime={row.createdAt}>{time}</time>
                  <span className={styles.narrowDetail}>{row.eventKey ?? ''}</span>
                </Cell>
                <Cell className={styles.wideOnly}>{row.eventKey ?? ''}</Cell>
                <Cell>
                  <Badge tone={isDeliveryDelivered(row.statusCode) ? 'success' : 'error'}>{String(row.statusCode)}</Badge>
                </Cell>
                <Cell className={styles.wideOnly}>{row.durationMs == null ? '' : format(text.deliveries.duration, { ms: new Intl.NumberFormat(locale).format(row.durationMs) })}</Cell>
                <Cell>
                  <Button variant="text" aria-expanded={isOpen} aria-label={format(isOpen ? text.deliveries.hideLabel : text.deliveries.showLabel, { time })} onPress={() => setOpenId(isOpen ? null : row.id)}>
                    {isOpen ? text.deliveries.hide : text.deliveries.show}
                  </Button>
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
      <Pagination label={text.deliveries.pages} page={page + 1} totalPages={totalPages} onChange={(next) => setPage(next - 1)} isDisabled={logs.isValidating && !logs.data} />
      {shown && <DeliveryDetails key={shown.id} delivery={shown} webhookId={webhookId} canRetry={canWrite} time={when(shown.createdAt, locale)} />}
    </div>
  )
}

/** A delivery's bodies, each copyable, and — when it failed — a way to send it again. */
function DeliveryDetails({ delivery, webhookId, canRetry, time }: { delivery: WebhookLog; webhookId: string; canRetry: boolean; time: string }) {
  const text = useConnectivityMessages()
  const messages = useMessages()
  const retry = useRetryWebhookDelivery()
  const sending = useDialogSubmit()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const failed = !isDeliveryDelivered(delivery.statusCode)
  const send = () =>
    void sending.submit(async () => {
      const { accepted, statusCode } = await retry.trigger({ webhookId, logId: delivery.id })
      setOutcome(accepted ? { ok: true, text: text.deliveries.retried } : { ok: false, text: format(text.deliveries.retryRefused, { status: String(statusCode) }) })
    })
  const failure = toTeamError('changeConnectivity', sending.error)
  return (
    <section className={styles.details} aria-label={format(text.deliveries.detailsOf, { time })}>
      <Body label={text.deliveries.request} value={prettyBody(delivery.body)} />
      <Body label={text.deliveries.response} value={prettyBody(delivery.response)} />
      {failed && canRetry && (
        <div className={styles.actions}>
          <Button onPress={send} isPending={sending.isPending} pendingLabel={text.deliveries.retrying}>
            {text.deliveries.retry}
          </Button>
        </div>
      )}
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      {outcome && <Banner tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Banner>}
    </section>
  )
}

function Body({ label, value }: { label: string; value: string }) {
  const text = useConnectivityMessages()
  const [copied, setCopied] = useState(false)
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.actions}>
        <span className={styles.subheading}>{label}</span>
        <Button variant="text" onPress={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))} isDisabled={!value}>
          {format(text.deliveries.copy, { what: label })}
        </Button>
        <span role="status" className={styles.hint}>
          {copied ? format(text.deliveries.copied, { what: label }) : ''}
        </span>
      </figcaption>
      <pre className={styles.code}>{value || text.test.empty}</pre>
    </figure>
  )
}
