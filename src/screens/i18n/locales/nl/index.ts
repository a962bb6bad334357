import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const nl: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/nl/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/nl/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/nl/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/nl/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/nl/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/nl/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/nl/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/nl/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/nl/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/nl/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/nl/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/nl/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/nl/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/nl/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/nl/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/nl/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/nl/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/nl/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/nl/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/nl/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/nl/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/nl/resetPhoneNumberMessages'),
  },
}

export default nl
