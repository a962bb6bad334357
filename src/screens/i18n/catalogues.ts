/**
 * Every catalogue of the screens by name (its file's name), with its English type: what a locale's
 * index (locales/<locale>/index.ts) lists, and what useCatalogue is asked for. Types only.
 */
import type { defaultAccountSettingsMessages } from '../admin/account-settings/accountSettingsMessages'
import type { defaultCustomLoginMessages } from '../admin/account-settings/customLoginMessages'
import type { defaultAccountsDialogMessages } from '../admin/accounts/accountsDialogMessages'
import type { defaultAccountsMessages } from '../admin/accounts/accountsMessages'
import type { defaultAdminMessages } from '../admin/adminMessages'
import type { defaultApiTokensMessages } from '../admin/api-tokens/apiTokensMessages'
import type { defaultApplicationsMessages } from '../admin/applications/applicationsMessages'
import type { defaultAuditsMessages } from '../admin/audits/auditsMessages'
import type { defaultBillingMessages } from '../admin/billing/billingMessages'
import type { defaultConnectivityMessages } from '../admin/connectivity/connectivityMessages'
import type { defaultNotificationsMessages } from '../admin/notifications/notificationsMessages'
import type { defaultPrivacyMessages } from '../admin/privacy/privacyMessages'
import type { defaultProfileMessages } from '../admin/profile/profileMessages'
import type { defaultReportsMessages } from '../admin/reports/reportsMessages'
import type { defaultSecurityMessages } from '../admin/security/securityMessages'
import type { defaultSsoMessages } from '../admin/sso/ssoMessages'
import type { defaultAccessImpactMessages } from '../admin/team/accessImpactMessages'
import type { defaultAccessPreviewPartMessages } from '../admin/team/accessPreviewPartMessages'
import type { defaultGroupsMessages } from '../admin/team/groups/groupsMessages'
import type { defaultRolesMessages } from '../admin/team/roles/rolesMessages'
import type { defaultUsersMessages } from '../admin/team/users/usersMessages'
import type { defaultAccountMessages } from './accountMessages'
import type { defaultLoginStepMessages } from './loginStepMessages'
import type { defaultMessages } from './messages'
import type { defaultMfaMessages } from './mfaMessages'
import type { defaultPageMessages } from './pageMessages'
import type { defaultResetPhoneNumberMessages } from '../reset-phone-number/resetPhoneNumberMessages'

export interface Catalogues {
  accountSettingsMessages: typeof defaultAccountSettingsMessages
  customLoginMessages: typeof defaultCustomLoginMessages
  accountsDialogMessages: typeof defaultAccountsDialogMessages
  accountsMessages: typeof defaultAccountsMessages
  adminMessages: typeof defaultAdminMessages
  apiTokensMessages: typeof defaultApiTokensMessages
  applicationsMessages: typeof defaultApplicationsMessages
  auditsMessages: typeof defaultAuditsMessages
  billingMessages: typeof defaultBillingMessages
  connectivityMessages: typeof defaultConnectivityMessages
  notificationsMessages: typeof defaultNotificationsMessages
  privacyMessages: typeof defaultPrivacyMessages
  profileMessages: typeof defaultProfileMessages
  reportsMessages: typeof defaultReportsMessages
  securityMessages: typeof defaultSecurityMessages
  ssoMessages: typeof defaultSsoMessages
  accessImpactMessages: typeof defaultAccessImpactMessages
  accessPreviewPartMessages: typeof defaultAccessPreviewPartMessages
  groupsMessages: typeof defaultGroupsMessages
  rolesMessages: typeof defaultRolesMessages
  usersMessages: typeof defaultUsersMessages
  accountMessages: typeof defaultAccountMessages
  loginStepMessages: typeof defaultLoginStepMessages
  messages: typeof defaultMessages
  mfaMessages: typeof defaultMfaMessages
  pageMessages: typeof defaultPageMessages
  resetPhoneNumberMessages: typeof defaultResetPhoneNumberMessages
}

export type CatalogueName = keyof Catalogues
