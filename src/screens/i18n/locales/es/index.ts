import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const es: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/es/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/es/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/es/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/es/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/es/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/es/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/es/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/es/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/es/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/es/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/es/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/es/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/es/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/es/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/es/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/es/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/es/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/es/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/es/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/es/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/es/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/es/resetPhoneNumberMessages'),
  },
}

export default es
