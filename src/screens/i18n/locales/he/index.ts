import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const he: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/he/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/he/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/he/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/he/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/he/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/he/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/he/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/he/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/he/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/he/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/he/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/he/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/he/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/he/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/he/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/he/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/he/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/he/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/he/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/he/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/he/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/he/resetPhoneNumberMessages'),
  },
}

export default he
