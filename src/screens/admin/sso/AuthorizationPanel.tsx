import { useState } from 'react'
import { toTeamError, useDialogSubmit, useRoles, useSetSsoDefaultRoles, useSsoGroups } from '../../../hooks'
import { Badge, Banner, Button, Cell, Checkbox, CheckboxGroup, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { ListEmpty } from '../team/TeamList'
import { useAdminMessages } from '../useAdminMessages'
import type { ConnectionPanelProps } from './ConnectionDetail'
import { useSsoMessages } from './useSsoMessages'
import * as styles from './SsoSection.css'

/** spec/admin.md §6: the roles every user of the connection gets, and IdP group → role mappings. */
export function AuthorizationPanel({ configuration, canWrite, onDialog, onNotice }: ConnectionPanelProps) {
  const text = useSsoMessages().authorization
  const admin = useAdminMessages()
  const messages = useMessages()
  const roles = useRoles()
  const groups = useSsoGroups(configuration.id)
  const setDefaults = useSetSsoDefaultRoles()
  const saving = useDialogSubmit()
  const [roleIds, setRoleIds] = useState<string[]>(configuration.roleIds)
  const roleName = (id: string) => roles.data?.find((role) => role.id === id)?.name ?? id

  const saveDefaults = () => {
    onNotice(null)
    void saving.submit(async () => {
      await setDefaults.trigger({ id: configuration.id, roleIds })
      onNotice(text.rolesSaved)
    })
  }
  const failure = toTeamError('changeSso', saving.error)

  return (
    <div className={styles.panel}>
      <div className={styles.group}>
        <h4 className={styles.subheading}>{text.defaultRolesHeading}</h4>
        {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
        {roles.teamError && <Banner tone="error">{errorText(roles.teamError, messages)}</Banner>}
        <CheckboxGroup label={text.defaultRolesHeading} description={text.defaultRolesDescription} value={roleIds} onChange={setRoleIds} isDisabled={!canWrite || saving.isPending}>
          {(roles.data ?? []).map((role) => (
            <Checkbox key={role.id} value={role.id}>
              {role.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {canWrite && (
          <div>
            <Button onPress={saveDefaults} isPending={saving.isPending} pendingLabel={text.savingRoles} isDisabled={!roles.data}>
              {text.saveRoles}
            </Button>
          </div>
        )}
      </div>
      <div className={styles.group}>
        <div className={styles.detailHeader}>
          <h4 className={styles.subheading}>{text.groupsHeading}</h4>
          {canWrite && (
            <Button variant="secondary" onPress={() => onDialog({ kind: 'group', configuration })}>
              {text.addGroup}
            </Button>
          )}
        </div>
        <p className={styles.hint}>{text.groupsDescription}</p>
        <Table aria-label={text.groupsTableLabel}>
          <TableHeader>
            <Column id="group">
              {text.columns.group}
            </Column>
            <Column id="roles">{text.columns.roles}</Column>
            <Column id="actions">{text.columns.actions}</Column>
          </TableHeader>
          <TableBody items={groups.data ?? []} renderEmptyState={() => <ListEmpty isLoading={groups.isLoading} failed={groups.teamError ? text.groupFailed : null} empty={text.emptyGroups} />}>
            {(group) => (
              <Row>
                <Cell isRowHeader>{group.group}</Cell>
                <Cell>
                  {group.roleIds.length ? (
                    <span className={styles.badges}>
                      {group.roleIds.map((id) => (
                        <Badge key={id}>{roleName(id)}</Badge>
                      ))}
                    </span>
                  ) : (
                    <span className={styles.muted}>{text.noRoles}</span>
                  )}
                </Cell>
                <Cell>
                  {canWrite && (
                    <ActionMenu<'edit' | 'delete'>
                      label={format(text.actionsFor, { name: group.group })}
                      loadFailedLabel={admin.actionsFailed}
                      onAction={(action) => onDialog({ kind: action === 'edit' ? 'group' : 'deleteGroup', configuration, group })}
                      items={[
                        { id: 'edit', label: text.edit },
                        { id: 'delete', label: text.delete, tone: 'danger' },
                      ]}
                    />
                  )}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  )
}
