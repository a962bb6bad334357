import { describe, it, expect } from 'vitest'
import type { Application } from '../../../api'
import { applicationIdsOfTenant, applicationName, applicationsOfUser, assignableMembers, assignedMembers, canUseApplication, managedApplicationIds, memberLabel, tenantApplications } from './applications'

const APPS: Application[] = [
  { id: 'app-console', name: 'Console', accessType: 'FREE_ACCESS' },
  { id: 'app-analytics', name: 'Analytics', accessType: 'MANAGED_ACCESS' },
  { id: 'app-legacy', name: 'Legacy' },
  { id: 'app-partners', name: 'Partners', accessType: 'MANAGED_ACCESS' },
]
const ASSIGNMENTS = [
  { tenantId: 'tenant-acme', appIds: ['app-console', 'app-analytics', 'app-legacy'] },
  { tenantId: 'tenant-globex', appIds: ['app-partners'] },
]
const USERS = [
  { appId: 'app-analytics', userIds: ['user-ada', 'user-alan'] },
  { appId: 'app-console', userIds: ['user-ignored'] },
]

describe('tenant applications (spec/admin.md §4: free access vs managed)', () => {
  const acme = tenantApplications(APPS, ASSIGNMENTS, USERS, 'tenant-acme')

  it('keeps the tenant applications, in order', () => {
    expect(acme.map((app) => app.id)).toEqual(['app-console', 'app-analytics', 'app-legacy'])
    expect(tenantApplications(APPS, ASSIGNMENTS, USERS, 'tenant-nowhere')).toEqual([])
    expect(applicationIdsOfTenant(ASSIGNMENTS, null)).toEqual([])
  })

  it('free-access applications are everyone’s: no user list', () => {
    expect(acme[0]).toMatchObject({ isFreeAccess: true, userIds: [] })
    expect(canUseApplication(acme[0]!, 'anyone')).toBe(true)
  })

  it('managed ones list their users; no access type counts as managed', () => {
    expect(acme[1]).toMatchObject({ isFreeAccess: false, userIds: ['user-ada', 'user-alan'] })
    expect(acme[2]).toMatchObject({ isFreeAccess: false, userIds: [] })
    expect(canUseApplication(acme[1]!, 'user-grace')).toBe(false)
    expect(managedApplicationIds(acme)).toEqual(['app-analytics', 'app-legacy'])
  })

  it('applicationsOfUser: free ones plus assigned ones', () => {
    expect(applicationsOfUser(acme, 'user-ada').map((app) => app.id)).toEqual(['app-console', 'app-analytics'])
    expect(applicationsOfUser(acme, 'user-grace').map((app) => app.id)).toEqual(['app-console'])
  })
})

describe('members of an application (the applications section)', () => {
  const acme = tenantApplications(APPS, ASSIGNMENTS, USERS, 'tenant-acme')
  const MEMBERS = [
    { id: 'user-ada', name: 'Ada', email: 'ada@acme.test' },
    { id: 'user-grace', name: '', email: 'grace@acme.test' },
    { id: 'user-bare' },
  ]

  it('names a member by name, else email, else id', () => {
    expect(MEMBERS.map(memberLabel)).toEqual(['Ada', 'grace@acme.test', 'user-bare'])
    expect([{ id: 'app-crm', name: 'CRM' }, { id: 'app-bare', name: '' }].map(applicationName)).toEqual(['CRM', 'app-bare'])
  })

  it('lists the assigned in assignment order, an unknown id as itself', () => {
    expect(assignedMembers(acme[1]!, MEMBERS)).toEqual([MEMBERS[0], { id: 'user-alan' }])
    expect(assignedMembers(acme[2]!, MEMBERS)).toEqual([])
  })

  it('offers the members not yet assigned; nobody for a free-access application', () => {
    expect(assignableMembers(acme[1]!, MEMBERS).map((member) => member.id)).toEqual(['user-grace', 'user-bare'])
    expect(assignableMembers(acme[0]!, MEMBERS)).toEqual([])
    expect(assignedMembers(acme[0]!, MEMBERS)).toEqual([])
  })
})
