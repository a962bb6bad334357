import { useEffect, useMemo, useState } from 'react'
import type { TeamUser, UserSortField, UsersQuery } from '../../../../api'
import { resendActionFor, toFlowError, useGatehouse, useImpersonatedSession, useNow, usePermission, useSectionActions, useSession, useUpdateUserRoles, useUsers, userStatus, type UserStatus } from '../../../../hooks'
import { impersonationLocation } from '../../../../hooks/impersonation/machine'
import { Badge, Banner, Button, Cell, Column, Checkbox, Pagination, Row, SearchField, Spinner, Table, TableBody, TableHeader, type BadgeTone, type SortDescriptor } from '../../../../primitives'
import { ActionMenu } from '../../../../primitives/Menu'
import { format } from '../../../i18n/messages'
import { useLocale, useMessages } from '../../../i18n/useMessages'
import { relativeTime } from '../../../i18n/intl'
import { errorText } from '../../../shared/errorText'
import type { AdminSectionProps } from '../../sections'
import { ListEmpty, ListLoadFailed } from '../TeamList'
import { LazyDialogs } from '../LazyDialogs'
import type { UserDialog } from './UserDialogs'
import type { UsersPanel } from './UsersDialogs'
import * as styles from './UsersSection.css'
import { useUsersMessages } from './usersMessages'

/** spec/admin.md §9: team page size 20. */
export const USERS_PAGE_SIZE = 20
const SEARCH_DELAY_MS = 300
const loadDialogs = () => import('./UsersDialogs')
const SORTABLE: Record<string, UserSortField> = { name: 'name', createdAt: 'createdAt', status: 'isLocked' }
/** A row's actions: a dialog's, or leaving for the impersonation route. */
type RowAction = UserDialog['kind'] | 'impersonate'
const TONES: Record<UserStatus['kind'], BadgeTone> = {
  active: 'success',
  pendingInvitation: 'warning',
  notVerified: 'warning',
  locked: 'error',
  temporary: 'info',
  expired: 'neutral',
}

