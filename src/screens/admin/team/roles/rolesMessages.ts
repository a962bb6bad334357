import type { AdminMessages } from '../../adminMessages'
import { useAdminMessagesWith, type TeamMessages } from '../teamMessages'

/** The roles section's strings (and its dialogs'), shipped with its chunk; hosts override them under `admin.roles`. */
export const defaultRolesMessages = {
  roles: {
    description: 'A role is a named set of permissions. People get roles directly or through their groups.',
    add: 'New role',
    tableLabel: 'Roles',
    columns: { name: 'Name', key: 'Key', description: 'Description', permissions: 'Permissions', actions: 'Actions' },
    default: 'Default',
    empty: 'There are no roles yet.',
    loadFailed: "Roles didn't load.",
    retry: 'Try again',
    readOnly: 'You can view roles but not change them.',
    actionsFor: 'Actions for {name}',
    viewPermissionsOf: 'View permissions of {name}',
    actions: { edit: 'Edit details', permissions: 'Edit permissions', viewPermissions: 'View permissions', makeDefault: 'Make default', delete: 'Delete role' },
    form: {
      createTitle: 'New role',
      editTitle: 'Edit {name}',
      name: 'Name',
      key: 'Key',
      keyDescription: 'Your app checks roles by key.',
      description: 'Description (optional)',
      create: 'Create role',
      save: 'Save',
      cancel: 'Cancel',
      creating: 'Creating',
      saving: 'Saving',
      nameRequired: 'Enter a name.',
      keyRequired: 'Enter a key.',
    },
    deleteDialog: {
      title: 'Delete the {name} role?',
      description: 'People who hold it lose its permissions, and groups stop giving it. This cannot be undone.',
      confirm: 'Delete',
      pending: 'Deleting',
      cancel: 'Cancel',
    },
    defaultDialog: {
      title: 'Make {name} the default role?',
      description: 'People added without a role get the default one.',
      replaces: '{name} stops being the default.',
      confirm: 'Make default',
      pending: 'Saving',
      cancel: 'Cancel',
    },
    permissionsDialog: {
      title: 'Permissions of {name}',
      description: 'Choose what people with this role can do.',
      readOnlyDescription: 'What people with this role can do.',
      loading: 'Loading permissions',
      loadFailed: "Permissions didn't load.",
      retry: 'Try again',
      always: 'Always included',
      never: 'Not assignable',
      other: 'Other',
      save: 'Save permissions',
      saving: 'Saving',
      cancel: 'Cancel',
      close: 'Close',
    },
    done: {
      created: 'Role {name} created.',
      saved: 'Role {name} saved.',
      deleted: 'Role {name} deleted.',
      madeDefault: '{name} is now the default role.',
      permissionsSaved: 'Permissions of {name} saved.',
    },
  },
}
/** The portal's strings and the roles section's, with the host's `admin` overrides at any depth. */
export function useRolesMessages(): AdminMessages & Pick<TeamMessages, 'roles'> {
  return useAdminMessagesWith(defaultRolesMessages, 'rolesMessages') as AdminMessages & Pick<TeamMessages, 'roles'>
}
