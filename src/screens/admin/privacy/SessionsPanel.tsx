import { hasOtherSessions, sessionsView, useAccountDates, useNow, useSessions } from '../../../hooks'
import { describeUserAgent } from '../../../hooks/admin/resources/sessionAgent'
import type { Session } from '../../../api'
import { Badge, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import { relativeTime } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import { ListEmpty } from '../team/TeamList'
import { LoadFailed } from '../LoadFailed'
import type { PrivacyDialog } from './PrivacyDialogs'
import { privacyErrorText } from './privacyErrors'
import { usePrivacyMessages, type PrivacyMessages } from './privacyMessages'
import * as styles from './PrivacySection.css'

/** "Firefox 133 on Windows 10", or what of it the user agent tells. */
export function deviceName(session: Pick<Session, 'userAgent'>, text: PrivacyMessages): string {
  const { browser, os } = describeUserAgent(session.userAgent)
  if (browser && os) return format(text.sessions.browserOn, { browser, os })
  return browser ?? os ?? text.sessions.unknownDevice
}

/** The user's sessions: device, IP, when it signed in; the current one marked. Revoke one or all the others. */
export function SessionsPanel({ readOnly, onOpen }: { readOnly: boolean; onOpen: (dialog: PrivacyDialog) => void }) {
  const text = usePrivacyMessages()
  const locale = useLocale()
  const now = useNow()
  const dates = useAccountDates(locale)
  const sessions = useSessions()
  const list = sessionsView(sessions.data ?? [])
  const failed = sessions.error ? `${text.sessions.loadFailed} ${privacyErrorText(sessions.error, text)}` : null
  return (
    <>
      <div className={styles.header}>
        <p className={styles.description}>{text.sessions.description}</p>
        {!readOnly && hasOtherSessions(list) && (
          <Button variant="secondary" onPress={() => onOpen({ kind: 'revokeOthers' })}>
            {text.sessions.revokeOthers}
          </Button>
        )}
      </div>
      {failed && (
        <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void sessions.refresh()}>
          {failed}
        </LoadFailed>
      )}
      <Table aria-label={text.sessions.tableLabel}>
        <TableHeader>
          <Column id="device">{text.sessions.columns.device}</Column>
          <Column id="ip" className={styles.wideOnly}>
            {text.sessions.columns.ip}
          </Column>
          <Column id="created" className={styles.wideOnly}>
            {text.sessions.columns.created}
          </Column>
          <Column id="actions">{text.sessions.columns.actions}</Column>
        </TableHeader>
        <TableBody items={list} renderEmptyState={() => <ListEmpty isLoading={sessions.isLoading} failed={failed && text.sessions.loadFailed} empty={text.sessions.empty} />}>
          {(session) => {
            const device = deviceName(session, text)
            const ip = session.ipAddress || text.sessions.unknownIp
            const created = <time dateTime={session.createdAt}>{format(text.sessions.signedIn, { date: dates.dateTime(session.createdAt), ago: relativeTime(new Date(session.createdAt), now, locale) })}</time>
            return (
              <Row>
                <Cell isRowHeader>
                  <span className={styles.device}>
                    {device}
                    {session.current && <Badge tone="info">{text.sessions.current}</Badge>}
                  </span>
                  <span className={styles.narrowDetail}>
                    {ip} · {created}
                  </span>
                </Cell>
                <Cell className={styles.wideOnly}>{ip}</Cell>
                <Cell className={styles.wideOnly}>{created}</Cell>
                <Cell>
                  {!readOnly && (
                    <Button variant="text" aria-label={format(text.sessions.revokeFor, { device })} onPress={() => onOpen({ kind: 'revokeSession', session, device })}>
                      {text.sessions.revoke}
                    </Button>
                  )}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
    </>
  )
}
