import { memo, useMemo, useState } from 'react'
import { hasChildren, remainingChildren, useSectionActions, type AccountEntry, type AccountSearch, type AccountTreeState, type AdminNavigation } from '../../../hooks'
import { Button, Cell, Column, Link, Row, SearchField, Spinner, Table, TableBody, TableHeader, Tree, TreeItem } from '../../../primitives'
import { ActionMenu } from '../../../primitives/Menu'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { pluralize } from '../../i18n/intl'
import { useLocale } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { ListEmpty, ListLoadFailed } from '../team/TeamList'
import { useAdminMessages } from '../useAdminMessages'
import { AccountMeta, CreatedDate, ResellerBadge, UsersCount } from './AccountCells'
import type { AccountDialog, AccountDialogKind } from './AccountsDialogs'
import { useAccountsMessages } from './accountsMessages'
import * as styles from './AccountsSection.css'

export interface AllAccountsProps {
  /** The account worked in: the top of the tree. */
  root: { tenantId: string; name: string }
  search: { typed: string; filter: string; setTyped(text: string): void }
  list: AccountSearch
  tree: AccountTreeState
  navigation: AdminNavigation
  onDialog(dialog: AccountDialog): void
}

/** The hierarchy as a searchable list and as a tree (spec/admin.md §2 sub-accounts: list, tree). */
export function AllAccounts({ root, search, list, tree, navigation, onDialog }: AllAccountsProps) {
  const text = useAccountsMessages()
  const canWrite = useSectionActions('allAccounts')('edit')
  const [view, setView] = useState<'tree' | 'list'>('tree')
  return (
    <>
      <div className={styles.header}>
        <p className={styles.description}>{text.description}</p>
        {canWrite ? <Button onPress={() => onDialog({ kind: 'create', parentTenantId: root.tenantId })}>{text.add}</Button> : <p className={styles.muted}>{text.readOnly}</p>}
      </div>
      {/* Two pressed-state buttons, not tabs: RAC Tabs would put the section's chunk over its budget. */}
      <div role="group" aria-label={text.views.label} className={styles.toolbar}>
        {(['tree', 'list'] as const).map((id) => (
          <Button key={id} variant={view === id ? 'primary' : 'secondary'} aria-pressed={view === id} onPress={() => setView(id)}>
            {text.views[id]}
          </Button>
        ))}
      </div>
      {view === 'tree' ? (
        <AccountsTree tree={tree} canWrite={canWrite} navigation={navigation} onDialog={onDialog} />
      ) : (
        <AccountsList search={search} list={list} canWrite={canWrite} navigation={navigation} onDialog={onDialog} />
      )}
    </>
  )
}

interface ViewProps {
  canWrite: boolean
  navigation: AdminNavigation
  onDialog(dialog: AccountDialog): void
}

/** The actions of an account's row; none without the write permission. */
function AccountActions({ account, canWrite, onDialog }: { account: AccountEntry } & Omit<ViewProps, 'navigation'>) {
  const text = useAccountsMessages()
  const admin = useAdminMessages()
  if (!canWrite) return null
  return (
    <ActionMenu<AccountDialogKind>
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
  )
}

