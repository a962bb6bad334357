import { describe, it, expect } from 'vitest'
import type { Group } from '../../../api'
import { groupCreationAdvanced, groupCreationCalls, groupCreationPlan, groupMembershipChanges, NO_GROUP_CREATED } from './groups'

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

describe('groupCreationCalls: a creation that resumes where it stopped', () => {
  const plan = groupCreationPlan({ name: 'Ops', userIds: ['u1', 'u2'], roleIds: ['r1'] })
  const made: Group = { id: 'g1', name: 'Ops' } as Group
  const operations = (progress: Parameters<typeof groupCreationCalls>[1]) => groupCreationCalls(plan, progress).map((call) => call.operation)

  it('creates, then adds users, then roles', () => {
    expect(operations(NO_GROUP_CREATED)).toEqual(['createGroup', 'changeGroupUsers', 'changeGroupRoles'])
    expect(groupCreationCalls(plan, NO_GROUP_CREATED)[1]).toEqual({ operation: 'changeGroupUsers', userIds: ['u1', 'u2'] })
  })

  it('makes no call for an empty list', () => {
    expect(groupCreationCalls(groupCreationPlan({ name: 'Ops' }), NO_GROUP_CREATED).map((call) => call.operation)).toEqual(['createGroup'])
    expect(groupCreationCalls(groupCreationPlan({ name: 'Ops', roleIds: ['r1'] }), NO_GROUP_CREATED).map((call) => call.operation)).toEqual(['createGroup', 'changeGroupRoles'])
  })

  it('does not make the group again once it was made', () => {
    const progress = groupCreationAdvanced(NO_GROUP_CREATED, { operation: 'createGroup', body: plan.body }, made)
    expect(progress.created).toBe(made)
    expect(operations(progress)).toEqual(['changeGroupUsers', 'changeGroupRoles'])
  })

  it('does not add the users again when only the roles failed', () => {
    let progress = groupCreationAdvanced(NO_GROUP_CREATED, { operation: 'createGroup', body: plan.body }, made)
    progress = groupCreationAdvanced(progress, { operation: 'changeGroupUsers', userIds: ['u1', 'u2'] })
    expect(operations(progress)).toEqual(['changeGroupRoles'])
    expect(operations(groupCreationAdvanced(progress, { operation: 'changeGroupRoles', roleIds: ['r1'] }))).toEqual([])
  })
})
