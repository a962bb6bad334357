import type { AdminMessages } from '../adminMessages'
import { useAdminMessagesWith } from './teamMessages'

/**
 * The strings of the team dialogs' previews (who loses or gains a permission), shipped with the
 * dialogs that show them; hosts override them under `admin.accessImpact`.
 */
export const defaultAccessImpactMessages = {
  accessImpact: {
    label: 'Who this change affects',
    loading: 'Working out who this change affects…',
    failed: "We couldn't work out who this change affects. You can still go on.",
    nobody: 'Nobody gains or loses a permission.',
    losing: { one: '{count} person loses a permission.', other: '{count} people lose permissions.' },
    gaining: { one: '{count} person gains a permission.', other: '{count} people gain permissions.' },
    incomplete: 'The account has more people than were read, so there may be more.',
    lose: 'Lose {permissions}:',
    gain: 'Gain {permissions}:',
    peopleLosing: 'People who lose {permissions}',
    peopleGaining: 'People who gain {permissions}',
    more: { one: 'and {count} more', other: 'and {count} more' },
    /** The last item of a list of permissions ("“Read users”, “Edit users” and 2 more permissions"). */
    /** A permission's name as a list of them quotes it, in the language's quotation marks. */
    quoted: '“{name}”',
    morePermissions: { one: '{count} more permission', other: '{count} more permissions' },
    /** Under the lists, for the changes not listed. */
    otherChanges: { one: 'One more permission changes too.', other: '{count} more permissions change too.' },
    self: 'You would lose {permissions} yourself.',
    group: {
      members: { one: 'Its {count} member loses the roles it gives ({roles}) unless they hold them another way.', other: 'Its {count} members lose the roles it gives ({roles}) unless they hold them another way.' },
      noRoles: 'It gives no roles.',
      noMembers: 'It has no members.',
    },
    role: {
      holders: { one: '{count} person holds it themselves.', other: '{count} people hold it themselves.' },
      noHolders: 'Nobody holds it themselves.',
      groups: 'Groups that give it stop giving it: {groups}.',
    },
    user: {
      groups: 'They leave {groups}.',
      roles: 'Their roles go with them: {roles}.',
      nothing: 'They are in no group and hold no role of their own.',
      onlyHolder: 'Nobody else in the account holds {permissions}.',
    },
  },
}

export type AccessImpactMessages = (typeof defaultAccessImpactMessages)['accessImpact']

/** The portal's strings and the previews', with the host's `admin` overrides at any depth. */
export function useAccessImpactMessages(): AccessImpactMessages {
  return (useAdminMessagesWith(defaultAccessImpactMessages, 'accessImpactMessages') as AdminMessages & typeof defaultAccessImpactMessages).accessImpact
}
