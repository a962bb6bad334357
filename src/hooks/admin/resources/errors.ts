import { UNPARSEABLE_MESSAGE } from '../../../api/errors'
import { toFlowError, type FlowError } from '../../shared/flowError'

/** spec/admin.md §8 team error keys: where the team area keeps each operation's error. */
export const TEAM_ERROR_KEYS = [
  'USERS',
  'STATS',
  'UPDATE_USER',
  'DELETE_USER',
  'RESEND_ACTIVATE_LINK',
  'RESEND_INVITATION_LINK',
  'ROLES_AND_PERMISSIONS',
  'GET_TOKEN_LINK',
  'CREATE_TOKEN_LINK',
  'UPDATE_TOKEN_LINK',
  'DELETE_TOKEN_LINK',
  'CONFIG_TEMPORARY_USERS',
  'UPDATE_USER_EXPIRATION_TIME',
] as const
export type TeamErrorKey = (typeof TEAM_ERROR_KEYS)[number]

/** spec/admin.md §8 default message, shown when an error has no status code. */
export const TEAM_DEFAULT_ERROR = UNPARSEABLE_MESSAGE

/** Every load and change of the team area's resource hooks. */
export type TeamOperation =
  | 'loadUsers'
  | 'addUser'
  | 'addUsers'
  | 'updateUserRoles'
  | 'deleteUser'
  | 'resendActivation'
  | 'resendInvitation'
  | 'loadTemporaryUsersConfig'
  | 'setUserExpiration'
  | 'removeUserExpiration'
  | 'loadRoles'
  | 'loadPermissions'
  | 'loadPermissionCategories'
  | 'createRole'
  | 'updateRole'
  | 'deleteRole'
  | 'setDefaultRole'
  | 'attachPermissions'
  | 'loadGroups'
  | 'createGroup'
  | 'updateGroup'
  | 'deleteGroup'
  | 'changeGroupUsers'
  | 'changeGroupRoles'
  | 'loadInviteLink'
  | 'createInviteLink'
  | 'updateInviteLink'
  | 'deleteInviteLink'
  | 'loadApplications'
  | 'changeApplications'
  | 'loadSso'
  | 'changeSso'
  | 'loadProvisioning'
  | 'changeProvisioning'
  | 'loadVendorConfig'
  | 'loadApiTokens'
  | 'createApiToken'
  | 'deleteApiToken'
  | 'loadSecurity'
  | 'saveSecurity'
  | 'loadAudits'
  | 'loadAuditStats'
  | 'loadAuditsMetadata'
  | 'exportAudits'
  | 'loadAccounts'
  | 'changeAccount'
  | 'loadAccountUsers'
  | 'changeAccountUsers'
  | 'enterAccount'
  | 'loadConnectivity'
  | 'changeConnectivity'
  | 'loadBilling'
  | 'changeBilling'
  | 'loadNotifications'
  | 'changeNotifications'
  | 'loadAccountSettings'
  | 'saveAccountSettings'
  | 'loadLoginBox'
  | 'saveLoginBox'
  | 'loadReports'
  | 'previewReport'
  | 'scheduleReport'
  | 'sendReport'
  | 'downloadReport'

/**
 * The §8 key of an operation. Operations with no key of their own (adding users, roles, groups,
 * applications) show their error where they happen, in their dialog: null.
 */
export function teamErrorKey(operation: TeamOperation): TeamErrorKey | null {
  switch (operation) {
    case 'loadUsers':
      return 'USERS'
    case 'updateUserRoles':
      return 'UPDATE_USER'
    case 'deleteUser':
      return 'DELETE_USER'
    case 'resendActivation':
      return 'RESEND_ACTIVATE_LINK'
    case 'resendInvitation':
      return 'RESEND_INVITATION_LINK'
    case 'loadRoles':
    case 'loadPermissions':
    case 'loadPermissionCategories':
      return 'ROLES_AND_PERMISSIONS'
    case 'loadInviteLink':
      return 'GET_TOKEN_LINK'
    case 'createInviteLink':
      return 'CREATE_TOKEN_LINK'
    case 'updateInviteLink':
      return 'UPDATE_TOKEN_LINK'
    case 'deleteInviteLink':
      return 'DELETE_TOKEN_LINK'
    case 'loadTemporaryUsersConfig':
      return 'CONFIG_TEMPORARY_USERS'
    case 'setUserExpiration':
    case 'removeUserExpiration':
      return 'UPDATE_USER_EXPIRATION_TIME'
    default:
      return null
  }
}

/** An error of the team area: which operation failed, its §8 key, and the text to show. */
export interface TeamError extends FlowError {
  readonly operation: TeamOperation
  readonly key: TeamErrorKey | null
}

/**
 * spec/admin.md §8: an error with a status code shows the server's message; any other shows the
 * fallback (the default "We're facing some difficulties, Please try again" unless one is given).
 * No error, no TeamError.
 */
export function toTeamError(operation: TeamOperation, error: unknown, fallback: string = TEAM_DEFAULT_ERROR): TeamError | null {
  if (error === undefined || error === null) return null
  return { ...toFlowError(error, fallback), operation, key: teamErrorKey(operation) }
}

/** Whether the error has no status code, so spec/admin.md §8 wants it logged; failed connectivity loads are silent. */
export function shouldLogTeamError(error: TeamError): boolean {
  return error.code !== 'http' && error.operation !== 'loadConnectivity'
}