/** The team's users (spec/admin.md §2 team): paged, sorted, searched; invite, roles, delete, resend, temporary access. */
export default function UsersSection({ navigation }: AdminSectionProps) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const locale = useLocale()
  const text = admin.users
  // Each action by its own keys (SECTION_ACTIONS.users): delete needs fe.secure.delete.users, not write too.
  const can = useSectionActions('users')
  // spec/admin.md §6: a reseller may see sub-tenant users; only the sub-account reader gets the option.
  const canSeeSubAccounts = usePermission('fe.account-hierarchy.read.subAccount')
  // spec/admin.md §1 "impersonate users": the API acts as another user only for its permission, and
  // never as oneself or from a session that is itself an impersonation.
  const { isImpersonated } = useImpersonatedSession()
  const selfId = useSession().user?.id
  const { navigate, routes } = useGatehouse('UsersSection')
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState('')
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'descending' })
  const [page, setPage] = useState(0)
  const [includeSubTenants, setIncludeSubTenants] = useState(false)
  const [open, setOpen] = useState<UsersPanel | null>(null)
  const [dialog, setDialog] = useState<UserDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [rolledBack, setRolledBack] = useState<string | null>(null)

  // A search waits for a pause in typing, then starts from the first page.
  useEffect(() => {
    const next = typed.trim()
    if (next === filter) return
    const timer = setTimeout(() => {
      setFilter(next)
      setPage(0)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, filter])

  const query: UsersQuery = useMemo(
    () => ({
      pageOffset: page,
      pageSize: USERS_PAGE_SIZE,
      filter,
      sortBy: SORTABLE[String(sort.column)] ?? 'name',
      order: sort.direction === 'ascending' ? 'ASC' : 'DESC',
      includeSubTenants: includeSubTenants && canSeeSubAccounts,
    }),
    [page, filter, sort, includeSubTenants, canSeeSubAccounts],
  )
  const users = useUsers(query)
  const updateRoles = useUpdateUserRoles(query)
  const now = useNow()

  const saveRoles = (user: TeamUser, roleIds: string[]) => {
    setRolledBack(null)
    updateRoles.trigger({ user, roleIds }).catch((error: unknown) => {
      const reason = errorText(toFlowError(error, messages.errors.unknown), messages)
      setRolledBack(format(text.rolesDialog.rolledBack, { name: user.name || user.email, error: reason }))
    })
  }

  const statusText = (status: UserStatus) =>
    status.kind === 'temporary' ? format(text.status.temporary, { time: relativeTime(status.expiresAt, now, locale) }) : text.status[status.kind]

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.description}>{text.description}</p>
        {can('invite') && (
          <div className={styles.actions}>
            <Button variant="text" onPress={() => setOpen('inviteLink')}>
              {text.inviteLink}
            </Button>
            <Button variant="secondary" onPress={() => setOpen('bulk')}>
              {text.addSeveral}
            </Button>
            <Button onPress={() => setOpen('add')}>{text.add}</Button>
          </div>
        )}
      </div>
      {notice && <Banner tone="success">{notice}</Banner>}
      {rolledBack && <Banner tone="error">{rolledBack}</Banner>}
      <div className={styles.toolbar}>
        <SearchField label={text.search} value={typed} onChange={setTyped} className={styles.search} />
        {canSeeSubAccounts && (
          <Checkbox isSelected={includeSubTenants} onChange={(on) => (setIncludeSubTenants(on), setPage(0))}>
            {text.includeSubAccounts}
          </Checkbox>
        )}
        {users.isValidating && !users.isLoading && <Spinner label={admin.loading} />}
      </div>
      {users.teamError && <ListLoadFailed title={text.loadFailed} error={users.teamError} retryLabel={text.retry} onRetry={() => void users.refresh()} />}
      <Table aria-label={text.tableLabel} sortDescriptor={sort} onSortChange={(next) => (setSort(next), setPage(0))}>
        <TableHeader>
          <Column id="name" allowsSorting>
            {text.columns.name}
          </Column>
          <Column id="roles">{text.columns.roles}</Column>
          <Column id="lastLogin">{text.columns.lastLogin}</Column>
          <Column id="status" allowsSorting>
            {text.columns.status}
          </Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody
          items={users.data}
          renderEmptyState={() => (
            <ListEmpty isLoading={users.isLoading} failed={users.teamError ? text.loadFailed : null} empty={filter ? format(text.noMatch, { search: filter }) : text.empty} />
          )}
        >
          {(user) => {
            const status = userStatus(user, now)
            const resend = resendActionFor(status)
            const name = user.name || user.email
            const impersonable = can('impersonate') && !isImpersonated && user.id !== selfId
            const actions: { id: RowAction; label: string; tone?: 'danger' }[] = [
              ...(can('editRoles') ? [{ id: 'roles' as const, label: text.actions.editRoles }] : []),
              ...(can('assignApplications') ? [{ id: 'applications' as const, label: text.actions.applications }] : []),
              ...(resend && can('resendInvitation') ? [{ id: resend, label: text.actions[resend] }] : []),
              ...(can('setExpiry')
                ? [
                    status.kind === 'temporary' || status.kind === 'expired'
                      ? { id: 'removeExpiry' as const, label: text.actions.removeExpiry }
                      : { id: 'setExpiry' as const, label: text.actions.setExpiry },
                  ]
                : []),
              ...(impersonable ? [{ id: 'impersonate' as const, label: text.actions.impersonate }] : []),
              ...(can('delete') ? [{ id: 'delete' as const, label: text.actions.delete, tone: 'danger' as const }] : []),
            ]
            return (
              <Row>
                <Cell isRowHeader>
                  <span className={styles.person}>
                    <span>{name}</span>
                    {user.name && <span className={styles.email}>{user.email}</span>}
                  </span>
                </Cell>
                <Cell>
                  {user.roles?.length ? (
                    <span className={styles.roles}>
                      {user.roles.map((role) => (
                        <Badge key={role.id}>{role.name ?? role.key}</Badge>
                      ))}
                    </span>
                  ) : (
                    <span className={styles.muted}>{text.noRoles}</span>
                  )}
                </Cell>
                <Cell>{user.lastLogin ? format(text.lastLoginAgo, { time: relativeTime(new Date(user.lastLogin), now, locale) }) : text.never}</Cell>
                <Cell>
                  <Badge tone={TONES[status.kind]}>{statusText(status)}</Badge>
                </Cell>
                <Cell>
                  {actions.length > 0 && (
                    <ActionMenu<RowAction>
                      label={format(text.actionsFor, { name })}
                      loadFailedLabel={admin.actionsFailed}
                      // Impersonate opens the impersonation route's confirmation (who, and a required reason); nothing starts here.
                      onAction={(kind) => (kind === 'impersonate' ? navigate(impersonationLocation(routes.impersonationUrl, user.id)) : setDialog({ kind, user }))}
                      items={actions}
                    />
                  )}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
      <Pagination
        label={text.pages}
        page={page + 1}
        totalPages={users.totalPages}
        onChange={(next) => setPage(next - 1)}
        statusText={(current, total) => format(text.pageStatus, { page: String(current), total: String(total) })}
      />
      <LazyDialogs
        load={loadDialogs}
        isActive={open !== null || dialog !== null}
        props={{
          panel: open,
          dialog,
          query,
          nameField: navigation.appearance('inviteUser.name'),
          phoneField: navigation.appearance('inviteUser.phoneNumber'),
          onClosePanel: () => setOpen(null),
          onCloseDialog: () => setDialog(null),
          onAdded: () => setNotice(null),
          onSaveRoles: saveRoles,
          onDone: (message) => (setDialog(null), setNotice(message)),
        }}
      />
    </div>
  )
}
