import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const ptBR: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/pt-BR/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/pt-BR/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/pt-BR/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/pt-BR/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/pt-BR/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/pt-BR/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/pt-BR/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/pt-BR/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/pt-BR/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/pt-BR/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/pt-BR/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/pt-BR/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/pt-BR/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/pt-BR/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/pt-BR/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/pt-BR/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/pt-BR/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/pt-BR/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/pt-BR/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/pt-BR/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/pt-BR/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/pt-BR/resetPhoneNumberMessages'),
  },
}

export default ptBR
