import { useState } from 'react'
import { useRoles, useSectionActions } from '../../../../hooks'
import { Badge, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../primitives'
import { ActionMenu } from '../../../../primitives/Menu'
import { format } from '../../../i18n/messages'
import type { AdminSectionProps } from '../../sections'
import { LazyDialogs } from '../LazyDialogs'
import { ListEmpty, ListTop } from '../TeamList'
import type { RoleDialog } from './RolesDialogs'
import * as styles from './RolesSection.css'
import { useRolesMessages } from './rolesMessages'

const loadDialogs = () => import('./RolesDialogs')

/**
 * The roles section (spec/admin.md §3 Role, Permission; §6): the roles with their key, description,
 * default flag and number of permissions; create, edit, delete, make default and choose
 * permissions by category. Changes need fe.secure.write.roles (deleting fe.secure.delete.roles);
 * everyone else sees the list and each role's permissions, read only.
 */
export default function RolesSection(_props: AdminSectionProps) {
  const admin = useRolesMessages()
  const text = admin.roles
  const roles = useRoles()
  // Each action by its own keys (SECTION_ACTIONS.roles): deleting needs fe.secure.delete.roles, not write too.
  const can = useSectionActions('roles')
  const canWrite = can('edit')
  const [dialog, setDialog] = useState<RoleDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const list = roles.data ?? []
  const currentDefault = list.find((role) => role.isDefault)

  const open = (next: RoleDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
  }

  return (
    <div className={styles.section}>
      <ListTop
        description={text.description}
        add={can('create') ? { label: text.add, onPress: () => open({ kind: 'create' }) } : null}
        readOnly={can('create') || can('edit') || can('delete') ? null : text.readOnly}
        notice={notice}
        loadFailed={{ title: text.loadFailed, error: roles.teamError, retryLabel: text.retry, onRetry: () => void roles.refresh() }}
      />
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="name">
            {text.columns.name}
          </Column>
          <Column id="key">{text.columns.key}</Column>
          <Column id="description">{text.columns.description}</Column>
          <Column id="permissions">{text.columns.permissions}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody
          items={list}
          renderEmptyState={() => (
            <ListEmpty isLoading={roles.isLoading} failed={roles.teamError ? text.loadFailed : null} empty={text.empty} />
          )}
        >
          {(role) => (
            <Row>
              <Cell isRowHeader>
                <span className={styles.name}>
                  {role.name}
                  {role.isDefault && <Badge tone="info">{text.default}</Badge>}
                </span>
              </Cell>
              <Cell>
                <span className={styles.key}>{role.key}</span>
              </Cell>
              <Cell>{role.description || ''}</Cell>
              <Cell>{role.permissions?.length ?? 0}</Cell>
              <Cell>
                {/* The API refuses to delete the default role: make another the default first. */}
                {canWrite || (can('delete') && !role.isDefault) ? (
                  <ActionMenu<'edit' | 'permissions' | 'makeDefault' | 'delete'>
                    label={format(text.actionsFor, { name: role.name })}
                    loadFailedLabel={admin.actionsFailed}
                    onAction={(kind) => open({ kind, role })}
                    items={[
                      ...(canWrite
                        ? [
                            { id: 'edit' as const, label: text.actions.edit },
                            { id: 'permissions' as const, label: text.actions.permissions },
                            ...(role.isDefault ? [] : [{ id: 'makeDefault' as const, label: text.actions.makeDefault }]),
                          ]
                        : [{ id: 'permissions' as const, label: text.actions.viewPermissions }]),
                      ...(can('delete') && !role.isDefault ? [{ id: 'delete' as const, label: text.actions.delete, tone: 'danger' as const }] : []),
                    ]}
                  />
                ) : (
                  <Button variant="text" aria-label={format(text.viewPermissionsOf, { name: role.name })} onPress={() => open({ kind: 'permissions', role })}>
                    {text.actions.viewPermissions}
                  </Button>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, canWrite, currentDefault, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
