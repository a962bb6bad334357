import { describe, it, expect } from 'vitest'
import { groupCreationPlan, groupMembershipChanges } from './groups'

describe('groupCreationPlan (spec/admin.md §5)', () => {
  it('sends the description only when non-empty', () => {
    expect(groupCreationPlan({ name: 'Ops', description: 'On call' }).body).toEqual({ name: 'Ops', description: 'On call' })
    expect(groupCreationPlan({ name: 'Ops', description: '' }).body).toEqual({ name: 'Ops' })
    expect(groupCreationPlan({ name: 'Ops', description: '   ' }).body).toEqual({ name: 'Ops' })
    expect(groupCreationPlan({ name: 'Ops' }).body).toEqual({ name: 'Ops' })
  })

  it('attaches users and roles after creation only when their lists are non-empty', () => {
    expect(groupCreationPlan({ name: 'Ops' })).toMatchObject({ userIds: null, roleIds: null })
    expect(groupCreationPlan({ name: 'Ops', userIds: [], roleIds: [] })).toMatchObject({ userIds: null, roleIds: null })
    expect(groupCreationPlan({ name: 'Ops', userIds: ['u1', 'u1', 'u2'], roleIds: [] })).toMatchObject({ userIds: ['u1', 'u2'], roleIds: null })
    expect(groupCreationPlan({ name: 'Ops', roleIds: ['r1'] })).toMatchObject({ userIds: null, roleIds: ['r1'] })
  })

  it('sends name, colour and metadata; trims the name, drops a blank colour', () => {
    expect(groupCreationPlan({ name: '  Ops ', color: '#0EA5E9', metadata: '{"team":1}' }).body).toEqual({ name: 'Ops', color: '#0EA5E9', metadata: '{"team":1}' })
    expect(groupCreationPlan({ name: 'Ops', color: ' ' }).body).toEqual({ name: 'Ops' })
  })
})

describe('groupMembershipChanges', () => {
  it('lists what to add and what to remove', () => {
    expect(groupMembershipChanges({ userIds: ['u1', 'u2'], roleIds: ['r1'] }, { userIds: ['u2', 'u3'], roleIds: [] })).toEqual({
      addUserIds: ['u3'],
      removeUserIds: ['u1'],
      addRoleIds: [],
      removeRoleIds: ['r1'],
    })
  })

  it('no change, no calls', () => {
    expect(groupMembershipChanges({ userIds: ['u1'], roleIds: ['r1'] }, { userIds: ['u1'], roleIds: ['r1'] })).toEqual({ addUserIds: [], removeUserIds: [], addRoleIds: [], removeRoleIds: [] })
  })
})
