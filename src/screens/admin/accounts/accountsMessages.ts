import { useMemo } from 'react'
import { mergeCatalogue, type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/MessagesProvider'

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
  },
  dialogs: {
    cancel: 'Cancel',
    create: {
      title: 'New sub-account',
      name: 'Name',
      parent: 'Parent account',
      ownAccount: '{name} (your account)',
      submit: 'Create',
      pending: 'Creating…',
      nameRequired: 'Enter a name.',
      done: '{name} was created.',
    },
    rename: { title: 'Rename {name}', name: 'Name', submit: 'Rename', pending: 'Renaming…', nameRequired: 'Enter a name.', unchanged: 'This is its name already.', done: 'Renamed to {name}.' },
    delete: {
      title: 'Delete {name}?',
      alone: '{name} will be deleted. Its users lose access to it.',
      withChildren: { one: '{name} and the {count} account under it will be deleted.', other: '{name} and the {count} accounts under it will be deleted.' },
      confirm: 'Delete',
      pending: 'Deleting…',
      done: '{name} was deleted.',
    },
    management: {
      title: 'Management of {name}',
      description: 'A reseller account can create and manage sub-accounts of its own.',
      toggle: '{name} manages sub-accounts',
      submit: 'Save',
      pending: 'Saving…',
      enabled: '{name} can now manage sub-accounts.',
      disabled: '{name} can no longer manage sub-accounts.',
    },
    addUsers: {
      title: 'Add users to {name}',
      emails: 'Email addresses',
      emailsHelp: 'One or more, separated by commas or new lines.',
      emailsInvalid: 'Not an email address: {emails}',
      emailsRequired: 'Enter at least one email address.',
      roles: 'Roles in this account',
      access: 'Allow sub-account access',
      accessHelp: 'They also reach the accounts under this one.',
      submit: 'Add',
      pending: 'Adding…',
      done: { one: '{count} user was added.', other: '{count} users were added.' },
    },
    roles: { title: 'Roles of {name} in {account}', submit: 'Save', pending: 'Saving…', done: 'Roles of {name} saved.' },
    remove: { title: 'Remove {name}?', description: '{name} loses access to {account} and the accounts under it.', confirm: 'Remove', pending: 'Removing…', done: '{name} was removed.' },
  },
}

export type AccountsMessages = Widen<typeof defaultAccountsMessages>

/** The all-accounts strings with the host's `allAccounts` overrides, at any depth. */
export function useAccountsMessages(): AccountsMessages {
  const overrides = useMessageOverrides()?.allAccounts
  return useMemo(() => mergeCatalogue<AccountsMessages>(defaultAccountsMessages, overrides), [overrides])
}
