import { useSlackChannels, useSlackConfig } from '../../../hooks'
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { ListEmpty } from '../team/TeamList'
import { useConnectivityMessages } from './connectivityMessages'
import { BackLink, PageHeading, Unavailable } from './parts'
import * as styles from './ConnectivitySection.css'

/**
 * Slack: whether the workspace is connected, and which channels each subscribed event goes to (the
 * channels' names from the workspace). Connecting, choosing channels and disconnecting are not here yet.
 */
export function SlackPage({ focus, back }: { focus: boolean; back: string }) {
  const text = useConnectivityMessages()
  const config = useSlackConfig()
  const connected = Boolean(config.data?.id)
  const channels = useSlackChannels(connected)
  const nameOf = (id: string) => channels.data?.find((channel) => channel.id === id)?.name ?? id
  const rows = (config.data?.slackSubscriptions ?? []).flatMap((subscription) =>
    subscription.slackEvents.map((event) => ({ id: `${subscription.id}:${event.eventKey}`, eventKey: event.eventKey, channels: event.channelIds.map(nameOf), isActive: subscription.isActive })),
  )
  return (
    <div className={styles.page}>
      <BackLink href={back} />
      <PageHeading focus={focus}>{text.platforms.slack!.name}</PageHeading>
      <p className={styles.description}>{text.platforms.slack!.description}</p>
      {config.error !== undefined && !config.data && <Unavailable onRetry={() => void config.refresh()}>{text.slack.unavailable}</Unavailable>}
      {config.data && <Badge tone={connected ? 'success' : 'neutral'}>{connected ? text.slack.connected : text.slack.notConnected}</Badge>}
      <Table aria-label={text.slack.tableLabel}>
        <TableHeader>
          <Column id="event">{text.slack.columns.event}</Column>
          <Column id="channels">{text.slack.columns.channels}</Column>
          <Column id="active">{text.slack.columns.active}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <ListEmpty isLoading={config.isLoading} failed={null} empty={config.error ? '' : text.slack.empty} />}>
          {(row) => (
            <Row>
              <Cell isRowHeader>{row.eventKey}</Cell>
              <Cell>{row.channels.map((channel) => `#${channel}`).join(', ')}</Cell>
              <Cell>{row.isActive ? text.overview.active : text.overview.inactive}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  )
}
