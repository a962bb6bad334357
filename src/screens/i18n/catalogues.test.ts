import { describe, expect, it } from 'vitest'
import { defaultAccountSettingsMessages } from '../admin/account-settings/accountSettingsMessages'
import { defaultCustomLoginMessages } from '../admin/account-settings/customLoginMessages'
import { defaultAccountsDialogMessages } from '../admin/accounts/accountsDialogMessages'
import { defaultAccountsMessages } from '../admin/accounts/accountsMessages'
import { defaultAdminMessages } from '../admin/adminMessages'
import { defaultApiTokensMessages } from '../admin/api-tokens/apiTokensMessages'
import { defaultApplicationsMessages } from '../admin/applications/applicationsMessages'
import { defaultAuditsMessages } from '../admin/audits/auditsMessages'
import { defaultBillingMessages } from '../admin/billing/billingMessages'
import { defaultConnectivityMessages } from '../admin/connectivity/connectivityMessages'
import { defaultNotificationsMessages } from '../admin/notifications/notificationsMessages'
import { defaultPrivacyMessages } from '../admin/privacy/privacyMessages'
import { defaultProfileMessages } from '../admin/profile/profileMessages'
import { defaultReportsMessages } from '../admin/reports/reportsMessages'
import { defaultSecurityMessages } from '../admin/security/securityMessages'
import { defaultSsoMessages } from '../admin/sso/ssoMessages'
import { defaultAccessImpactMessages } from '../admin/team/accessImpactMessages'
import { defaultAccessPreviewPartMessages } from '../admin/team/accessPreviewPartMessages'
import { defaultGroupsMessages } from '../admin/team/groups/groupsMessages'
import { defaultRolesMessages } from '../admin/team/roles/rolesMessages'
import { defaultUsersMessages } from '../admin/team/users/usersMessages'
import { defaultAccountMessages } from './accountMessages'
import { defaultLoginStepMessages } from './loginStepMessages'
import { defaultMessages } from './messages'
import { defaultMfaMessages } from './mfaMessages'
import { defaultPageMessages } from './pageMessages'
import { defaultResetPhoneNumberMessages } from '../reset-phone-number/resetPhoneNumberMessages'
import type { CatalogueName } from './catalogues'
import { LOCALE_INDEXES, loadTranslation } from './localeIndexes'
import { LOCALES, type TranslatedLocale } from './locales'
import { translationProblems } from './translation'

/**
 * Every catalogue in every locale: each module has every key of English, the same placeholders and
 * its language's plural forms, so a string added in English without its translations fails here
 * with its path. A locale's index (locales/<locale>/index.ts) is what the screens load; a locale
 * file no index names is never shipped, and fails too.
 */
const CATALOGUES = [
  { file: 'admin/account-settings/accountSettingsMessages.ts', english: defaultAccountSettingsMessages, name: 'accountSettingsMessages' },
  { file: 'admin/account-settings/customLoginMessages.ts', english: defaultCustomLoginMessages, name: 'customLoginMessages' },
  { file: 'admin/accounts/accountsDialogMessages.ts', english: defaultAccountsDialogMessages, name: 'accountsDialogMessages' },
  { file: 'admin/accounts/accountsMessages.ts', english: defaultAccountsMessages, name: 'accountsMessages' },
  { file: 'admin/adminMessages.ts', english: defaultAdminMessages, name: 'adminMessages' },
  { file: 'admin/api-tokens/apiTokensMessages.ts', english: defaultApiTokensMessages, name: 'apiTokensMessages' },
  { file: 'admin/applications/applicationsMessages.ts', english: defaultApplicationsMessages, name: 'applicationsMessages' },
  { file: 'admin/audits/auditsMessages.ts', english: defaultAuditsMessages, name: 'auditsMessages' },
  { file: 'admin/billing/billingMessages.ts', english: defaultBillingMessages, name: 'billingMessages' },
  { file: 'admin/connectivity/connectivityMessages.ts', english: defaultConnectivityMessages, name: 'connectivityMessages' },
  { file: 'admin/notifications/notificationsMessages.ts', english: defaultNotificationsMessages, name: 'notificationsMessages' },
  { file: 'admin/privacy/privacyMessages.ts', english: defaultPrivacyMessages, name: 'privacyMessages' },
  { file: 'admin/profile/profileMessages.ts', english: defaultProfileMessages, name: 'profileMessages' },
  { file: 'admin/reports/reportsMessages.ts', english: defaultReportsMessages, name: 'reportsMessages' },
  { file: 'admin/security/securityMessages.ts', english: defaultSecurityMessages, name: 'securityMessages' },
  { file: 'admin/sso/ssoMessages.ts', english: defaultSsoMessages, name: 'ssoMessages' },
  { file: 'admin/team/accessImpactMessages.ts', english: defaultAccessImpactMessages, name: 'accessImpactMessages' },
  { file: 'admin/team/accessPreviewPartMessages.ts', english: defaultAccessPreviewPartMessages, name: 'accessPreviewPartMessages' },
  { file: 'admin/team/groups/groupsMessages.ts', english: defaultGroupsMessages, name: 'groupsMessages' },
  { file: 'admin/team/roles/rolesMessages.ts', english: defaultRolesMessages, name: 'rolesMessages' },
  { file: 'admin/team/users/usersMessages.ts', english: defaultUsersMessages, name: 'usersMessages' },
  { file: 'i18n/accountMessages.ts', english: defaultAccountMessages, name: 'accountMessages' },
  { file: 'i18n/loginStepMessages.ts', english: defaultLoginStepMessages, name: 'loginStepMessages' },
  { file: 'i18n/messages.ts', english: defaultMessages, name: 'messages' },
  { file: 'i18n/mfaMessages.ts', english: defaultMfaMessages, name: 'mfaMessages' },
  { file: 'i18n/pageMessages.ts', english: defaultPageMessages, name: 'pageMessages' },
  { file: 'reset-phone-number/resetPhoneNumberMessages.ts', english: defaultResetPhoneNumberMessages, name: 'resetPhoneNumberMessages' },
] as const satisfies readonly { file: string; english: object; name: CatalogueName }[]

const TRANSLATED = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en')

describe.each(CATALOGUES)('$file', ({ english, name }) => {
  it.each(TRANSLATED)('in %s has every string of English', async (locale) => {
    expect(translationProblems(english, await loadTranslation(locale, name), locale)).toEqual([])
  })
})

it('every catalogue is in every locale index, and every locale file is the module of a catalogue', async () => {
  for (const locale of TRANSLATED) {
    const { default: index } = await LOCALE_INDEXES[locale]()
    expect(Object.keys(index.load).sort(), locale).toEqual(CATALOGUES.map(({ name }) => name).filter((name) => name !== 'messages').sort())
  }
  const files = Object.keys(import.meta.glob(['/src/screens/**/locales/*/*.ts', '!**/index.ts']))
  const named = CATALOGUES.flatMap(({ file }) => TRANSLATED.map((locale) => file.replace(/([^/]+)\.ts$/, `locales/${locale}/$1.ts`)))
  expect(files.length).toBe(named.length)
  expect(files.map((file) => file.replace(/^\/src\/screens\//, '')).filter((file) => !named.includes(file))).toEqual([])
})
