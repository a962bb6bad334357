import { describe, expect, it } from 'vitest'
import {
  accessChangeImpact,
  changesNobody,
  groupDeleteImpact,
  groupRolesChangePermissions,
  heldPermissionKeys,
  personDeleteImpact,
  samePeople,
  roleDeleteImpact,
  withGroupRoles,
  withPersonRoles,
  withRolePermissions,
  type AccessWorld,
} from './accessImpact'
import { changedIds } from './changedIds'

const permission = (key: string, name = key) => ({ id: `perm-${key}`, key, name })
const ids = (...list: string[]) => list.map((id) => ({ id }))

/**
 * Ann edits users through her own Support role; Bo reads them through the Readers group; Cy holds
 * a wildcard role; Di has nothing.
 */
const world: AccessWorld = {
  permissions: [permission('fe.secure.read.users', 'Read users'), permission('fe.secure.write.users', 'Invite and edit users'), permission('fe.secure.*', 'Everything secure'), permission('reports.read', 'Read reports')],
  roles: [
    { id: 'role-support', name: 'Support', permissions: ['perm-fe.secure.read.users', 'perm-fe.secure.write.users'] },
    { id: 'role-reader', name: 'Reader', permissions: ['perm-fe.secure.read.users'] },
    { id: 'role-wild', name: 'Wild', permissions: ['perm-fe.secure.*'] },
    { id: 'role-reports', name: 'Reports', permissions: ['perm-reports.read'] },
  ],
  groups: [
    { id: 'group-readers', name: 'Readers', roles: ids('role-reader'), users: ids('ann', 'bo') },
    { id: 'group-empty', name: 'Empty', roles: ids('role-reports'), users: [] },
  ],
  people: [
    { id: 'ann', email: 'ann@acme.test', name: 'Ann', roles: ids('role-support') },
    { id: 'bo', email: 'bo@acme.test', name: 'Bo', roles: [] },
    { id: 'cy', email: 'cy@acme.test', name: null, roles: ids('role-wild') },
    { id: 'di', email: 'di@acme.test', name: 'Di' },
  ],
}
const names = (impact: ReturnType<typeof accessChangeImpact>, kind: 'lost' | 'gained') => impact[kind].map((change) => [change.permission.key, change.people])

describe('heldPermissionKeys', () => {
  it('joins a person’s own roles and their groups’ roles', () => {
    expect([...heldPermissionKeys(world, 'ann')].sort()).toEqual(['fe.secure.read.users', 'fe.secure.write.users'])
    expect([...heldPermissionKeys(world, 'bo')]).toEqual(['fe.secure.read.users'])
    expect([...heldPermissionKeys(world, 'di')]).toEqual([])
    expect([...heldPermissionKeys(world, 'nobody')]).toEqual([])
  })
})

