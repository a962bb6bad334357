export {
  matchPermission,
  permissionsOverlap,
  holdsAnyPermission,
  hasAnyPermission,
  keysOf,
  type Keyed,
  type PermissionHolder,
  type PermissionRequirement,
} from './permissions'
export {
  OPERATIONS,
  evaluateCondition,
  evaluateRule,
  ruleTreatment,
  evaluateFlag,
  evaluatePlan,
  parseInstant,
  type Operation,
  type Treatment,
  type ConditionLogic,
  type Condition,
  type ConditionGroup,
  type Rule,
  type FeatureFlag,
  type PlanTargeting,
  type Attributes,
} from './rules'
export {
  DENIAL_REASONS,
  NO_EXPIRATION_TIME,
  ENTITLEMENTS_NOT_ENABLED,
  EntitlementsNotEnabledError,
  isEntitled,
  type DenialReason,
  type EntitlementFeature,
  type Entitlements,
  type EntitlementQuery,
  type EntitlementContext,
  type EntitlementResult,
} from './entitlements'
export {
  NAVIGATION,
  PORTAL_PATH,
  VISIBILITIES,
  isSectionVisible,
  visibleSections,
  sectionForPath,
  type SectionId,
  type Visibility,
  type NavigationSection,
  type NavigationContext,
} from './navigation'
export {
  FIELD_APPEARANCES,
  TAB_APPEARANCES,
  PAGE_FIELDS,
  isFieldId,
  appearanceOf,
  type FieldAppearance,
  type TabAppearance,
  type PageId,
  type FieldId,
  type TabId,
  type AppearanceFor,
  type AppearanceOverrides,
} from './appearance'
export * from './shell'
export { userStatus, resendActionFor, splitEmails, EXPIRY_CHOICES, type UserStatus } from './userStatus'
export * from './resources'
export { useDialogSubmit, type DialogSubmit } from './useDialogSubmit'
export { createSubmitGate, type SubmitGate, type SubmitOutcome } from './submitGate'
export { INVITE_LINK_VALIDITY_MINUTES } from '../../api/invitations'
export {
  assignmentTypeOf,
  canChangePermission,
  alwaysPermissionIds,
  applyPermissionSelection,
  initialPermissionSelection,
  hasPermissionChanges,
  permissionChoices,
  validateRoleForm,
  suggestRoleKey,
  newRoleInput,
  roleUpdate,
  roleFormValues,
  type PermissionChoice,
  type PermissionCategoryChoices,
  type RoleFormValues,
  type RoleFormErrors,
} from './roleEditor'
export {
  GROUP_COLORS,
  DEFAULT_GROUP_COLOR,
  normaliseHex,
  groupColorOf,
  validateGroupForm,
  groupFormValues,
  groupUpdate,
  updatePicked,
  pickedUserLabel,
  type GroupColorId,
  type GroupFormValues,
  type GroupFormErrors,
  type PickedUser,
} from './groupEditor'
export { useSettingSave, type SettingSave } from './useSettingSave'
