export { useUsers, useTemporaryUsersConfig, type Users } from './useUsers'
export {
  useAddUser,
  useAddUsers,
  useUpdateUserRoles,
  useDeleteUser,
  useResendActivation,
  useResendInvitation,
  useSetUserExpiration,
  useRemoveUserExpiration,
  type BulkAddInput,
  type BulkAddResult,
  type UpdateUserRolesInput,
} from './useUserMutations'
export {
  useRoles,
  usePermissionCatalog,
  usePermissionCategories,
  useCreateRole,
  useUpdateRole,
  useDeleteRole,
  useSetDefaultRole,
  useAttachPermissionsToRole,
  useAttachPermissionToRoles,
} from './useRoles'
export {
  useGroups,
  useCreateGroup,
  useGroupCreation,
  useUpdateGroup,
  useDeleteGroup,
  useAddGroupUsers,
  useRemoveGroupUsers,
  useAddGroupRoles,
  useRemoveGroupRoles,
  useSaveGroupMembership,
  type GroupMembershipSave,
  type GroupUsersChange,
  type GroupRolesChange,
  type GroupCreation,
} from './useGroups'
export { useInviteLink, useCreateInviteLink, useUpdateInviteLink, useDeleteInviteLink, type InviteLinkSettings } from './useInviteLink'
export { useApplications, useUserApplications, useAssignApplications, useUnassignApplications, type ApplicationsChange } from './useApplications'
export type { Resource, ResourceMutation, TeamContext } from './shared'
export { clientScope, resourceScope, resourceKey, isResourceKey, type ResourceScope, type ResourceKey } from './keys'
export {
  DEFAULT_USERS_QUERY,
  MAX_USERS_PAGE_SIZE,
  BULK_ADD_REFRESH,
  normaliseUsersQuery,
  usersView,
  roleIdsOf,
  rolesToSend,
  withUserRoles,
  bulkAddEmails,
  foldBulkAdd,
  type NormalisedUsersQuery,
  type UsersView,
  type BulkAddOutcome,
} from './users'
export {
  groupCreationPlan,
  groupCreationCalls,
  groupCreationAdvanced,
  groupMembershipChanges,
  NO_GROUP_CREATED,
  type NewGroup,
  type GroupCreationPlan,
  type GroupCreationCall,
  type GroupCreationProgress,
  type GroupMembership,
  type GroupMembershipChanges,
} from './groups'
export { tenantApplications, applicationIdsOfTenant, managedApplicationIds, canUseApplication, applicationsOfUser, type TeamApplication } from './applications'
export { TEAM_ERROR_KEYS, TEAM_DEFAULT_ERROR, teamErrorKey, toTeamError, shouldLogTeamError, type TeamErrorKey, type TeamOperation, type TeamError } from './errors'
export type {
  TeamUser,
  UsersQuery,
  UserSortField,
  SortOrder,
  AddUserInput,
  TemporaryUsersConfig,
  Role,
  RoleRef,
  Permission,
  PermissionCategory,
  AssignmentType,
  CreateRoleInput,
  UpdateRoleInput,
  Group,
  UpdateGroupInput,
  InviteLink,
  Application,
  AccessType,
} from '../../../api'
export {
  useSsoConfigurations,
  useCreateSsoConfiguration,
  useUpdateSsoConfiguration,
  useSsoMetadata,
  useDeleteSsoConfiguration,
  useAddSsoDomain,
  useValidateSsoDomain,
  useDeleteSsoDomain,
  useSsoGroups,
  useSaveSsoGroup,
  useDeleteSsoGroup,
  useSetSsoDefaultRoles,
  useProvisioningConnections,
  useCreateProvisioningConnection,
  useRegenerateProvisioningToken,
  useDeleteProvisioningConnection,
  type SsoMetadataInput,
  type SsoGroupChange,
  type ProvisioningConnection,
} from './useSso'
export {
  planSamlSave,
  samlSettingsOf,
  enableBlocker,
  isOidcType,
  normaliseDomain,
  isHttpsUrl,
  ssoEndpointProblem,
  oidcProblems,
  oidcChanges,
  type SamlSettings,
  type SamlSavePlan,
  type OidcSettings,
  type OidcProblem,
} from './sso'
export { readCertificate, looksLikePem, isUsableCertificate, type CertificateReading } from './certificate'
export { useCertificateReading, type CertificateState } from './useCertificateReading'
export type { SsoConfiguration, SsoConfigurationInput, SsoDomain, SsoGroup, SsoType, ScimConfiguration, ScimSource } from '../../../api'
export { SSO_TYPES } from '../../../api/ssoConfigurations'
export { SCIM_SOURCES } from '../../../api/scim'
export { useApiTokens, usePersonalApiTokens, useTenantApiTokens, useVendorConfig, useTokenCreator, useCreateApiToken, useDeleteApiToken, useApiTokenDialogs, apiTokenError, type ApiTokens, type ApiTokenDialogs } from './useApiTokens'
export {
  MINUTES_PER_DAY,
  MAX_TOKEN_EXPIRY_DAYS,
  API_TOKEN_PERMISSIONS,
  API_TOKEN_DIALOG_CLOSED,
  tokenTypeFor,
  expiryDaysToMinutes,
  apiTokenFromForm,
  apiTokenExpiresAt,
  isTokenExpired,
  sortApiTokens,
  shownClientId,
  apiTokenDialogReducer,
  type ApiTokenFormValues,
  type ApiTokenFormErrors,
  type ApiTokenFormResult,
  type NewApiToken,
  type ApiTokenDialogState,
  type ApiTokenDialogEvent,
} from './apiTokens'
export { useMfaDevices, usePasskeys, useSessions, useMfaActions, usePasskeyActions, useSessionActions, type PrivacyResource, type MfaActions, type PasskeyActions, type SessionActions } from './usePrivacy'
export { MFA_KINDS, mfaKindRows, enrolledKindCount, sessionsView, hasOtherSessions, PRIVACY_TABS, privacyTabs, privacyTabOf, type MfaKind, type MfaKindRow, type PrivacyTab, type PrivacyTabView } from './privacy'