describe('accessChangeImpact', () => {
  it('taking a permission from a role: only those who do not hold it another way lose it', () => {
    const after = withRolePermissions(world, 'role-reader', [])
    const impact = accessChangeImpact(world, after, changedIds(['perm-fe.secure.read.users'], []))
    // Ann still reads users through Support; Cy through the wildcard; only Bo loses it.
    expect(names(impact, 'lost')).toEqual([['fe.secure.read.users', ['Bo']]])
    expect(impact).toMatchObject({ losing: 1, gaining: 0, gained: [] })
  })

  it('a wildcard keeps what it stands for, and taking the wildcard takes only what nothing else covers', () => {
    const after = withRolePermissions(world, 'role-wild', [])
    const impact = accessChangeImpact(world, after, ['perm-fe.secure.*'])
    expect(names(impact, 'lost')).toEqual([['fe.secure.*', ['cy@acme.test']]])
  })

  it('giving a permission lists who gains it, not those who had it already', () => {
    const after = withRolePermissions(world, 'role-reader', ['perm-fe.secure.read.users', 'perm-fe.secure.write.users'])
    const impact = accessChangeImpact(world, after, changedIds(['perm-fe.secure.read.users'], ['perm-fe.secure.read.users', 'perm-fe.secure.write.users']))
    expect(names(impact, 'gained')).toEqual([['fe.secure.write.users', ['Bo']]])
    expect(impact.lost).toEqual([])
  })

  it('taking a role from a group: members lose what their own roles do not give them', () => {
    const after = withGroupRoles(world, 'group-readers', [])
    const impact = accessChangeImpact(world, after, groupRolesChangePermissions(world, ['role-reader'], []))
    expect(names(impact, 'lost')).toEqual([['fe.secure.read.users', ['Bo']]])
  })

  it('giving a group a role: every member who did not have its permissions gains them, most people first', () => {
    const after = withGroupRoles(world, 'group-readers', ['role-reader', 'role-reports', 'role-support'])
    const impact = accessChangeImpact(world, after, groupRolesChangePermissions(world, ['role-reader'], ['role-reader', 'role-reports', 'role-support']))
    expect(names(impact, 'gained')).toEqual([
      ['reports.read', ['Ann', 'Bo']],
      ['fe.secure.write.users', ['Bo']],
    ])
    expect(impact.gaining).toBe(2)
  })

  it('names the permissions the admin making the change would lose themselves', () => {
    const after = withPersonRoles(world, 'ann', [])
    const impact = accessChangeImpact(world, after, ['perm-fe.secure.write.users', 'perm-fe.secure.read.users'], 'ann')
    expect(impact.selfLoses.map((lost) => lost.key)).toEqual(['fe.secure.write.users'])
    expect(accessChangeImpact(world, after, ['perm-fe.secure.write.users'], 'bo').selfLoses).toEqual([])
  })

  it('no change moves nobody', () => {
    const impact = accessChangeImpact(world, world, ['perm-fe.secure.read.users', 'perm-reports.read'])
    expect(changesNobody(impact)).toBe(true)
  })

  it('a role the catalogue does not list, or a permission id it does not know, changes nothing', () => {
    const after = withRolePermissions(world, 'role-unknown', ['perm-x'])
    expect(changesNobody(accessChangeImpact(world, after, ['perm-x']))).toBe(true)
  })
})

describe('deletes', () => {
  it('a group: its members, its roles, and who loses their permissions', () => {
    const impact = groupDeleteImpact(world, 'group-readers')
    expect(impact).toMatchObject({ members: 2, roles: ['Reader'] })
    expect(names(impact.access, 'lost')).toEqual([['fe.secure.read.users', ['Bo']]])
    expect(groupDeleteImpact(world, 'group-empty')).toMatchObject({ members: 0, roles: ['Reports'], access: { losing: 0 } })
  })

  it('a role: who holds it, which groups carry it, and who loses its permissions', () => {
    const impact = roleDeleteImpact(world, 'role-reader', 'bo')
    expect(impact).toMatchObject({ holders: 0, groups: ['Readers'] })
    expect(names(impact.access, 'lost')).toEqual([['fe.secure.read.users', ['Bo']]])
    expect(impact.access.selfLoses.map((lost) => lost.key)).toEqual(['fe.secure.read.users'])
    const support = roleDeleteImpact(world, 'role-support')
    expect(support).toMatchObject({ holders: 1, groups: [] })
    // Ann keeps reading through Readers, loses writing.
    expect(names(support.access, 'lost')).toEqual([['fe.secure.write.users', ['Ann']]])
  })

  it('a person: their groups and roles, and what nobody else will hold', () => {
    // Writing users: Ann and, through the wildcard, Cy: not Ann's alone.
    expect(personDeleteImpact(world, 'ann')).toEqual({ groups: ['Readers'], roles: ['Support'], onlyHolder: [] })
    const withoutCy = { ...world, people: world.people.filter((person) => person.id !== 'cy') }
    expect(personDeleteImpact(withoutCy, 'ann').onlyHolder.map((held) => held.key)).toEqual(['fe.secure.write.users'])
    // Cy alone holds the wildcard itself.
    expect(personDeleteImpact(world, 'cy').onlyHolder.map((held) => held.key)).toEqual(['fe.secure.*'])
    expect(personDeleteImpact(world, 'di')).toEqual({ groups: [], roles: [], onlyHolder: [] })
  })
})

describe('samePeople', () => {
  it('says permissions that move for the same people once, in order', () => {
    const read = permission('a.read', 'Read')
    const write = permission('a.write', 'Write')
    const remove = permission('a.delete', 'Delete')
    expect(
      samePeople([
        { permission: read, people: ['Ann', 'Bo'] },
        { permission: write, people: ['Ann'] },
        { permission: remove, people: ['Ann', 'Bo'] },
      ]),
    ).toEqual([
      { permissions: [read, remove], people: ['Ann', 'Bo'] },
      { permissions: [write], people: ['Ann'] },
    ])
    expect(samePeople([])).toEqual([])
  })
})
