import { useState } from 'react'
import { useGroups, useSectionActions } from '../../../../hooks'
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../primitives'
import { ActionMenu } from '../../../../primitives/Menu'
import { format } from '../../../i18n/messages'
import type { AdminSectionProps } from '../../sections'
import { ListEmpty, ListTop } from '../TeamList'
import { LazyDialogs } from '../LazyDialogs'
import { GroupColor } from './GroupColor'
import type { GroupDialog, GroupDialogKind } from './GroupsDialogs'
import * as styles from './GroupsSection.css'
import { useGroupsMessages } from './groupsMessages'

const loadDialogs = () => import('./GroupsDialogs')

/**
 * The groups section (spec/admin.md §3 Group): each group's name, colour, description, number of
 * members and roles; create one with its members and roles, edit its details, manage its members
 * and roles, delete it. Changes need fe.secure.write.groups (deleting fe.secure.delete.groups);
 * everyone else sees the list only.
 */
export default function GroupsSection(_props: AdminSectionProps) {
  const admin = useGroupsMessages()
  const text = admin.teamGroups
  const groups = useGroups()
  // Each action by its own keys (SECTION_ACTIONS.groups): deleting needs fe.secure.delete.groups, not write too.
  const can = useSectionActions('groups')
  const [dialog, setDialog] = useState<GroupDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const list = groups.data ?? []

  const open = (next: GroupDialog) => {
    setNotice(null)
    setDialog(next)
  }
  const done = (message: string) => {
    setDialog(null)
    setNotice(message)
  }
  const close = () => setDialog(null)
  const current = dialog && dialog.kind !== 'create' ? (list.find((group) => group.id === dialog.groupId) ?? dialog.group) : null

  return (
    <div className={styles.section}>
      <ListTop
        description={text.description}
        add={can('create') ? { label: text.add, onPress: () => open({ kind: 'create' }) } : null}
        readOnly={can('create') || can('edit') || can('delete') ? null : text.readOnly}
        notice={notice}
        loadFailed={{ title: text.loadFailed, error: groups.teamError, retryLabel: text.retry, onRetry: () => void groups.refresh() }}
      />
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="name">
            {text.columns.name}
          </Column>
          <Column id="color">{text.columns.color}</Column>
          <Column id="description">{text.columns.description}</Column>
          <Column id="members">{text.columns.members}</Column>
          <Column id="roles">{text.columns.roles}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody
          items={list}
          renderEmptyState={() => (
            <ListEmpty isLoading={groups.isLoading} failed={groups.teamError ? text.loadFailed : null} empty={text.empty} />
          )}
        >
          {(group) => (
            <Row>
              <Cell isRowHeader>{group.name}</Cell>
              <Cell>
                <GroupColor color={group.color} />
              </Cell>
              <Cell>{group.description || ''}</Cell>
              <Cell>{group.users?.length ?? 0}</Cell>
              <Cell>
                {group.roles?.length ? (
                  <span className={styles.roles}>
                    {group.roles.map((role) => (
                      <Badge key={role.id}>{role.name ?? role.key ?? role.id}</Badge>
                    ))}
                  </span>
                ) : (
                  <span className={styles.muted}>{text.noRoles}</span>
                )}
              </Cell>
              <Cell>
                {(can('edit') || can('delete')) && (
                  <ActionMenu<GroupDialogKind>
                    label={format(text.actionsFor, { name: group.name })}
                    loadFailedLabel={admin.actionsFailed}
                    onAction={(kind) => open({ kind, groupId: group.id, group })}
                    items={[
                      ...(can('edit')
                        ? [
                            { id: 'edit' as const, label: text.actions.edit },
                            { id: 'members' as const, label: text.actions.members },
                            { id: 'roles' as const, label: text.actions.roles },
                          ]
                        : []),
                      ...(can('delete') ? [{ id: 'delete' as const, label: text.actions.delete, tone: 'danger' as const }] : []),
                    ]}
                  />
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, current, onClose: close, onDone: done }} />
    </div>
  )
}
