import { useState } from 'react'
import type { Webhook } from '../../../api'
import { toTeamError, useConnectivityEvents, useSetWebhookActive, useWebhooks, type ConnectivityPage } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Link, Row, Switch, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { LazyDialogs } from '../team/LazyDialogs'
import { ListEmpty } from '../team/TeamList'
import { useAdminMessages } from '../useAdminMessages'
import type { ConnectivityDialog } from './ConnectivityDialogs'
import { useConnectivityMessages } from './connectivityMessages'
import { BackLink, PageHeading, Unavailable, usePlatformActions } from './parts'
import * as styles from './ConnectivitySection.css'

const loadDialogs = () => import('./ConnectivityDialogs')

/**
 * The tenant's webhooks: name, URL, events, whether a secret signs them, and a switch that turns one
 * on or off at once (rolled back with a message if the API refuses). Create and edit in a dialog
 * (with a test call), delete after a confirmation, open a webhook's deliveries.
 */
export function WebhooksPage({ focus, back, deliveriesOf, goTo }: { focus: boolean; back: string; deliveriesOf: (webhookId: string) => string; goTo: (page: ConnectivityPage) => void }) {
  const text = useConnectivityMessages()
  const admin = useAdminMessages()
  const messages = useMessages()
  const { canWrite, canDelete } = usePlatformActions('webhook')
  const webhooks = useWebhooks()
  const setActive = useSetWebhookActive()
  const [dialog, setDialog] = useState<ConnectivityDialog | null>(null)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const list = webhooks.data ?? []
  // Events by their names; one the catalogue does not list (or before it loads) by its key.
  const events = useConnectivityEvents('webhook')
  const eventName = (key: string) => events.data?.flatMap((group) => group.events).find((event) => event.key === key)?.displayName ?? key

  const open = (next: ConnectivityDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const toggle = async (webhook: Webhook, isActive: boolean) => {
    setNotice(null)
    try {
      await setActive.trigger({ webhook, isActive })
    } catch (error) {
      const failure = toTeamError('changeConnectivity', error)
      setNotice({ tone: 'error', text: format(text.webhooks.toggleFailed, { name: webhook.displayName, reason: failure ? errorText(failure, messages) : '' }) })
    }
  }

  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.platforms.webhook!.name}</PageHeading>
      <div className={styles.header}>
        <p className={styles.description}>{text.webhooks.description}</p>
        {canWrite ? <Button onPress={() => open({ kind: 'edit' })}>{text.webhooks.add}</Button> : <p className={styles.muted}>{text.webhooks.readOnly}</p>}
      </div>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {webhooks.error !== undefined && !webhooks.data && <Unavailable onRetry={() => void webhooks.refresh()}>{text.webhooks.unavailable}</Unavailable>}
      <Table aria-label={text.webhooks.tableLabel}>
        <TableHeader>
          <Column id="name">{text.webhooks.columns.name}</Column>
          <Column id="url" className={styles.wideOnly}>
            {text.webhooks.columns.url}
          </Column>
          <Column id="events" className={styles.wideOnly}>
            {text.webhooks.columns.events}
          </Column>
          <Column id="secret" className={styles.wideOnly}>
            {text.webhooks.columns.secret}
          </Column>
          <Column id="active">{text.webhooks.columns.active}</Column>
          <Column id="actions">{text.webhooks.columns.actions}</Column>
        </TableHeader>
        <TableBody items={list.map((webhook) => ({ ...webhook, id: webhook._id }))} renderEmptyState={() => <ListEmpty isLoading={webhooks.isLoading} failed={null} empty={webhooks.error ? '' : text.webhooks.empty} />}>
          {(webhook) => (
            <Row>
              <Cell isRowHeader>
                <Link href={deliveriesOf(webhook._id)} className={styles.rowLink}>
                  {webhook.displayName}
                </Link>
                <span className={styles.narrowDetail}>
                  <span className={styles.url}>{webhook.url}</span>
                  <br />
                  {webhook.eventKeys.map(eventName).join(', ')}
                </span>
              </Cell>
              <Cell className={styles.wideOnly}>
                <span className={styles.url}>{webhook.url}</span>
              </Cell>
              <Cell className={styles.wideOnly}>{webhook.eventKeys.map(eventName).join(', ')}</Cell>
              <Cell className={styles.wideOnly}>
                <Badge tone={webhook.secret ? 'success' : 'neutral'}>{webhook.secret ? text.webhooks.secretSet : text.webhooks.secretNone}</Badge>
              </Cell>
              <Cell>
                <Switch aria-label={format(text.webhooks.active, { name: webhook.displayName })} isSelected={webhook.isActive} isDisabled={!canWrite} onChange={(isActive) => void toggle(webhook, isActive)}>
                  {webhook.isActive ? text.overview.active : text.overview.inactive}
                </Switch>
              </Cell>
              <Cell>
                <ActionMenu<'edit' | 'deliveries' | 'delete'>
                  label={format(text.webhooks.actionsFor, { name: webhook.displayName })}
                  loadFailedLabel={admin.actionsFailed}
                  onAction={(action) => {
                    if (action === 'edit') open({ kind: 'edit', webhook })
                    else if (action === 'delete') open({ kind: 'delete', webhook })
                    else goTo({ kind: 'deliveries', webhookId: webhook._id })
                  }}
                  items={[
                    ...(canWrite ? [{ id: 'edit' as const, label: text.webhooks.actions.edit }] : []),
                    { id: 'deliveries' as const, label: text.webhooks.actions.deliveries },
                    ...(canDelete ? [{ id: 'delete' as const, label: text.webhooks.actions.delete, tone: 'danger' as const }] : []),
                  ]}
                />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs
        load={loadDialogs}
        isActive={dialog !== null}
        props={{
          dialog,
          onClose: () => setDialog(null),
          onDone: (message: string) => {
            setDialog(null)
            setNotice({ tone: 'success', text: message })
          },
        }}
      />
    </div>
  )
}
