import { useEffect, useRef } from 'react'
import { useAccountPath, useAccountUserChanges, useAccountUsers, useDialogSubmit, useSectionActions, toTeamError, type AccountWorkspace, type AdminNavigation } from '../../../hooks'
import { Badge, Banner, Button, Cell, Checkbox, Column, Link, Pagination, Row, Spinner, Table, TableBody, TableHeader } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import { useAdminMessages } from '../useAdminMessages'
import { AccountMeta, ResellerBadge } from './AccountCells'
import type { AccountDialog } from './AccountsDialogs'
import { useAccountsMessages } from './accountsMessages'
import * as styles from './AccountsSection.css'

export interface AccountPageProps {
  tenantId: string
  as: AccountWorkspace | null
  navigation: AdminNavigation
  onDialog(dialog: AccountDialog): void
  onEnter(account: { tenantId: string; name: string }): void
  isEntering: boolean
}

/** One account (a deep link /all-accounts/<tenantId>): where it sits, its users with their roles there, and working inside it. */
export function AccountPage({ tenantId, as, navigation, onDialog, onEnter, isEntering }: AccountPageProps) {
  const text = useAccountsMessages()
  const messages = useMessages()
  const admin = useAdminMessages()
  const path = useAccountPath(tenantId, as)
  const can = useSectionActions('allAccounts')
  const canWrite = can('edit')
  const canGrantAccess = can('grantAccess')
  const heading = useRef<HTMLHeadingElement>(null)
  const account = path.data?.at(-1)
  const hasAccount = account !== undefined

  // A new view's heading takes focus once it is there.
  useEffect(() => {
    if (hasAccount) heading.current?.focus()
  }, [hasAccount])

  const back = (
    <Link href={navigation.hrefOf('allAccounts')} className={styles.muted}>
      ← {text.page.back}
    </Link>
  )
  if (path.teamError) {
    return (
      <>
        {back}
        {path.teamError.status === 404 ? <Banner tone="warning">{text.page.notFound}</Banner> : <ListLoadFailed title={text.loadFailed} error={path.teamError} retryLabel={text.retry} onRetry={() => void path.refresh()} />}
      </>
    )
  }
  if (!account) return <Spinner label={text.loading} />
  const ancestors = path.data!.slice(0, -1)

  return (
    <>
      <nav aria-label={text.page.breadcrumb}>
        <ol className={styles.breadcrumb}>
          <li>{back}</li>
          {ancestors.slice(1).map((parent) => (
            <li key={parent.tenantId}>
              / <Link href={navigation.hrefOf('allAccounts', `/${encodeURIComponent(parent.tenantId)}`)}>{parent.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.header}>
        <div>
          <h3 ref={heading} tabIndex={-1} className={styles.heading}>
            <span className={styles.name}>
              {account.name}
              <ResellerBadge account={account} />
            </span>
          </h3>
          <AccountMeta account={account} />
        </div>
        <span className={styles.toolbar}>
          <Button variant="secondary" onPress={() => onEnter({ tenantId: account.tenantId, name: account.name })} isPending={isEntering} pendingLabel={text.workspace.entering}>
            {text.workspace.enter}
          </Button>
          {canWrite && (
            <ActionMenu<'create' | 'rename' | 'management' | 'delete'>
              label={format(text.actionsFor, { name: account.name })}
              loadFailedLabel={admin.actionsFailed}
              onAction={(kind) => onDialog(kind === 'create' ? { kind, parentTenantId: account.tenantId } : { kind, account })}
              items={[
                { id: 'create', label: text.actions.addChild },
                { id: 'rename', label: text.actions.rename },
                { id: 'management', label: text.actions.management },
                { id: 'delete', label: text.actions.delete, tone: 'danger' },
              ]}
            />
          )}
        </span>
      </div>
      <AccountUsers tenantId={tenantId} name={account.name} as={as} canWrite={canWrite} canGrantAccess={canGrantAccess} onDialog={onDialog} messagesText={(error) => errorText(error, messages)} />
    </>
  )
}

interface AccountUsersProps {
  tenantId: string
  name: string
  as: AccountWorkspace | null
  canWrite: boolean
  canGrantAccess: boolean
  onDialog(dialog: AccountDialog): void
  messagesText(error: NonNullable<ReturnType<typeof toTeamError>>): string
}

/** The account's users, 10 a page by name descending (spec/admin.md §9): their roles in it, whether they reach the accounts below, and changes to both. */
function AccountUsers({ tenantId, name, as, canWrite, canGrantAccess, onDialog, messagesText }: AccountUsersProps) {
  const text = useAccountsMessages()
  const admin = useAdminMessages()
  const locale = useLocale()
  const number = (value: number) => new Intl.NumberFormat(locale).format(value)
  const users = useAccountUsers(tenantId, as)
  const changes = useAccountUserChanges(tenantId, as)
  const toggling = useDialogSubmit()
  const toggleError = toTeamError('changeAccountUsers', toggling.error)
  const account = { tenantId, name }
  return (
    <section className={styles.section} aria-label={text.page.usersTitle}>
      <div className={styles.header}>
        <h4 className={styles.heading}>{text.page.usersTitle}</h4>
        <span className={styles.toolbar}>
          {!canGrantAccess && <span className={styles.muted} id="add-users-denied">{text.page.addUsersDenied}</span>}
          <Button onPress={() => onDialog({ kind: 'addUsers', account })} isDisabled={!canGrantAccess} aria-describedby={canGrantAccess ? undefined : 'add-users-denied'}>
            {text.page.addUsers}
          </Button>
        </span>
      </div>
      {toggleError && (
        <Banner tone="error">
          {text.page.changeFailed} {messagesText(toggleError)}
        </Banner>
      )}
      {users.teamError && <ListLoadFailed title={text.page.loadFailed} error={users.teamError} retryLabel={text.retry} onRetry={() => void users.refresh()} />}
      <Table aria-label={format(text.page.usersLabel, { name })}>
        <TableHeader>
          <Column id="user">{text.page.columns.user}</Column>
          <Column id="roles">{text.page.columns.roles}</Column>
          <Column id="access">{text.page.columns.access}</Column>
          <Column id="actions">{text.page.columns.actions}</Column>
        </TableHeader>
        <TableBody items={users.users} renderEmptyState={() => <ListEmpty isLoading={users.isLoading} failed={users.teamError ? text.page.loadFailed : null} empty={text.page.empty} />}>
          {(user) => {
            const roles = user.tenants?.find((tenant) => tenant.tenantId === tenantId)?.roles ?? []
            const shown = user.name || user.email
            return (
              <Row>
                <Cell isRowHeader>
                  <span className={styles.person}>
                    <span>{shown}</span>
                    <span className={styles.email}>{user.email}</span>
                  </span>
                </Cell>
                <Cell>
                  {roles.length ? (
                    <span className={styles.roles}>
                      {roles.map((role) => (
                        <Badge key={role.id}>{role.name ?? role.key ?? role.id}</Badge>
                      ))}
                    </span>
                  ) : (
                    <span className={styles.muted}>{text.page.noRoles}</span>
                  )}
                </Cell>
                <Cell>
                  {/* A checkbox, not a switch: the users list's Checkbox is loaded already, a Switch would put the chunk over its budget. */}
                  <Checkbox
                    isSelected={user.subAccountAccessAllowed === true}
                    isDisabled={!canGrantAccess || toggling.isPending}
                    onChange={(allow) => void toggling.submit(() => changes.setAccess(user.id, allow))}
                  >
                    {format(text.page.access, { name: shown })}
                  </Checkbox>
                </Cell>
                <Cell>
                  {canWrite && (
                    <ActionMenu<'roles' | 'remove'>
                      label={format(text.page.actionsFor, { name: shown })}
                      loadFailedLabel={admin.actionsFailed}
                      onAction={(kind) => onDialog({ kind, account, user })}
                      items={[
                        { id: 'roles', label: text.page.actions.roles },
                        { id: 'remove', label: text.page.actions.remove, tone: 'danger' },
                      ]}
                    />
                  )}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
      {users.range && (
        <div className={styles.pagedFooter}>
          {/* Said when the rows change: the page on screen, not the one on its way. */}
          <span role="status">{format(text.page.range, { first: number(users.range.first), last: number(users.range.last), total: number(users.range.total) })}</span>
          <Pagination
            page={users.page + 1}
            totalPages={users.totalPages}
            onChange={(next) => users.goToPage(next - 1)}
            label={format(text.page.pages.label, { name })}
            previousLabel={text.page.pages.previous}
            nextLabel={text.page.pages.next}
            statusText={(page, total) => format(text.page.pages.status, { page: number(page), total: number(total) })}
            announcesPage={false}
          />
        </div>
      )}
    </section>
  )
}
