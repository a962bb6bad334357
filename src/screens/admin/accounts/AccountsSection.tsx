import { useCallback, useState } from 'react'
import { ACCOUNTS_SEARCH_DELAY_MS, parentsInTree, useAccountSearch, useAccountsFilter, useAccountTree, useAccountWorkspaces, useSession, type AccountEdit } from '../../../hooks'
import { Banner, Button } from '../../../primitives'
import { format } from '../../i18n/messages'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import type { AdminSectionProps } from '../sections'
import { LazyDialogs } from '../team/LazyDialogs'
import { AccountPage } from './AccountPage'
import type { AccountDialog } from './AccountsDialogs'
import { AllAccounts } from './AllAccounts'
import { useAccountsMessages } from './accountsMessages'
import * as styles from './AccountsSection.css'

const loadDialogs = () => import('./AccountsDialogs')

/** An account's page is the section's path plus its tenant id. */
export const accountIdOf = (subPath: string): string | null => {
  const id = subPath.replace(/^\/+|\/+$/g, '')
  return id ? decodeURIComponent(id) : null
}

/**
 * All accounts (spec/admin.md §2 sub-accounts): the hierarchy below the admin's account as a list
 * or a tree, its edits, each account's page with its users, and working inside a sub-account.
 */
export default function AccountsSection({ subPath, navigation, searchDelayMs = ACCOUNTS_SEARCH_DELAY_MS }: AdminSectionProps & { searchDelayMs?: number }) {
  const text = useAccountsMessages()
  const messages = useMessages()
  const { user } = useSession()
  const workspaces = useAccountWorkspaces()
  const [dialog, setDialog] = useState<AccountDialog | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const active = workspaces.active
  const root = active ? { tenantId: active.tenantId, name: active.name } : { tenantId: user?.tenantId ?? '', name: '' }
  // Held here, not in the views: back from an account's page, the tree is as it was left.
  const search = useAccountsFilter(searchDelayMs)
  const list = useAccountSearch(search.filter, active)
  const tree = useAccountTree(root.tenantId, active)
  const accountId = accountIdOf(subPath)

  // Stable: the list's memoized rows hold it.
  const open = useCallback((next: AccountDialog) => {
    setNotice(null)
    setDialog(next)
  }, [])
  const done = (message: string, edit?: AccountEdit) => {
    setDialog(null)
    setNotice(message)
    if (edit) {
      // The tree before the edit still knows the removed subtree: the list takes it by those parents.
      list.apply(edit, { rootId: root.tenantId, parents: parentsInTree(tree.tree) })
      tree.apply(edit)
    }
    if (edit?.type === 'removed' && edit.tenantId === accountId) navigation.goTo('allAccounts')
  }
  const enter = async (account: { tenantId: string; name: string }) => {
    setNotice(null)
    if (await workspaces.enter(account)) {
      search.setTyped('')
      navigation.goTo('allAccounts')
    }
  }
  const leave = () => {
    workspaces.leave()
    search.setTyped('')
    navigation.goTo('allAccounts')
  }

  return (
    <div className={styles.section}>
      {active && (
        <Banner tone="info">
          <span className={styles.workspace}>
            <span>{format(text.workspace.inside, { name: active.name })}</span>
            <Button variant="secondary" onPress={leave}>
              {text.workspace.back}
            </Button>
          </span>
        </Banner>
      )}
      {workspaces.error && <Banner tone="error">{errorText(workspaces.error, messages)}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}
      {accountId ? (
        <AccountPage key={`${root.tenantId}/${accountId}`} tenantId={accountId} as={active} navigation={navigation} onDialog={open} onEnter={enter} isEntering={workspaces.isEntering} />
      ) : (
        <AllAccounts root={root} search={search} list={list} tree={tree} navigation={navigation} onDialog={open} />
      )}
      <LazyDialogs load={loadDialogs} isActive={dialog !== null} props={{ dialog, as: active, onClose: () => setDialog(null), onDone: done }} />
    </div>
  )
}
