import { type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

const personal = {
  description: 'Tokens that let your scripts and tools call the API as you. Keep them secret.',
  tableLabel: 'Personal API tokens',
  empty: "You haven't made any API tokens yet.",
  loadFailed: "Your API tokens didn't load.",
  readOnly: 'You can view your API tokens but not create or delete them.',
  createTitle: 'New personal API token',
}

const tenant = {
  description: "Tokens that let your account's services call the API with the roles you give them. Keep them secret.",
  tableLabel: 'API tokens',
  empty: 'This account has no API tokens yet.',
  loadFailed: "The account's API tokens didn't load.",
  readOnly: 'You can view API tokens but not create or delete them.',
  createTitle: 'New API token',
}

/**
 * The API token sections' strings, in English: a catalogue of their own, loaded with them and not
 * with the portal's shell. Hosts override them under `apiTokens` in MessagesProvider.
 */
export const defaultApiTokensMessages = {
  personal,
  tenant,
  add: 'New token',
  retry: 'Try again',
  loading: 'Loading API tokens',
  columns: { description: 'Description', createdAt: 'Created', expires: 'Expires', roles: 'Roles', createdBy: 'Created by', actions: 'Actions' },
  never: 'Never',
  expired: 'Expired {date}',
  noRoles: 'No roles',
  you: 'You',
  deleteFor: 'Delete {name}',
  form: {
    description: 'Description',
    descriptionHint: 'What the token is for, so you know it later.',
    descriptionRequired: 'Enter what the token is for.',
    expiryDays: 'Expires after (days)',
    expiryHint: 'Leave empty for a token that never expires.',
    expiryNotWholeNumber: 'Enter a whole number of days, like 30.',
    expiryTooSmall: 'Enter at least 1 day.',
    expiryTooLarge: 'Enter at most {max} days.',
    roles: 'Roles',
    rolesHint: 'The token can do what these roles allow.',
    rolesFailed: "Roles didn't load, so the token can't be given any.",
    create: 'Create token',
    creating: 'Creating',
    cancel: 'Cancel',
  },
  secret: {
    title: 'Your new API token',
    description: "Copy the secret now: it won't be shown again.",
    clientId: 'Client ID',
    secret: 'Secret',
    copyClientId: 'Copy client ID',
    copySecret: 'Copy secret',
    copied: '{what} copied to the clipboard.',
    copyFailed: "Couldn't copy. Select the text and copy it yourself.",
    done: 'Done',
  },
  deleteDialog: {
    title: 'Delete the token {name}?',
    description: 'Anything that uses it stops working at once. This cannot be undone.',
    confirm: 'Delete',
    pending: 'Deleting',
    cancel: 'Cancel',
  },
  done: { deleted: 'Token {name} deleted.' },
}

export type ApiTokensMessages = Widen<typeof defaultApiTokensMessages>

/** The API token sections' strings with the host's `apiTokens` overrides, at any depth. */
export function useApiTokensMessages(): ApiTokensMessages {
  const overrides = useMessageOverrides()?.apiTokens
  return useCatalogue(defaultApiTokensMessages, 'apiTokensMessages', overrides)
}
