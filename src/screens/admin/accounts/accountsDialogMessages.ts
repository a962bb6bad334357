import { type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The all-accounts dialogs' English strings (spec/admin.md §2 sub-accounts dialogs): a catalogue of
 * their own, in the dialogs' chunk rather than the section's. Hosts override them under
 * `allAccounts.dialogs`.
 */
export const defaultAccountsDialogMessages = {
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
    /** What goes with it, worked out as the dialog opens (subAccountDeleteImpact). */
    impact: {
      label: 'What goes with it',
      loading: 'Working out what goes with it…',
      failed: "We couldn't work out what this deletes. You can still delete it.",
      nobody: '{name} has no users: nobody is affected.',
      nobodyBelow: 'Neither {name} nor the accounts under it have users: nobody is affected.',
      people: { one: '{count} person loses access to {name}.', other: '{count} people lose access to {name}.' },
      peopleBelow: { one: '{count} person loses access to {name} and the accounts under it.', other: '{count} people lose access to {name} and the accounts under it.' },
      atLeast: { one: 'At least {count} person loses access to {name}.', other: 'At least {count} people lose access to {name}.' },
      atLeastBelow: {
        one: 'At least {count} person loses access to {name} and the accounts under it.',
        other: 'At least {count} people lose access to {name} and the accounts under it.',
      },
      keep: { one: '{count} of them is also a member of another account and keeps it.', other: '{count} of them are also members of other accounts and keep those.' },
      keepNone: 'None of them is a member of another account.',
      accountsHeading: 'Deleted with it',
      accountsLabel: 'Accounts deleted with it',
      moreAccounts: { one: 'and {count} more account', other: 'and {count} more accounts' },
      peopleHeading: 'Who loses access',
      peopleLabel: 'People who lose access',
      morePeople: { one: 'and {count} more person', other: 'and {count} more people' },
    },
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
}

export type AccountsDialogMessages = Widen<typeof defaultAccountsDialogMessages>

/** The all-accounts dialogs' strings with the host's `allAccounts.dialogs` overrides, at any depth. */
export function useAccountsDialogMessages(): AccountsDialogMessages {
  const overrides = useMessageOverrides()?.allAccounts?.dialogs
  return useCatalogue(defaultAccountsDialogMessages, 'accountsDialogMessages', overrides)
}
