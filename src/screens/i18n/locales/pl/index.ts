import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const pl: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/pl/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/pl/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/pl/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/pl/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/pl/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/pl/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/pl/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/pl/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/pl/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/pl/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/pl/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/pl/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/pl/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/pl/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/pl/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/pl/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/pl/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/pl/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/pl/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/pl/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/pl/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/pl/resetPhoneNumberMessages'),
  },
}

export default pl
