import { type DeepPartial, type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import type { AccountsDialogMessages } from './accountsDialogMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The all-accounts section's English strings (spec/admin.md §2 sub-accounts), overridable under `allAccounts`. */
export const defaultAccountsMessages = {
  description: 'The accounts you manage, and the accounts they manage in turn.',
  readOnly: 'You can see the accounts; changing them needs the permission to manage sub-accounts.',
  add: 'New account',
  search: 'Search accounts',
  views: { label: 'View', list: 'List', tree: 'Tree' },
  listLabel: 'Accounts',
  treeLabel: 'Account hierarchy',
  columns: { name: 'Name', users: 'Users', created: 'Created', actions: 'Actions' },
  reseller: 'Reseller',
  users: { one: '{count} user', other: '{count} users' },
  usersUnknown: 'Users unknown',
  created: 'Created {date}',
  empty: 'There are no sub-accounts yet.',
  noMatch: 'No account matches “{search}”.',
  loadFailed: 'The accounts could not be loaded.',
  childrenFailed: 'The accounts under {name} could not be loaded.',
  retry: 'Try again',
  loading: 'Loading accounts',
  loadMore: 'Load more',
  loadMoreUnder: 'Load {count} more',
  shown: 'Showing {shown} of {total}',
  actionsFor: 'Actions for {name}',
  actions: { open: 'Open', addChild: 'New sub-account', rename: 'Rename', management: 'Management', delete: 'Delete' },
  workspace: {
    inside: 'You are working inside {name}.',
    back: 'Back to your account',
    enter: 'Work inside this account',
    entering: 'Opening…',
    failed: 'Could not open {name}:',
  },
  page: {
    back: 'All accounts',
    breadcrumb: 'Where this account sits',
    usersTitle: 'Users',
    usersLabel: 'Users of {name}',
    columns: { user: 'User', roles: 'Roles here', access: 'Sub-account access', actions: 'Actions' },
    noRoles: 'No roles',
    empty: 'This account has no users yet.',
    loadFailed: 'The users could not be loaded.',
    notFound: 'This account does not exist or is not yours to see.',
    addUsers: 'Add users',
    addUsersDenied: 'Adding users needs the permission to give sub-account access.',
    access: 'Allow {name} into sub-accounts',
    actionsFor: 'Actions for {name}',
    actions: { roles: 'Change roles', remove: 'Remove from account' },
    changeFailed: 'The change was not saved:',
    range: 'Users {first}–{last} of {total}',
    pages: { label: 'Pages of users of {name}', previous: 'Previous page', next: 'Next page', status: 'Page {page} of {total}' },
  },
}

/** The section's strings; the dialogs' are a catalogue of their own (`dialogs`), in the dialogs' chunk. */
export type AccountsMessages = Widen<typeof defaultAccountsMessages>

/** What a host may override under `allAccounts`: the section's strings and, under `dialogs`, its dialogs'. */
export type AccountsMessagesOverride = DeepPartial<AccountsMessages> & { dialogs?: DeepPartial<AccountsDialogMessages> }

/** The all-accounts strings with the host's `allAccounts` overrides, at any depth. */
export function useAccountsMessages(): AccountsMessages {
  const overrides = useMessageOverrides()?.allAccounts
  return useCatalogue(defaultAccountsMessages, 'accountsMessages', overrides)
}
