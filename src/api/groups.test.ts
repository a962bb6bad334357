import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as groups from './groups'

const GROUP = { id: 'g1', name: 'Engineering', color: '#4f46e5', roles: [{ id: 'r1', key: 'Admin' }], users: [{ id: 'u1', email: 'a@b.test' }] }


type Call = (client: Client) => Promise<unknown>
const G = '/identity/resources/groups/v1'

describe('groups calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['listGroups', (c) => groups.listGroups(c), { groups: [GROUP] }, 'GET', G, undefined],
    ['listGroups with users and roles', (c) => groups.listGroups(c, { relations: 'rolesAndUsers' }), { groups: [GROUP] }, 'GET', `${G}?_groupsRelations=rolesAndUsers`, undefined],
    ['getGroup', (c) => groups.getGroup(c, { groupId: 'g1', relations: 'users' }), GROUP, 'GET', `${G}/g1?_groupsRelations=users`, undefined],
    ['createGroup', (c) => groups.createGroup(c, { name: 'Ops', color: '#0ea5e9', description: 'On call' }), GROUP, 'POST', G, { name: 'Ops', color: '#0ea5e9', description: 'On call' }],
    ['updateGroup', (c) => groups.updateGroup(c, { groupId: 'g1', name: 'Platform' }), GROUP, 'PATCH', `${G}/g1`, { name: 'Platform' }],
    ['deleteGroup', (c) => groups.deleteGroup(c, { groupId: 'g1' }), undefined, 'DELETE', `${G}/g1`, undefined],
    ['addUsersToGroup', (c) => groups.addUsersToGroup(c, { groupId: 'g1', userIds: ['u1', 'u2'] }), undefined, 'POST', `${G}/g1/users`, { userIds: ['u1', 'u2'] }],
    ['removeUsersFromGroup', (c) => groups.removeUsersFromGroup(c, { groupId: 'g1', userIds: ['u1'] }), undefined, 'DELETE', `${G}/g1/users`, { userIds: ['u1'] }],
    ['addRolesToGroup', (c) => groups.addRolesToGroup(c, { groupId: 'g1', roleIds: ['r1'] }), undefined, 'POST', `${G}/g1/roles`, { roleIds: ['r1'] }],
    ['removeRolesFromGroup', (c) => groups.removeRolesFromGroup(c, { groupId: 'g1', roleIds: ['r1'] }), undefined, 'DELETE', `${G}/g1/roles`, { roleIds: ['r1'] }],
    ['getGroupsConfig', (c) => groups.getGroupsConfig(c), { enabled: true, rolesEnabled: true }, 'GET', `${G}/config`, undefined],
    ['updateGroupsConfig', (c) => groups.updateGroupsConfig(c, { enabled: true, rolesEnabled: false }), undefined, 'POST', `${G}/config`, { enabled: true, rolesEnabled: false }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('listGroups answers the groups array', async () => {
    await expect(groups.listGroups(answering({ groups: [GROUP] }).client)).resolves.toEqual([GROUP])
  })

  it.each<[string, Call, unknown]>([
    ['groups as a bare array', (c) => groups.listGroups(c), [GROUP]],
    ['a group without name', (c) => groups.createGroup(c, { name: 'x' }), { id: 'g1' }],
    ['a group user without id', (c) => groups.getGroup(c, { groupId: 'g1' }), { ...GROUP, users: [{ email: 'a@b.test' }] }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
