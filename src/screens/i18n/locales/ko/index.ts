import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const ko: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/ko/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/ko/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/ko/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/ko/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/ko/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/ko/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/ko/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/ko/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/ko/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/ko/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/ko/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/ko/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/ko/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/ko/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/ko/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/ko/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/ko/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/ko/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/ko/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/ko/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/ko/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/ko/resetPhoneNumberMessages'),
  },
}

export default ko
