import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as applications from './applications'

const APP = { id: 'a1', name: 'Console', accessType: 'FREE_ACCESS' }


type Call = (client: Client) => Promise<unknown>
const IA = '/identity/resources/applications/v1'
const ASSIGNMENT = { userId: 'u1', appIds: ['a2', 'a3'], tenantId: 't1' }

describe('applications calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['listApplications', (c) => applications.listApplications(c), [APP], 'GET', '/applications/resources/applications/v1', undefined],
    ['listApplications by id', (c) => applications.listApplications(c, { appIds: ['a1', 'a2'] }), [APP], 'GET', '/applications/resources/applications/v1?ids=a1%2Ca2', undefined],
    ['getTenantApplications', (c) => applications.getTenantApplications(c), [{ tenantId: 't1', appIds: ['a1'] }], 'GET', '/applications/resources/applications/tenant-assignments/v1', undefined],
    ['getUserApplicationIds', (c) => applications.getUserApplicationIds(c, { userId: 'u1' }), ['a1'], 'GET', `${IA}/u1/apps`, undefined],
    ['getUsersApplicationIds', (c) => applications.getUsersApplicationIds(c, { userIds: ['u1', 'u2'] }), [{ userId: 'u1', appIds: [] }], 'GET', `${IA}/users-apps?userIds=u1%2Cu2`, undefined],
    ['getApplicationsUsers', (c) => applications.getApplicationsUsers(c, { appIds: ['a2'] }), [{ appId: 'a2', userIds: ['u1'] }], 'GET', `${IA}/apps-users?appIds=a2`, undefined],
    ['assignUserToApplications', (c) => applications.assignUserToApplications(c, ASSIGNMENT), undefined, 'POST', `${IA}/apps-user`, ASSIGNMENT],
    ['unassignUserFromApplications', (c) => applications.unassignUserFromApplications(c, ASSIGNMENT), undefined, 'DELETE', `${IA}/user-apps`, ASSIGNMENT],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it.each<[string, Call, unknown]>([
    ['an unknown access type', (c) => applications.listApplications(c), [{ id: 'a1', accessType: 'PUBLIC' }]],
    ['user app ids that are not strings', (c) => applications.getUserApplicationIds(c, { userId: 'u1' }), [1, 2]],
    ['tenant assignments without appIds', (c) => applications.getTenantApplications(c), [{ tenantId: 't1' }]],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
