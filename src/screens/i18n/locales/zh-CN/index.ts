import type { LocaleIndex } from '../../translation'
import messages from './messages'

/**
 * The screens in this locale: the strings every screen shares, in this module, and every other
 * catalogue a module of its own, loaded when a screen first reads it.
 */
const zhCN: LocaleIndex = {
  messages,
  load: {
    accountSettingsMessages: () => import('../../../admin/account-settings/locales/zh-CN/accountSettingsMessages'),
    customLoginMessages: () => import('../../../admin/account-settings/locales/zh-CN/customLoginMessages'),
    accountsDialogMessages: () => import('../../../admin/accounts/locales/zh-CN/accountsDialogMessages'),
    accountsMessages: () => import('../../../admin/accounts/locales/zh-CN/accountsMessages'),
    adminMessages: () => import('../../../admin/locales/zh-CN/adminMessages'),
    apiTokensMessages: () => import('../../../admin/api-tokens/locales/zh-CN/apiTokensMessages'),
    applicationsMessages: () => import('../../../admin/applications/locales/zh-CN/applicationsMessages'),
    auditsMessages: () => import('../../../admin/audits/locales/zh-CN/auditsMessages'),
    billingMessages: () => import('../../../admin/billing/locales/zh-CN/billingMessages'),
    connectivityMessages: () => import('../../../admin/connectivity/locales/zh-CN/connectivityMessages'),
    notificationsMessages: () => import('../../../admin/notifications/locales/zh-CN/notificationsMessages'),
    privacyMessages: () => import('../../../admin/privacy/locales/zh-CN/privacyMessages'),
    profileMessages: () => import('../../../admin/profile/locales/zh-CN/profileMessages'),
    reportsMessages: () => import('../../../admin/reports/locales/zh-CN/reportsMessages'),
    securityMessages: () => import('../../../admin/security/locales/zh-CN/securityMessages'),
    ssoMessages: () => import('../../../admin/sso/locales/zh-CN/ssoMessages'),
    accessImpactMessages: () => import('../../../admin/team/locales/zh-CN/accessImpactMessages'),
    accessPreviewPartMessages: () => import('../../../admin/team/locales/zh-CN/accessPreviewPartMessages'),
    groupsMessages: () => import('../../../admin/team/groups/locales/zh-CN/groupsMessages'),
    rolesMessages: () => import('../../../admin/team/roles/locales/zh-CN/rolesMessages'),
    usersMessages: () => import('../../../admin/team/users/locales/zh-CN/usersMessages'),
    accountMessages: () => import('./accountMessages'),
    loginStepMessages: () => import('./loginStepMessages'),
    mfaMessages: () => import('./mfaMessages'),
    pageMessages: () => import('./pageMessages'),
    resetPhoneNumberMessages: () => import('../../../reset-phone-number/locales/zh-CN/resetPhoneNumberMessages'),
  },
}

export default zhCN
