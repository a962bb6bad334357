import { describe, expect, it } from 'vitest'
import { defaultAccountSettingsMessages, accountSettingsMessagesLocales } from '../admin/account-settings/accountSettingsMessages'
import { defaultCustomLoginMessages, customLoginMessagesLocales } from '../admin/account-settings/customLoginMessages'
import { defaultAccountsDialogMessages, accountsDialogMessagesLocales } from '../admin/accounts/accountsDialogMessages'
import { defaultAccountsMessages, accountsMessagesLocales } from '../admin/accounts/accountsMessages'
import { defaultAdminMessages, adminMessagesLocales } from '../admin/adminMessages'
import { defaultApiTokensMessages, apiTokensMessagesLocales } from '../admin/api-tokens/apiTokensMessages'
import { defaultApplicationsMessages, applicationsMessagesLocales } from '../admin/applications/applicationsMessages'
import { defaultAuditsMessages, auditsMessagesLocales } from '../admin/audits/auditsMessages'
import { defaultBillingMessages, billingMessagesLocales } from '../admin/billing/billingMessages'
import { defaultConnectivityMessages, connectivityMessagesLocales } from '../admin/connectivity/connectivityMessages'
import { defaultNotificationsMessages, notificationsMessagesLocales } from '../admin/notifications/notificationsMessages'
import { defaultPrivacyMessages, privacyMessagesLocales } from '../admin/privacy/privacyMessages'
import { defaultProfileMessages, profileMessagesLocales } from '../admin/profile/profileMessages'
import { defaultReportsMessages, reportsMessagesLocales } from '../admin/reports/reportsMessages'
import { defaultSecurityMessages, securityMessagesLocales } from '../admin/security/securityMessages'
import { defaultSsoMessages, ssoMessagesLocales } from '../admin/sso/ssoMessages'
import { defaultAccessImpactMessages, accessImpactMessagesLocales } from '../admin/team/accessImpactMessages'
import { defaultAccessPreviewPartMessages, accessPreviewPartMessagesLocales } from '../admin/team/accessPreviewPartMessages'
import { defaultGroupsMessages, groupsMessagesLocales } from '../admin/team/groups/groupsMessages'
import { defaultRolesMessages, rolesMessagesLocales } from '../admin/team/roles/rolesMessages'
import { defaultUsersMessages, usersMessagesLocales } from '../admin/team/users/usersMessages'
import { defaultAccountMessages, accountMessagesLocales } from './accountMessages'
import { defaultLoginStepMessages, loginStepMessagesLocales } from './loginStepMessages'
import { defaultMessages, messagesLocales } from './messages'
import { defaultMfaMessages, mfaMessagesLocales } from './mfaMessages'
import { defaultPageMessages, pageMessagesLocales } from './pageMessages'
import { defaultResetPhoneNumberMessages, resetPhoneNumberMessagesLocales } from '../reset-phone-number/resetPhoneNumberMessages'
import { LOCALES, type TranslatedLocale } from './locales'
import { translationProblems } from './translation'

/**
 * Every catalogue in every locale: each module has every key of English, the same placeholders and
 * its language's plural forms, so a string added in English without its translations fails here
 * with its path. A catalogue's table (`…Locales`) is what the screens load; a locale file no table
 * names is never shipped, and fails too.
 */
const CATALOGUES = [
  { file: 'admin/account-settings/accountSettingsMessages.ts', english: defaultAccountSettingsMessages, locales: accountSettingsMessagesLocales },
  { file: 'admin/account-settings/customLoginMessages.ts', english: defaultCustomLoginMessages, locales: customLoginMessagesLocales },
  { file: 'admin/accounts/accountsDialogMessages.ts', english: defaultAccountsDialogMessages, locales: accountsDialogMessagesLocales },
  { file: 'admin/accounts/accountsMessages.ts', english: defaultAccountsMessages, locales: accountsMessagesLocales },
  { file: 'admin/adminMessages.ts', english: defaultAdminMessages, locales: adminMessagesLocales },
  { file: 'admin/api-tokens/apiTokensMessages.ts', english: defaultApiTokensMessages, locales: apiTokensMessagesLocales },
  { file: 'admin/applications/applicationsMessages.ts', english: defaultApplicationsMessages, locales: applicationsMessagesLocales },
  { file: 'admin/audits/auditsMessages.ts', english: defaultAuditsMessages, locales: auditsMessagesLocales },
  { file: 'admin/billing/billingMessages.ts', english: defaultBillingMessages, locales: billingMessagesLocales },
  { file: 'admin/connectivity/connectivityMessages.ts', english: defaultConnectivityMessages, locales: connectivityMessagesLocales },
  { file: 'admin/notifications/notificationsMessages.ts', english: defaultNotificationsMessages, locales: notificationsMessagesLocales },
  { file: 'admin/privacy/privacyMessages.ts', english: defaultPrivacyMessages, locales: privacyMessagesLocales },
  { file: 'admin/profile/profileMessages.ts', english: defaultProfileMessages, locales: profileMessagesLocales },
  { file: 'admin/reports/reportsMessages.ts', english: defaultReportsMessages, locales: reportsMessagesLocales },
  { file: 'admin/security/securityMessages.ts', english: defaultSecurityMessages, locales: securityMessagesLocales },
  { file: 'admin/sso/ssoMessages.ts', english: defaultSsoMessages, locales: ssoMessagesLocales },
  { file: 'admin/team/accessImpactMessages.ts', english: defaultAccessImpactMessages, locales: accessImpactMessagesLocales },
  { file: 'admin/team/accessPreviewPartMessages.ts', english: defaultAccessPreviewPartMessages, locales: accessPreviewPartMessagesLocales },
  { file: 'admin/team/groups/groupsMessages.ts', english: defaultGroupsMessages, locales: groupsMessagesLocales },
  { file: 'admin/team/roles/rolesMessages.ts', english: defaultRolesMessages, locales: rolesMessagesLocales },
  { file: 'admin/team/users/usersMessages.ts', english: defaultUsersMessages, locales: usersMessagesLocales },
  { file: 'i18n/accountMessages.ts', english: defaultAccountMessages, locales: accountMessagesLocales },
  { file: 'i18n/loginStepMessages.ts', english: defaultLoginStepMessages, locales: loginStepMessagesLocales },
  { file: 'i18n/messages.ts', english: defaultMessages, locales: messagesLocales },
  { file: 'i18n/mfaMessages.ts', english: defaultMfaMessages, locales: mfaMessagesLocales },
  { file: 'i18n/pageMessages.ts', english: defaultPageMessages, locales: pageMessagesLocales },
  { file: 'reset-phone-number/resetPhoneNumberMessages.ts', english: defaultResetPhoneNumberMessages, locales: resetPhoneNumberMessagesLocales },
] as const

const TRANSLATED = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en')

describe.each(CATALOGUES)('$file', ({ english, locales }) => {
  it.each(TRANSLATED)('in %s has every string of English', async (locale) => {
    const translation = (await locales[locale]()).default
    expect(translationProblems(english, translation, locale)).toEqual([])
  })
})

it('every locale file is the module of a catalogue', () => {
  const files = Object.keys(import.meta.glob('/src/screens/**/locales/*/*.ts'))
  const named = CATALOGUES.flatMap(({ file }) => TRANSLATED.map((locale) => file.replace(/([^/]+)\.ts$/, `locales/${locale}/$1.ts`)))
  expect(files.length).toBe(named.length)
  expect(files.map((file) => file.replace(/^\/src\/screens\//, '')).filter((file) => !named.includes(file))).toEqual([])
})
