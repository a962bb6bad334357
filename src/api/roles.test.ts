import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as roles from './roles'

const ROLE = { id: 'r1', key: 'Admin', name: 'Admin', permissions: ['p1'] }
const PERMISSION = { id: 'p1', key: 'fe.secure.read.users', name: 'Read users', assignmentType: 'ASSIGNABLE' }


type Call = (client: Client) => Promise<unknown>
const R = '/identity/resources/roles'
const P = '/identity/resources/permissions/v1'

describe('roles and permissions calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['listRoles', (c) => roles.listRoles(c), [ROLE], 'GET', `${R}/v1`, undefined],
    ['listPermissions', (c) => roles.listPermissions(c), [PERMISSION], 'GET', P, undefined],
    ['listPermissionCategories', (c) => roles.listPermissionCategories(c), [{ id: 'c1', name: 'Users management', permissionIds: ['p1'] }], 'GET', `${P}/categories`, undefined],
    [
      'createRole (v2)',
      (c) => roles.createRole(c, { key: 'Auditor', name: 'Auditor', description: 'Reads audits', baseRoleId: 'r2', permissionIds: ['p1'] }),
      ROLE,
      'POST',
      `${R}/v2`,
      { key: 'Auditor', name: 'Auditor', description: 'Reads audits', baseRoleId: 'r2', permissionIds: ['p1'] },
    ],
    ['updateRole', (c) => roles.updateRole(c, { roleId: 'r1', name: 'Owner', description: 'All' }), ROLE, 'PATCH', `${R}/v1/r1`, { name: 'Owner', description: 'All' }],
    ['setDefaultRole', (c) => roles.setDefaultRole(c, { roleId: 'r1' }), ROLE, 'PATCH', `${R}/v1/r1`, { isDefault: true }],
    ['deleteRole', (c) => roles.deleteRole(c, { roleId: 'r1' }), undefined, 'DELETE', `${R}/v1/r1`, undefined],
    ['attachPermissionsToRole', (c) => roles.attachPermissionsToRole(c, { roleId: 'r1', permissionIds: ['p1', 'p2'] }), ROLE, 'PUT', `${R}/v1/r1/permissions`, { permissionIds: ['p1', 'p2'] }],
    ['attachPermissionToRoles', (c) => roles.attachPermissionToRoles(c, { permissionId: 'p1', roleIds: ['r1'] }), PERMISSION, 'PUT', `${P}/p1/roles`, { roleIds: ['r1'] }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it.each<[string, Call, unknown]>([
    ['roles that are not a list', (c) => roles.listRoles(c), { items: [ROLE] }],
    ['a role without key', (c) => roles.listRoles(c), [{ id: 'r1', name: 'Admin' }]],
    ['an unknown assignmentType', (c) => roles.listPermissions(c), [{ ...PERMISSION, assignmentType: 'SOMETIMES' }]],
    ['a category without name', (c) => roles.listPermissionCategories(c), [{ id: 'c1' }]],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })

  it('accepts every spec assignment type', async () => {
    const answer = roles.ASSIGNMENT_TYPES.map((assignmentType, index) => ({ ...PERMISSION, id: `p${index}`, assignmentType }))
    await expect(roles.listPermissions(answering(answer).client)).resolves.toHaveLength(3)
  })
})
