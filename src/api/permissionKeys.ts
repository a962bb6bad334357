/**
 * The permission keys the API checks for each area (spec/admin.md §6), in a module of their own: a
 * screen that only asks "may this user…" (the portal shell's SECTION_ACTIONS) reads them without
 * pulling in the area's calls and answer schemas.
 */

/** The permission keys of each part of connectivity (reading, changing, removing). */
export const CONNECTIVITY_PERMISSIONS = {
  events: { read: 'fe.connectivity.read.events' },
  email: { read: 'fe.connectivity.read.emailConfig', write: 'fe.connectivity.write.emailConfig', delete: 'fe.connectivity.delete.emailConfig' },
  sms: { read: 'fe.connectivity.read.smsConfig', write: 'fe.connectivity.write.smsConfig', delete: 'fe.connectivity.delete.smsConfig' },
  slack: { read: 'fe.connectivity.read.slackApplication', write: 'fe.connectivity.write.slackApplication', delete: 'fe.connectivity.delete.slackApplication' },
  webhooks: { read: 'fe.connectivity.read.webhooks', write: 'fe.connectivity.write.webhooks', delete: 'fe.connectivity.delete.webhooks' },
} as const

/** Reading plans and invoices, and changing plan and payment. */
export const BILLING_PERMISSIONS = { read: 'fe.subscriptions.read.plans', write: 'fe.subscriptions.write.plans' } as const

/** The Account settings category. */
export const ACCOUNT_SETTINGS_PERMISSIONS = {
  read: 'fe.secure.read.accountSettings',
  write: 'fe.secure.write.accountSettings',
  /** spec/admin.md §6 account-settings.write.custom-login-box, with the navigation keys' fe. prefix. */
  customLoginBox: 'fe.account-settings.write.custom-login-box',
} as const

/** API tokens: personal tokens are deleted with the write key, tenant tokens with their delete key. */
export const API_TOKEN_PERMISSIONS = {
  user: { read: 'fe.secure.read.userApiTokens', write: 'fe.secure.write.userApiTokens', delete: 'fe.secure.write.userApiTokens' },
  tenant: { read: 'fe.secure.read.tenantApiTokens', write: 'fe.secure.write.tenantApiTokens', delete: 'fe.secure.delete.tenantApiTokens' },
} as const
