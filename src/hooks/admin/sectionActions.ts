import { ACCOUNT_SETTINGS_PERMISSIONS, API_TOKEN_PERMISSIONS, BILLING_PERMISSIONS, CONNECTIVITY_PERMISSIONS } from '../../api/permissionKeys'
import type { SectionId } from './navigation'
import { hasAnyPermission, type PermissionHolder } from './permissions'

/**
 * What each portal section lets an admin change, and the permission keys that show each change
 * (holding any one of them, or being a super user). Reading a section is its navigation row's
 * permission (navigation.ts); this table is everything past reading. Every screen asks this table,
 * action by action: an action is never nested inside another's check (a holder of
 * fe.secure.delete.users without write still gets "Delete user").
 *
 * The spec gives the permission categories (spec/admin.md §6) and the navigation keys, and says
 * "which screen needs which permission beyond the navigation table: not shown": the keys below
 * follow the API's pattern of the navigation keys (fe.<area>.read|write|delete.<resource>), as the
 * fixtures' API enforces them.
 */
export const SECTION_ACTIONS = {
  users: {
    invite: ['fe.secure.write.users'],
    editRoles: ['fe.secure.write.users'],
    assignApplications: ['fe.secure.write.users'],
    resendInvitation: ['fe.secure.write.users'],
    setExpiry: ['fe.secure.write.users'],
    delete: ['fe.secure.delete.users'],
    impersonate: ['fe.secure.write.impersonate'],
  },
  roles: {
    create: ['fe.secure.write.roles'],
    edit: ['fe.secure.write.roles'],
    delete: ['fe.secure.delete.roles'],
  },
  groups: {
    create: ['fe.secure.write.groups'],
    edit: ['fe.secure.write.groups'],
    delete: ['fe.secure.delete.groups'],
  },
  security: {
    savePolicies: ['fe.secure.write.securityPolicy'],
  },
  sso: {
    configure: ['fe.secure.write.samlConfiguration'],
  },
  provisioning: {
    configure: ['fe.secure.write.provisioningConfiguration'],
  },
  apiTokens: {
    create: [API_TOKEN_PERMISSIONS.tenant.write],
    delete: [API_TOKEN_PERMISSIONS.tenant.delete],
  },
  personalApiTokens: {
    create: [API_TOKEN_PERMISSIONS.user.write],
    delete: [API_TOKEN_PERMISSIONS.user.delete],
  },
  allAccounts: {
    edit: ['fe.account-hierarchy.write.subAccount'],
    grantAccess: ['fe.account-hierarchy.write.subAccountAccess'],
  },
  account: {
    save: [ACCOUNT_SETTINGS_PERMISSIONS.write],
  },
  subscriptions: {
    manage: [BILLING_PERMISSIONS.write],
  },
  webhooks: {
    saveEmail: [CONNECTIVITY_PERMISSIONS.email.write],
    deleteEmail: [CONNECTIVITY_PERMISSIONS.email.delete],
    saveSms: [CONNECTIVITY_PERMISSIONS.sms.write],
    deleteSms: [CONNECTIVITY_PERMISSIONS.sms.delete],
    saveSlack: [CONNECTIVITY_PERMISSIONS.slack.write],
    deleteSlack: [CONNECTIVITY_PERMISSIONS.slack.delete],
    saveWebhook: [CONNECTIVITY_PERMISSIONS.webhooks.write],
    deleteWebhook: [CONNECTIVITY_PERMISSIONS.webhooks.delete],
  },
  // Read-only sections, and the signed-in user's own pages (no admin permission involved).
  audits: {},
  profile: {},
  privacy: {},
  usage: {},
  applications: { assign: ['fe.secure.write.users'] },
  reports: { schedule: ['fe.reports.write.reports'], send: ['fe.reports.write.reports'] },
} as const satisfies Readonly<Record<SectionId, Readonly<Record<string, readonly string[]>>>>

export type SectionActions = typeof SECTION_ACTIONS
export type SectionAction<S extends SectionId> = keyof SectionActions[S] & string

/** The keys that show one action (any one of them). */
export function actionPermissions<S extends SectionId>(section: S, action: SectionAction<S>): readonly string[] {
  return (SECTION_ACTIONS[section] as Readonly<Record<string, readonly string[]>>)[action] ?? []
}

/** Whether `holder` may take `action` in `section`: a super user, or a holder of one of its keys. */
export function canTakeAction<S extends SectionId>(holder: PermissionHolder | null | undefined, section: S, action: SectionAction<S>): boolean {
  const keys = actionPermissions(section, action)
  return keys.length > 0 && hasAnyPermission(holder, { permissions: keys })
}

/** The actions `holder` may take in `section`, in the table's order. */
export function allowedActions<S extends SectionId>(holder: PermissionHolder | null | undefined, section: S): SectionAction<S>[] {
  return (Object.keys(SECTION_ACTIONS[section]) as SectionAction<S>[]).filter((action) => canTakeAction(holder, section, action))
}
