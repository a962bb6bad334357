import { useState } from 'react'
import { useProvisioningConnections, useSectionActions } from '../../../hooks'
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import type { AdminSectionProps } from '../sections'
import { ListEmpty, ListTop } from '../team/TeamList'
import { LazyDialogs } from '../team/LazyDialogs'
import { useAdminMessages } from '../useAdminMessages'
import type { ProvisioningDialog } from './ProvisioningDialogs'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

const loadDialogs = () => import('./ProvisioningDialogs')

const dateOf = (iso: string | undefined) => (iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '')

/**
 * The provisioning section (spec/admin.md §3 Provisioning connection, SCIM sources): the tenant's SCIM
 * directories with their source and user count; create one (its bearer token shown once), regenerate
 * its token, delete it. Without the write key the list shows and nothing changes.
 */
export default function ProvisioningSection(_props: AdminSectionProps) {
  const admin = useAdminMessages()
  const all = useSsoMessages()
  const text = all.provisioning
  const connections = useProvisioningConnections()
  const canWrite = useSectionActions('provisioning')('configure')
  const [dialog, setDialog] = useState<ProvisioningDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const list = connections.data ?? []

  const open = (next: ProvisioningDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string | null, next: ProvisioningDialog | null = null) => {
    setDialog(next)
    setNotice(message)
  }

  return (
    <div className={styles.section}>
      <ListTop
        description={text.description}
        add={canWrite ? { label: text.add, onPress: () => open({ kind: 'create' }) } : null}
        readOnly={text.readOnly}
        notice={notice}
        loadFailed={{ title: text.loadFailed, error: connections.teamError, retryLabel: all.retry, onRetry: () => void connections.refresh() }}
      />
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="name">
            {text.columns.name}
          </Column>
          <Column id="source">{text.columns.source}</Column>
          <Column id="users">{text.columns.users}</Column>
          <Column id="created">{text.columns.created}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={list} renderEmptyState={() => <ListEmpty isLoading={connections.isLoading} failed={connections.teamError ? text.loadFailed : null} empty={text.empty} />}>
          {(connection) => (
            <Row>
              <Cell isRowHeader>{connection.connectionName ?? connection.id}</Cell>
              <Cell>{text.sources[connection.source]}</Cell>
              <Cell>{connection.userCount === null ? <span className={styles.muted}>{text.usersUnknown}</span> : new Intl.NumberFormat().format(connection.userCount)}</Cell>
              <Cell>{connection.createdAt && <time dateTime={connection.createdAt}>{dateOf(connection.createdAt)}</time>}</Cell>
              <Cell>
                {canWrite && (
                  <ActionMenu<'regenerate' | 'delete'>
                    label={format(text.actionsFor, { name: connection.connectionName ?? connection.id })}
                    loadFailedLabel={admin.actionsFailed}
                    onAction={(kind) => open({ kind, connection })}
                    items={[
                      { id: 'regenerate', label: text.actions.regenerate },
                      { id: 'delete', label: text.actions.delete, tone: 'danger' },
                    ]}
                  />
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
