import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const it: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/it/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/it/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/it/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/it/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/it/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/it/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/it/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/it/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/it/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/it/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/it/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/it/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/it/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/it/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/it/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/it/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/it/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/it/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/it/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/it/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/it/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/it/resetPhoneNumberMessages'),
  },
}

export default it
