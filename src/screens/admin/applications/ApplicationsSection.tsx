import { useState } from 'react'
import { applicationName, assignedMembers, memberLabel, useApplications, useSectionActions, useUsers, MAX_USERS_PAGE_SIZE, type ApplicationMember, type TeamApplication } from '../../../hooks'
import { Badge, Banner, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives'
import { format } from '../../i18n/messages'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import type { ApplicationsDialogsProps, ApplicationsDialogState } from './ApplicationsDialogs'
import * as styles from './Applications.css'
import { useApplicationsMessages, type ApplicationsMessages } from './applicationsMessages'

const loadDialogs = () => import('./ApplicationsDialogs')

/**
 * The applications section (spec/admin.md §3 Application, §4): the tenant's applications, the
 * free-access ones available to everyone, the managed ones with their assigned users. With
 * fe.secure.write.users a user can be assigned (a dialog) or unassigned (after confirming).
 */
export default function ApplicationsSection(_props: AdminSectionProps) {
  const text = useApplicationsMessages()
  const apps = useApplications()
  const users = useUsers({ pageSize: MAX_USERS_PAGE_SIZE })
  const canAssign = useSectionActions('applications')('assign')
  const [dialog, setDialog] = useState<ApplicationsDialogState>({ step: 'closed' })
  const [notice, setNotice] = useState<string | null>(null)
  const list = apps.data ?? []
  const open = (state: ApplicationsDialogState) => {
    setNotice(null)
    setDialog(state)
  }
  const props: ApplicationsDialogsProps = {
    state: dialog,
    members: users.data,
    membersFailed: users.teamError,
    onClose: () => setDialog({ step: 'closed' }),
    onDone: setNotice,
  }

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.description}>{text.description}</p>
        {!canAssign && <p className={styles.muted}>{text.readOnly}</p>}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {apps.teamError && <ListLoadFailed title={text.loadFailed} error={apps.teamError} retryLabel={text.retry} onRetry={() => void apps.refresh()} />}
      <Table aria-label={text.tableLabel}>
        <TableHeader>
          <Column id="name">{text.columns.name}</Column>
          <Column id="access">{text.columns.access}</Column>
        </TableHeader>
        <TableBody items={list} renderEmptyState={() => <ListEmpty isLoading={apps.isLoading} failed={apps.teamError ? text.loadFailed : null} empty={text.empty} />}>
          {(app) => (
            <Row>
              <Cell isRowHeader>
                <AppDetails app={app} />
              </Cell>
              <Cell>
                <Access
                  app={app}
                  members={users.data}
                  canAssign={canAssign}
                  text={text}
                  onAssign={() => open({ step: 'assign', app })}
                  onUnassign={(member) => open({ step: 'unassign', app, member })}
                />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LazyDialogs load={loadDialogs} isActive={dialog.step !== 'closed'} props={props} />
    </div>
  )
}


/** The application's name with its description and address, as text. */
function AppDetails({ app }: { app: TeamApplication }) {
  return (
    <span className={styles.app}>
      <span className={styles.appName}>{applicationName(app)}</span>
      {app.description && <span className={styles.detail}>{app.description}</span>}
      {app.appURL && <span className={styles.detail}>{app.appURL}</span>}
    </span>
  )
}

/** Assigned users listed before "Show all": an application can have hundreds. */
export const MEMBERS_SHOWN = 5

function assignedText(count: number, text: ApplicationsMessages): string {
  if (count === 0) return text.assignedNone
  return count === 1 ? text.assignedOne : format(text.assignedMany, { count: String(count) })
}

/**
 * Free access, or the managed application's assigned users, each with Unassign for a writer, and
 * below them Assign user. In the cell, not a column of its own, so the table fits a phone.
 */
function Access({
  app,
  members,
  canAssign,
  text,
  onAssign,
  onUnassign,
}: {
  app: TeamApplication
  members: readonly ApplicationMember[]
  canAssign: boolean
  text: ApplicationsMessages
  onAssign: () => void
  onUnassign: (member: ApplicationMember) => void
}) {
  const [showAll, setShowAll] = useState(false)
  if (app.isFreeAccess) return <Badge tone="success">{text.everyone}</Badge>
  const assigned = assignedMembers(app, members)
  const listId = `assigned-${app.id}`
  const hidden = assigned.length - MEMBERS_SHOWN
  return (
    <span className={styles.access}>
      <span>{assignedText(assigned.length, text)}</span>
      {assigned.length > 0 && (
        <ul id={listId} className={styles.members} aria-label={format(text.assignedUsers, { app: applicationName(app) })}>
          {(showAll ? assigned : assigned.slice(0, MEMBERS_SHOWN)).map((member) => (
            <li key={member.id} className={styles.member}>
              <span>
                {memberLabel(member)}
                {member.name && member.email ? <span className={styles.detail}> {member.email}</span> : null}
              </span>
              {canAssign && (
                <Button variant="text" aria-label={format(text.unassignFor, { user: memberLabel(member), app: applicationName(app) })} onPress={() => onUnassign(member)}>
                  {text.unassign}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <Button variant="text" aria-expanded={showAll} aria-controls={listId} onPress={() => setShowAll(!showAll)}>
          {showAll ? text.showFewer : format(text.showAll, { count: String(assigned.length) })}
        </Button>
      )}
      {canAssign && (
        <Button variant="secondary" aria-label={format(text.assignFor, { app: applicationName(app) })} onPress={onAssign}>
          {text.assign}
        </Button>
      )}
    </span>
  )
}