function AccountsList({ search, list, canWrite, navigation, onDialog }: ViewProps & Pick<AllAccountsProps, 'search' | 'list'>) {
  const text = useAccountsMessages()
  const admin = useAdminMessages()
  const locale = useLocale()
  const empty = search.filter ? format(text.noMatch, { search: search.filter }) : text.empty
  // The same row objects while the results are the same: a keystroke in the search renders no row again.
  const items = useMemo(() => list.accounts.map((account) => ({ ...account, id: account.tenantId })), [list.accounts])
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <SearchField label={text.search} value={search.typed} onChange={search.setTyped} className={styles.search} />
        {list.isLoading && list.accounts.length > 0 && <Spinner label={admin.loading} />}
      </div>
      {list.teamError && <ListLoadFailed title={text.loadFailed} error={list.teamError} retryLabel={text.retry} onRetry={() => void list.refresh()} />}
      <Table aria-label={text.listLabel}>
        <TableHeader>
          <Column id="name">{text.columns.name}</Column>
          <Column id="users">{text.columns.users}</Column>
          <Column id="created">{text.columns.created}</Column>
          <Column id="actions">{text.columns.actions}</Column>
        </TableHeader>
        <TableBody items={items} renderEmptyState={() => <ListEmpty isLoading={list.isLoading} failed={list.teamError ? text.loadFailed : null} empty={empty} />}>
          {(account) => <AccountListRow account={account} canWrite={canWrite} navigation={navigation} onDialog={onDialog} />}
        </TableBody>
      </Table>
      {list.total !== null && list.accounts.length > 0 && (
        <div className={styles.footer}>
          <span>{format(text.shown, { shown: new Intl.NumberFormat(locale).format(list.accounts.length), total: new Intl.NumberFormat(locale).format(list.total) })}</span>
          {list.hasMore && (
            <Button variant="secondary" onPress={list.loadMore} isPending={list.isLoadingMore} pendingLabel={text.loading}>
              {text.loadMore}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

/** A row of the list; memoized, so only rows whose account changed render again. */
const AccountListRow = memo(function AccountListRow({ account, canWrite, navigation, onDialog }: ViewProps & { account: AccountEntry }) {
  return (
    <Row>
      <Cell isRowHeader>
        <span className={styles.name}>
          <Link href={navigation.hrefOf('allAccounts', `/${encodeURIComponent(account.tenantId)}`)}>{account.name}</Link>
          <ResellerBadge account={account} />
        </span>
      </Cell>
      <Cell>
        <UsersCount account={account} />
      </Cell>
      <Cell>
        <CreatedDate createdAt={account.createdAt} />
      </Cell>
      <Cell>
        <AccountActions account={account} canWrite={canWrite} onDialog={onDialog} />
      </Cell>
    </Row>
  )
})

function AccountsTree({ tree, canWrite, navigation, onDialog }: ViewProps & { tree: AccountTreeState }) {
  const text = useAccountsMessages()
  const messages = useMessages()
  const locale = useLocale()
  const { rootId } = tree.tree
  const rootError = tree.errors[rootId]
  const rootPage = tree.tree.children[rootId]
  if (rootError) return <ListLoadFailed title={text.loadFailed} error={rootError} retryLabel={text.retry} onRetry={() => tree.loadMore(rootId)} />
  if (!rootPage) return <Spinner label={text.loading} />
  if (rootPage.ids.length === 0) return <p className={styles.muted}>{text.empty}</p>

  const open = (tenantId: string) => navigation.goTo('allAccounts', `/${encodeURIComponent(tenantId)}`)
  const statusRows = (parentId: string, name: string) => {
    const rows = []
    const error = tree.errors[parentId]
    if (tree.loading.has(parentId)) rows.push(<TreeItem key="loading" id={`loading:${parentId}`} textValue={text.loading} content={<Spinner label={text.loading} />} />)
    else if (error)
      rows.push(
        <TreeItem
          key="failed"
          id={`failed:${parentId}`}
          textValue={text.retry}
          onAction={() => tree.loadMore(parentId)}
          content={
            <span>
              {format(text.childrenFailed, { name })} {errorText(error, messages)} <Button variant="text" onPress={() => tree.loadMore(parentId)}>{text.retry}</Button>
            </span>
          }
        />,
      )
    else {
      const remaining = remainingChildren(tree.tree, parentId)
      const label = pluralize({ other: text.loadMoreUnder }, remaining, locale)
      if (remaining > 0) rows.push(<TreeItem key="more" id={`more:${parentId}`} textValue={label} onAction={() => tree.loadMore(parentId)} content={<Button variant="text" onPress={() => tree.loadMore(parentId)}>{label}</Button>} />)
    }
    return rows
  }
  const renderChildren = (parentId: string, name: string) => [
    ...(tree.tree.children[parentId]?.ids ?? []).map((id) => {
      const account = tree.tree.accounts[id]!
      return (
        <TreeItem
          key={id}
          id={id}
          textValue={account.name}
          hasChildItems={hasChildren(tree.tree, id)}
          expandLabel={account.name}
          onAction={() => open(id)}
          content={
            <>
              <span className={styles.name}>
                {account.name}
                <ResellerBadge account={account} />
              </span>
              <AccountMeta account={account} />
              <AccountActions account={account} canWrite={canWrite} onDialog={onDialog} />
            </>
          }
        >
          {tree.expanded.has(id) && renderChildren(id, account.name)}
        </TreeItem>
      )
    }),
    ...statusRows(parentId, name),
  ]
  return (
    <Tree aria-label={text.treeLabel} expandedKeys={tree.expanded} onExpandedChange={tree.setExpanded}>
      {renderChildren(rootId, '')}
    </Tree>
  )
}
