import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const ja: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/ja/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/ja/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/ja/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/ja/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/ja/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/ja/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/ja/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/ja/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/ja/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/ja/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/ja/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/ja/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/ja/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/ja/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/ja/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/ja/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/ja/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/ja/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/ja/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/ja/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/ja/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/ja/resetPhoneNumberMessages'),
  },
}

export default ja
