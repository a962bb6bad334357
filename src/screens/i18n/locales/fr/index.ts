import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const fr: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/fr/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/fr/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/fr/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/fr/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/fr/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/fr/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/fr/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/fr/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/fr/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/fr/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/fr/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/fr/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/fr/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/fr/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/fr/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/fr/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/fr/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/fr/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/fr/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/fr/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/fr/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/fr/resetPhoneNumberMessages'),
  },
}

export default fr
