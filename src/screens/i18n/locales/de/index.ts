import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const de: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/de/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/de/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/de/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/de/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/de/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/de/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/de/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/de/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/de/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/de/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/de/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/de/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/de/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/de/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/de/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/de/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/de/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/de/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/de/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/de/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/de/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/de/resetPhoneNumberMessages'),
  },
}

export default de
