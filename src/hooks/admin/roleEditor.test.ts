import { describe, expect, it } from 'vitest'
import type { Permission, PermissionCategory } from '../../api'
import {
  alwaysPermissionIds,
  applyPermissionSelection,
  assignmentTypeOf,
  canChangePermission,
  hasPermissionChanges,
  initialPermissionSelection,
  newRoleInput,
  permissionChoices,
  roleFormValues,
  roleUpdate,
  suggestRoleKey,
  validateRoleForm,
} from './roleEditor'

const permission = (id: string, categoryId: string | null, assignmentType?: Permission['assignmentType']): Permission => ({
  id,
  key: `fe.${id}`,
  name: id,
  categoryId,
  ...(assignmentType ? { assignmentType } : {}),
})

const readUsers = permission('read-users', 'cat-users', 'ASSIGNABLE')
const writeUsers = permission('write-users', 'cat-users')
const tokens = permission('read-tokens', 'cat-tokens', 'ALWAYS')
const deleteAccount = permission('delete-account', 'cat-account', 'NEVER')
const loose = permission('reports', null, 'ASSIGNABLE')
const stray = permission('stray', 'cat-gone', 'ASSIGNABLE')
const catalogue = [readUsers, writeUsers, tokens, deleteAccount, loose]
const categories: PermissionCategory[] = [
  { id: 'cat-users', name: 'Users management' },
  { id: 'cat-empty', name: 'Nothing here' },
  { id: 'cat-tokens', name: 'API tokens' },
  { id: 'cat-account', name: 'Account settings' },
]

describe('assignmentTypeOf / canChangePermission', () => {
  it('a permission without an assignmentType is ASSIGNABLE', () => {
    expect(assignmentTypeOf(writeUsers)).toBe('ASSIGNABLE')
    expect(canChangePermission(writeUsers)).toBe(true)
  })
  it.each([
    ['ASSIGNABLE', true],
    ['ALWAYS', false],
    ['NEVER', false],
  ] as const)('%s → changeable %s', (assignmentType, changeable) => {
    expect(canChangePermission({ assignmentType })).toBe(changeable)
  })
})

describe('alwaysPermissionIds', () => {
  it('lists only the ALWAYS permissions', () => expect(alwaysPermissionIds(catalogue)).toEqual(['read-tokens']))
  it('is empty for a catalogue without any', () => expect(alwaysPermissionIds([readUsers, deleteAccount])).toEqual([]))
})

describe('applyPermissionSelection(catalogue, current, wanted)', () => {
  it('ASSIGNABLE permissions follow the wish', () => {
    expect(applyPermissionSelection(catalogue, [], ['read-users', 'reports'])).toEqual(['read-users', 'read-tokens', 'reports'])
  })
  it('an ALWAYS permission stays on when the wish leaves it out', () => {
    expect(applyPermissionSelection(catalogue, ['read-tokens'], [])).toEqual(['read-tokens'])
  })
  it('a NEVER permission stays off when the wish asks for it', () => {
    expect(applyPermissionSelection(catalogue, [], ['delete-account'])).toEqual(['read-tokens'])
  })
  it('ids the catalogue does not list are kept, after the known ones', () => {
    expect(applyPermissionSelection(catalogue, ['unknown', 'read-users'], ['read-users'])).toEqual(['read-users', 'read-tokens', 'unknown'])
  })
  it('a wished id the catalogue does not list is not added', () => {
    expect(applyPermissionSelection(catalogue, [], ['unknown'])).toEqual(['read-tokens'])
  })
  it('duplicates collapse', () => {
    expect(applyPermissionSelection(catalogue, ['x', 'x'], ['read-users', 'read-users'])).toEqual(['read-users', 'read-tokens', 'x'])
  })
})

describe('initialPermissionSelection(catalogue, held)', () => {
  it('keeps what the role holds, adds every ALWAYS one, drops a NEVER one the role somehow holds', () => {
    expect(initialPermissionSelection(catalogue, ['write-users', 'delete-account'])).toEqual(['write-users', 'read-tokens'])
  })
})

