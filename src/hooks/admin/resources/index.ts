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
export { useProfile, useSaveProfile, useProfilePicture, ownError, PROFILE_DEFAULT_ERROR, type OwnResource, type ProfileSave, type ProfilePicture } from './useProfile'
export { usePhoneNumbers, useAddPhoneNumber, useRemovePhoneNumber, usePhoneNumberText, CODE_REQUIRED, type PhoneNumberChange } from './usePhoneNumbers'
export {
  PROFILE_FIELDS,
  PROFILE_PICTURE_TYPES,
  MAX_PROFILE_PICTURE_BYTES,
  MAX_PROFILE_FIELD_LENGTH,
  BASE64_CHUNK,
  profileDraft,
  profileChanges,
  profileProblems,
  profileUpdate,
  optimisticProfile,
  sessionProfileFields,
  pictureFileProblem,
  pictureData,
  pictureBlob,
  withPictureTimestamp,
  type ProfileField,
  type ProfileDraft,
  type ProfileProblem,
  type ProfileFieldProblem,
  type PictureProblem,
  type PictureData,
} from './profile'
export { phoneCodeReducer, phoneNumberText, regionOf, INITIAL_PHONE_CODE_STATE, type PhoneCodeState, type PhoneCodeEvent, type ParsedPhone } from './phoneNumbers'
export type { Profile, ProfileUpdate, PhoneNumber } from '../../../api'
