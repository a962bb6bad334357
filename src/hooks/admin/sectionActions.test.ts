import { describe, expect, it } from 'vitest'
import { NAVIGATION, type SectionId } from './navigation'
import { matchPermission } from './permissions'
import { allowedActions, canTakeAction, SECTION_ACTIONS, type SectionAction } from './sectionActions'

/**
 * spec/admin.md §6's permission categories, each as the keys that belong to it. Every key a section
 * reads with or acts with must fall in exactly one, and all of a section's keys in the same one.
 */
const CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Users management': ['fe.secure.*.users', 'fe.secure.*.impersonate'],
  'Roles and permissions': ['fe.secure.*.roles'],
  Groups: ['fe.secure.*.groups'],
  'Security Policies': ['fe.secure.*.securityPolicy'],
  SAML: ['fe.secure.*.samlConfiguration', 'fe.secure.*.provisioningConfiguration'],
  'API tokens': ['fe.secure.*.userApiTokens', 'fe.secure.*.tenantApiTokens'],
  'Account settings': ['fe.secure.*.accountSettings'],
  'Account Hierarchy': ['fe.account-hierarchy.*'],
  Audits: ['fe.secure.*.audits'],
  Subscriptions: ['fe.subscriptions.*'],
  'Connectivity integrations': ['fe.connectivity.*'],
  Usage: ['fe.usage.*'],
  Reports: ['fe.reports.*'],
}

const categoryOf = (key: string) => Object.entries(CATEGORIES).filter(([, patterns]) => patterns.some((pattern) => matchPermission(key, pattern) || key === pattern)).map(([name]) => name)

/** Each section's actions and the keys that show them, written out as the screens must behave. */
const EXPECTED: Readonly<Record<SectionId, Readonly<Record<string, readonly string[]>>>> = {
  users: {
    invite: ['fe.secure.write.users'],
    editRoles: ['fe.secure.write.users'],
    assignApplications: ['fe.secure.write.users'],
    resendInvitation: ['fe.secure.write.users'],
    setExpiry: ['fe.secure.write.users'],
    delete: ['fe.secure.delete.users'],
    impersonate: ['fe.secure.write.impersonate'],
  },
  roles: { create: ['fe.secure.write.roles'], edit: ['fe.secure.write.roles'], delete: ['fe.secure.delete.roles'] },
  groups: { create: ['fe.secure.write.groups'], edit: ['fe.secure.write.groups'], delete: ['fe.secure.delete.groups'] },
  security: { savePolicies: ['fe.secure.write.securityPolicy'] },
  sso: { configure: ['fe.secure.write.samlConfiguration'] },
  provisioning: { configure: ['fe.secure.write.provisioningConfiguration'] },
  apiTokens: { create: ['fe.secure.write.tenantApiTokens'], delete: ['fe.secure.delete.tenantApiTokens'] },
  personalApiTokens: { create: ['fe.secure.write.userApiTokens'], delete: ['fe.secure.write.userApiTokens'] },
  allAccounts: { edit: ['fe.account-hierarchy.write.subAccount'], grantAccess: ['fe.account-hierarchy.write.subAccountAccess'] },
  account: { save: ['fe.secure.write.accountSettings'] },
  subscriptions: { manage: ['fe.subscriptions.write.plans'] },
  webhooks: {
    saveEmail: ['fe.connectivity.write.emailConfig'],
    deleteEmail: ['fe.connectivity.delete.emailConfig'],
    saveSms: ['fe.connectivity.write.smsConfig'],
    deleteSms: ['fe.connectivity.delete.smsConfig'],
    saveSlack: ['fe.connectivity.write.slackApplication'],
    deleteSlack: ['fe.connectivity.delete.slackApplication'],
    saveWebhook: ['fe.connectivity.write.webhooks'],
    deleteWebhook: ['fe.connectivity.delete.webhooks'],
  },
  audits: {},
  profile: {},
  privacy: {},
  usage: {},
  applications: { assign: ['fe.secure.write.users'] },
  reports: { schedule: ['fe.reports.write.reports'], send: ['fe.reports.write.reports'] },
}

const rows = Object.entries(SECTION_ACTIONS).flatMap(([section, actions]) =>
  Object.entries(actions as Readonly<Record<string, readonly string[]>>).map(([action, keys]) => ({ section: section as SectionId, action, keys })),
)
const readOnlyAdmin = { permissions: ['fe.secure.read.*', 'fe.connectivity.read.*', 'fe.subscriptions.read.*', 'fe.account-hierarchy.read.*', 'fe.usage.read'] }
const can = (holder: Parameters<typeof canTakeAction>[0], section: SectionId, action: string) => canTakeAction(holder, section, action as SectionAction<typeof section>)

describe('SECTION_ACTIONS: every action of every section and the keys that show it', () => {
  it('is the table the screens are held to', () => {
    expect(SECTION_ACTIONS).toEqual(EXPECTED)
  })

  it('covers every section of the navigation', () => {
    expect(Object.keys(SECTION_ACTIONS).sort()).toEqual(NAVIGATION.map((section) => section.id).sort())
  })

  it.each(rows)("$section / $action: each key is a write or delete key of the section's own permission category", ({ section, keys }) => {
    const read = NAVIGATION.find((row) => row.id === section)!.permissions
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      expect(key).toMatch(/^fe\.[a-z-]+\.(write|delete)\.[A-Za-z-]+$/)
      expect(categoryOf(key)).toHaveLength(1)
      for (const readKey of read) expect(categoryOf(key)).toEqual(categoryOf(readKey))
    }
  })

  it.each(rows)('$section / $action: shown to a holder of its key, a super user and a wildcard holder of its area', ({ section, action, keys }) => {
    for (const key of keys) expect(can({ permissions: [key] }, section, action)).toBe(true)
    expect(can({ superUser: true }, section, action)).toBe(true)
    expect(can({ permissions: [keys[0]!.split('.').slice(0, 2).join('.') + '.*'] }, section, action)).toBe(true)
  })

  it.each(rows)('$section / $action: hidden from a read-only admin, from nobody, and from a holder of another action only', ({ section, action, keys }) => {
    expect(can(readOnlyAdmin, section, action)).toBe(false)
    expect(can(null, section, action)).toBe(false)
    expect(can({ permissions: [] }, section, action)).toBe(false)
    const others = rows.filter((row) => row.keys.every((key) => !keys.includes(key))).flatMap((row) => row.keys)
    expect(can({ permissions: others }, section, action)).toBe(false)
  })

  it('never nests one action inside another: delete without write still deletes', () => {
    expect(allowedActions({ permissions: ['fe.secure.delete.users'] }, 'users')).toEqual(['delete'])
    expect(allowedActions({ permissions: ['fe.secure.delete.roles'] }, 'roles')).toEqual(['delete'])
    expect(allowedActions({ permissions: ['fe.secure.delete.groups'] }, 'groups')).toEqual(['delete'])
    expect(allowedActions({ permissions: ['fe.secure.write.users'] }, 'users')).toEqual(['invite', 'editRoles', 'assignApplications', 'resendInvitation', 'setExpiry'])
  })

  it('gives a read-only admin nothing to change anywhere', () => {
    for (const section of Object.keys(SECTION_ACTIONS) as SectionId[]) expect(allowedActions(readOnlyAdmin, section)).toEqual([])
  })

  it('knows no action it was not given', () => {
    expect(can({ superUser: true }, 'users', 'launchRockets')).toBe(false)
  })
})