describe('hasPermissionChanges(held, selected)', () => {
  it('same ids in another order: no change', () => expect(hasPermissionChanges(['a', 'b'], ['b', 'a'])).toBe(false))
  it('one more: a change', () => expect(hasPermissionChanges(['a'], ['a', 'b'])).toBe(true))
  it('one fewer: a change', () => expect(hasPermissionChanges(['a', 'b'], ['a'])).toBe(true))
  it('one swapped: a change', () => expect(hasPermissionChanges(['a', 'b'], ['a', 'c'])).toBe(true))
})

describe('permissionChoices(categories, catalogue, selected)', () => {
  const groups = permissionChoices(categories, [...catalogue, stray], ['read-users', 'read-tokens'])

  it('groups by category in the categories’ order, leaving out empty ones, loose permissions last', () => {
    expect(groups.map((group) => group.category?.name ?? null)).toEqual(['Users management', 'API tokens', 'Account settings', null])
    expect(groups[3]!.choices.map((choice) => choice.permission.id)).toEqual(['reports', 'stray'])
  })
  it('says which are on and which can change', () => {
    expect(groups[0]!.choices.map(({ permission, isSelected, isChangeable }) => [permission.id, isSelected, isChangeable])).toEqual([
      ['read-users', true, true],
      ['write-users', false, true],
    ])
    expect(groups[1]!.choices[0]).toMatchObject({ assignmentType: 'ALWAYS', isSelected: true, isChangeable: false })
    expect(groups[2]!.choices[0]).toMatchObject({ assignmentType: 'NEVER', isSelected: false, isChangeable: false })
  })
  it('no categories: everything in the loose group', () => {
    expect(permissionChoices([], [readUsers], [])).toEqual([{ category: null, choices: [expect.objectContaining({ permission: readUsers })] }])
  })
})

describe('validateRoleForm', () => {
  it('name and key are required, blanks count as empty', () => {
    expect(validateRoleForm({ name: ' ', key: '', description: '' })).toEqual({ name: 'required', key: 'required' })
  })
  it('a description is optional', () => expect(validateRoleForm({ name: 'Ops', key: 'ops', description: '' })).toEqual({}))
})

describe('suggestRoleKey(name)', () => {
  it.each([
    ['Billing admins', 'billing-admins'],
    ['  Read   only ', 'read-only'],
    ['Équipe Sécurité', 'equipe-securite'],
    ['QA / Release', 'qa-release'],
    ['', ''],
  ])('%j → %j', (name, key) => expect(suggestRoleKey(name)).toBe(key))
})

describe('newRoleInput(values, catalogue)', () => {
  it('trims, and sends the ALWAYS permissions', () => {
    expect(newRoleInput({ name: ' Ops ', key: ' ops ', description: ' Runs things ' }, catalogue)).toEqual({
      name: 'Ops',
      key: 'ops',
      description: 'Runs things',
      permissionIds: ['read-tokens'],
    })
  })
  it('leaves out an empty description, and permissions when none are ALWAYS', () => {
    expect(newRoleInput({ name: 'Ops', key: 'ops', description: '  ' }, [readUsers])).toEqual({ name: 'Ops', key: 'ops' })
  })
  it('works without a catalogue', () => expect(newRoleInput({ name: 'Ops', key: 'ops', description: '' })).toEqual({ name: 'Ops', key: 'ops' }))
})

describe('roleUpdate(role, values)', () => {
  const role = { id: 'role-Support', name: 'Support', key: 'Support', description: 'Helps users' }
  it('nothing changed: null', () => expect(roleUpdate(role, roleFormValues(role))).toBeNull())
  it('only trailing spaces changed: null', () => expect(roleUpdate(role, { name: 'Support ', key: ' Support', description: 'Helps users ' })).toBeNull())
  it('sends only the changed fields', () => {
    expect(roleUpdate(role, { name: 'Customer support', key: 'Support', description: 'Helps users' })).toEqual({ roleId: 'role-Support', name: 'Customer support' })
  })
  it('a cleared description is sent empty', () => {
    expect(roleUpdate(role, { name: 'Support', key: 'Support', description: '' })).toEqual({ roleId: 'role-Support', description: '' })
  })
  it('a role without a description: typing one sends it', () => {
    expect(roleUpdate({ ...role, description: null }, { name: 'Support', key: 'Support', description: 'New' })).toEqual({ roleId: 'role-Support', description: 'New' })
    expect(roleUpdate({ ...role, description: null }, { name: 'Support', key: 'Support', description: '' })).toBeNull()
  })
})
