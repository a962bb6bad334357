import { type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The applications section's strings, in English: a catalogue of its own, loaded with it and not
 * with the portal's shell. Hosts override them under `applications` in MessagesProvider.
 */
export const defaultApplicationsMessages = {
  description: 'The applications of your account and who may use them. Applications available to everyone need no assignment.',
  readOnly: 'You can view who may use each application but not change it.',
  tableLabel: 'Applications',
  empty: 'This account has no applications.',
  loadFailed: "The account's applications didn't load.",
  retry: 'Try again',
  columns: { name: 'Application', access: 'Who may use it' },
  everyone: 'Available to everyone',
  assignedNone: 'No users assigned',
  assignedOne: '1 user assigned',
  assignedMany: '{count} users assigned',
  assignedUsers: 'Users assigned to {app}',
  showAll: 'Show all {count}',
  showFewer: 'Show fewer',
  assignFor: 'Assign user to {app}',
  assign: 'Assign user',
  unassignFor: 'Unassign {user} from {app}',
  unassign: 'Unassign',
  assignDialog: {
    title: 'Assign a user to {app}',
    user: 'User',
    userPlaceholder: 'Choose a user',
    userHint: 'They can use {app} once assigned.',
    userMissing: 'Choose the user to assign.',
    nobody: 'Every user of the account already has this application.',
    usersFailed: "The account's users didn't load, so nobody can be picked.",
    submit: 'Assign',
    pending: 'Assigning',
    cancel: 'Cancel',
    failed: "The user wasn't assigned.",
  },
  unassignDialog: {
    title: 'Unassign {user} from {app}?',
    description: 'They can no longer use {app} until assigned again.',
    confirm: 'Unassign',
    pending: 'Unassigning',
    cancel: 'Cancel',
    failed: "The user wasn't unassigned.",
  },
  done: { assigned: '{user} can now use {app}.', unassigned: '{user} can no longer use {app}.' },
}

export type ApplicationsMessages = Widen<typeof defaultApplicationsMessages>

/** The applications section's strings with the host's `applications` overrides, at any depth. */
export function useApplicationsMessages(): ApplicationsMessages {
  const overrides = useMessageOverrides()?.applications
  return useCatalogue(defaultApplicationsMessages, 'applicationsMessages', overrides)
}
