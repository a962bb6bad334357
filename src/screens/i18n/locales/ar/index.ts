import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const ar: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/ar/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/ar/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/ar/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/ar/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/ar/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/ar/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/ar/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/ar/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/ar/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/ar/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/ar/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/ar/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/ar/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/ar/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/ar/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/ar/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/ar/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/ar/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/ar/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/ar/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/ar/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/ar/resetPhoneNumberMessages'),
  },
}

export default ar
