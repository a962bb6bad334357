import { useState } from 'react'
import { ssoPage, ssoPath, useSectionActions, useSsoConfigurations, type SsoConfiguration } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import type { AdminSectionProps } from '../sections'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import { LazyDialogs } from '../team/LazyDialogs'
import { useAdminMessages } from '../useAdminMessages'
import { ConnectionDetail } from './ConnectionDetail'
import { ConnectionIcon, connectionName } from './parts'
import type { SsoDialog } from './SsoDialogs'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

const loadDialogs = () => import('./SsoDialogs')

/**
 * The SSO section (spec/admin.md §3 SSO configuration, §4, §6): the tenant's connections with their
 * type, domains and status; create one (it starts disabled), configure it (SAML or OIDC, domains,
 * default roles and group mappings), enable or disable it, delete it. Without the write key
 * everything shows and nothing changes. An open connection and its tab are a deep link:
 * /sso/{id}, /sso/{id}/domains.
 */
export default function SsoSection({ subPath, navigation }: AdminSectionProps) {
  const admin = useAdminMessages()
  const text = useSsoMessages()
  const configurations = useSsoConfigurations()
  const canWrite = useSectionActions('sso')('configure')
  const [dialog, setDialog] = useState<SsoDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const page = ssoPage(subPath)
  const openId = page.kind === 'connection' ? page.connectionId : null
  const list = configurations.data ?? []
  const selected = list.find((configuration) => configuration.id === openId) ?? null

  /** Opens a connection (null: none) through the URL; the one already open stays on its tab. */
  const show = (id: string | null) => {
    if (id !== openId) navigation.goTo('sso', ssoPath(id === null ? { kind: 'list' } : { kind: 'connection', connectionId: id }))
  }

  const open = (next: SsoDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string, select?: string | null) => {
    setDialog(null)
    setNotice(message)
    if (select !== undefined) show(select)
  }
  const configure = (configuration: SsoConfiguration) => {
    setNotice(null)
    show(configuration.id)
  }

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.description}>{text.connections.description}</p>
        {canWrite ? <Button onPress={() => open({ kind: 'create' })}>{text.connections.add}</Button> : <p className={styles.muted}>{text.connections.readOnly}</p>}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {configurations.teamError && (
        <ListLoadFailed title={text.connections.loadFailed} error={configurations.teamError} retryLabel={text.retry} onRetry={() => void configurations.refresh()} />
      )}
      <Table aria-label={text.connections.tableLabel}>
        <TableHeader>
          <Column id="connection">
            {text.connections.columns.connection}
          </Column>
          <Column id="domains">{text.connections.columns.domains}</Column>
          <Column id="status">{text.connections.columns.status}</Column>
          <Column id="actions">{text.connections.columns.actions}</Column>
        </TableHeader>
        <TableBody
          items={list}
          renderEmptyState={() => <ListEmpty isLoading={configurations.isLoading} failed={configurations.teamError ? text.connections.loadFailed : null} empty={text.connections.empty} />}
        >
          {(configuration) => (
            <Row>
              <Cell isRowHeader>
                <span className={styles.connection}>
                  <ConnectionIcon type={configuration.type} />
                  {connectionName(text, configuration)}
                </span>
              </Cell>
              <Cell>{configuration.domains.length ? configuration.domains.map((domain) => domain.domain).join(', ') : <span className={styles.muted}>{text.connections.noDomains}</span>}</Cell>
              <Cell>
                <Badge tone={configuration.enabled ? 'success' : 'neutral'}>{configuration.enabled ? text.connections.enabled : text.connections.disabled}</Badge>
              </Cell>
              <Cell>
                <ActionMenu<'configure' | 'delete'>
                  label={format(text.connections.actionsFor, { name: connectionName(text, configuration) })}
                  loadFailedLabel={admin.actionsFailed}
                  onAction={(action) => (action === 'configure' ? configure(configuration) : open({ kind: 'delete', configuration }))}
                  items={[
                    { id: 'configure', label: text.connections.actions.configure },
                    ...(canWrite ? [{ id: 'delete' as const, label: text.connections.actions.delete, tone: 'danger' as const }] : []),
                  ]}
                />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {selected && page.kind === 'connection' && (
        <ConnectionDetail
          key={selected.id}
          configuration={selected}
          canWrite={canWrite}
          tab={page.tab}
          onTab={(tab) => navigation.goTo('sso', ssoPath({ kind: 'connection', connectionId: selected.id, tab }))}
          onClose={() => show(null)}
          onDialog={open}
          onNotice={setNotice}
        />
      )}
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
