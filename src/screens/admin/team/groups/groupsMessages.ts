import type { AdminMessages } from '../../adminMessages'
import { useAdminMessagesWith, type TeamMessages } from '../teamMessages'

/** The groups section's strings (and its dialogs'), shipped with its chunk; hosts override them under `admin.teamGroups`. */
export const defaultGroupsMessages = {
  teamGroups: {
    description: 'A group gives everyone in it the same roles.',
    add: 'New group',
    tableLabel: 'Groups',
    columns: { name: 'Name', color: 'Colour', description: 'Description', members: 'Members', roles: 'Roles', actions: 'Actions' },
    noRoles: 'No roles',
    empty: 'There are no groups yet.',
    loadFailed: "Groups didn't load.",
    retry: 'Try again',
    readOnly: 'You can view groups but not change them.',
    actionsFor: 'Actions for {name}',
    actions: { edit: 'Edit details', members: 'Manage members', roles: 'Manage roles', delete: 'Delete group' },
    colors: { indigo: 'Indigo', sky: 'Sky blue', emerald: 'Emerald', amber: 'Amber', red: 'Red', violet: 'Violet', pink: 'Pink', gray: 'Grey' },
    form: {
      createTitle: 'New group',
      editTitle: 'Edit {name}',
      name: 'Name',
      description: 'Description (optional)',
      color: 'Colour',
      roles: 'Roles',
      create: 'Create group',
      save: 'Save',
      cancel: 'Cancel',
      creating: 'Creating',
      saving: 'Saving',
      nameRequired: 'Enter a name.',
      createdButNotFilled: 'The group {name} was created, but its members or roles were not all added. Try again to add the rest.',
    },
    picker: {
      search: 'Find people',
      hint: 'Type a name or email to find people.',
      results: 'People',
      noMatch: 'No one matches “{search}”.',
      searching: 'Searching',
      chosen: 'Members',
      none: 'No one yet.',
      remove: 'Remove',
      loadFailed: "People didn't load.",
    },
    membersDialog: { title: 'Members of {name}', save: 'Save members', saving: 'Saving', cancel: 'Cancel' },
    rolesDialog: { title: 'Roles of {name}', description: 'Everyone in the group gets these roles.', save: 'Save roles', saving: 'Saving', cancel: 'Cancel' },
    deleteDialog: {
      title: 'Delete the {name} group?',
      description: 'Its members lose the roles it gives them. This cannot be undone.',
      confirm: 'Delete',
      pending: 'Deleting',
      cancel: 'Cancel',
    },
    done: {
      created: 'Group {name} created.',
      saved: 'Group {name} saved.',
      deleted: 'Group {name} deleted.',
      membersSaved: 'Members of {name} saved.',
      rolesSaved: 'Roles of {name} saved.',
    },
  },
}
/** The portal's strings and the groups section's, with the host's `admin` overrides at any depth. */
export function useGroupsMessages(): AdminMessages & Pick<TeamMessages, 'teamGroups'> {
  return useAdminMessagesWith(defaultGroupsMessages, 'groupsMessages') as AdminMessages & Pick<TeamMessages, 'teamGroups'>
}
