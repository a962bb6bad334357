import { describe, expect, it } from 'vitest'
import { hasAnyPermission, holdsAnyPermission, keysOf, matchPermission, permissionsOverlap } from './permissions'

describe('matchPermission(key, pattern)', () => {
  it.each<[string, string, boolean]>([
    // exact keys from spec/admin.md §2 / §6
    ['fe.secure.read.users', 'fe.secure.read.users', true],
    ['fe.secure.read.users', 'fe.secure.read.roles', false],
    ['account-hierarchy.write.subAccountAccess', 'account-hierarchy.write.subAccountAccess', true],
    // trailing wildcard
    ['fe.secure.read.users', 'fe.secure.*', true],
    ['fe.secure.write.roles', 'fe.secure.*', true],
    ['fe.secure.read.users', 'fe.secure.read.*', true],
    ['fe.secure.write.users', 'fe.secure.read.*', false],
    ['fe.secure.write.users', 'fe.secure.write.*', true],
    ['fe.connectivity.read.webhooks', 'fe.connectivity.*', true],
    ['fe.connectivity.delete.slack', 'fe.connectivity.*', true],
    ['fe.subscriptions.read.plans', 'fe.subscriptions.*', true],
    ['fe.secure.read.users', 'fe.connectivity.*', false],
    // * matches any characters, dots included, and the empty run
    ['fe.secure.', 'fe.secure.*', true],
    ['fe.secure.a.b.c.d', 'fe.secure.*', true],
    ['anything.at.all', '*', true],
    ['', '*', true],
    // boundaries: the dot before * is literal
    ['fe.secureX', 'fe.secure.*', false],
    ['fe.secure', 'fe.secure.*', false],
    ['fe.secureX.read', 'fe.secure.*', false],
    ['fe.secureX', 'fe.secure*', true],
    ['xfe.secure.read.users', 'fe.secure.*', false],
    ['fe.secure.read.users', 'secure.*', false],
    // wildcard in the middle and at the start
    ['fe.secure.read.users', 'fe.*.read.users', true],
    ['fe.secure.write.users', 'fe.*.read.users', false],
    ['fe.secure.read.users', '*.read.users', true],
    ['fe.secure.read.users', '*.users', true],
    ['fe.secure.read.usersX', '*.users', false],
    ['fe.secure.read.users', 'fe.*.*.users', true],
    ['fe.a.b', 'fe.*.*.*', false],
    ['a.b.c.a.b.c.d', '*a.b.c.d', true],
    ['aaa', 'a*a*a', true],
    ['aa', 'a*a*a', false],
    // case sensitive
    ['fe.secure.read.userApiTokens', 'fe.secure.read.userapitokens', false],
    ['FE.SECURE.READ.USERS', 'fe.secure.*', false],
    ['fe.Secure.read.users', 'fe.secure.*', false],
    // a literal . is literal; other regex metacharacters are literal too
    ['feXsecureXreadXusers', 'fe.secure.read.users', false],
    ['fe.secure.read.users', 'fe.secure.read.user.', false],
    ['fe.secure.read.(users)', 'fe.secure.read.(users)', true],
    ['fe.secure.read.users', 'fe.secure.read.(users)', false],
    ['fe.secure.read.users', 'fe.secure.read.users|x', false],
    ['x', 'fe.secure.read.users|x', false],
    ['fe.secure.read.users', 'fe.secure.read.[a-z]+', false],
    ['fe.secure.read.userss', 'fe.secure.read.users+', false],
    ['fe.secure.read.user', 'fe.secure.read.users?', false],
    ['fe\\secure', 'fe\\secure', true],
    ['fe.secure.read.users', '^fe.secure.read.users$', false],
    ['fe.secure.read.users', 'fe.secure.read.users{1}', false],
    ['fe.secure.read.users', '.*', false],
    ['fe.secure.read.$1', 'fe.secure.read.$1', true],
    // a * in the key is just a character
    ['fe.secure.*', 'fe.secure.*', true],
    ['fe.*', 'fe.secure.read.users', false],
    // empty
    ['', '', true],
    ['fe.secure.read.users', '', false],
    ['', 'fe.secure.read.users', false],
  ])('%s against %s → %s', (key, pattern, expected) => {
    expect(matchPermission(key, pattern)).toBe(expected)
  })

  it('non-strings never match', () => {
    expect(matchPermission(undefined as unknown as string, '*')).toBe(false)
    expect(matchPermission('fe.secure.read.users', null as unknown as string)).toBe(false)
    expect(matchPermission(42 as unknown as string, '*')).toBe(false)
  })

  it('a pattern built to backtrack badly answers at once', () => {
    const key = 'a'.repeat(5000)
    const pattern = `${'*a'.repeat(40)}*b`
    const started = performance.now()
    expect(matchPermission(key, pattern)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('permissionsOverlap(a, b): wildcards on either side', () => {
  it.each<[string, string, boolean]>([
    ['fe.secure.read.users', 'fe.secure.read.users', true],
    ['fe.secure.read.users', 'fe.secure.read.roles', false],
    ['fe.secure.*', 'fe.secure.read.users', true],
    ['fe.secure.read.users', 'fe.secure.*', true],
    ['fe.secure.*', 'fe.secure.read.*', true],
    ['fe.secure.read.*', 'fe.secure.*', true],
    ['fe.secure.read.*', 'fe.secure.write.*', false],
    ['fe.connectivity.*', 'fe.secure.*', false],
    ['fe.*.c', 'fe.b.*', true],
    ['fe.*.read.users', 'fe.secure.*.users', true],
    ['fe.*.x', 'fe.*.y', false],
    ['*', 'fe.secure.read.users', true],
    ['fe.secure.*', 'fe.secureX', false],
    ['fe.secure*', 'fe.secureX', true],
    ['fe.secure.*', 'FE.SECURE.READ', false],
    ['', 'fe.secure.*', false],
    ['fe.secure.*', '', false],
    ['*', '', false],
  ])('%s overlaps %s → %s', (a, b, expected) => {
    expect(permissionsOverlap(a, b)).toBe(expected)
    expect(permissionsOverlap(b, a)).toBe(expected)
  })
})

describe('keysOf', () => {
  it('takes bare keys and keyed objects, drops everything else', () => {
    expect(keysOf(['a', { key: 'b' }, '', { key: '' }, null, 7, { id: 'x' }, { key: 3 }] as never)).toEqual(['a', 'b'])
    expect(keysOf(undefined)).toEqual([])
    expect(keysOf('fe.secure.*' as never)).toEqual([])
  })
})

describe('holdsAnyPermission', () => {
  it('any held key covering any required key is enough', () => {
    expect(holdsAnyPermission([{ key: 'fe.secure.read.users' }], ['fe.secure.read.roles', 'fe.secure.read.users'])).toBe(true)
    expect(holdsAnyPermission(['fe.secure.read.users'], [])).toBe(false)
    expect(holdsAnyPermission(null, ['fe.secure.read.users'])).toBe(false)
  })
})

describe('hasAnyPermission(user, requirement): the generic gate of spec/admin.md §6', () => {
  const reader = {
    permissions: [{ id: '1', key: 'fe.secure.read.users' }, { id: '2', key: 'fe.connectivity.read.webhooks' }],
    roles: [{ id: 'r1', key: 'Support', name: 'Support' }],
  }
  const writer = { permissions: [{ key: 'fe.secure.write.*' }], roles: [] }
  const connector = { permissions: ['fe.connectivity.*'] }

  it.each<[string, object, object, boolean]>([
    ['super user with no keys at all', { superUser: true }, { permissions: ['fe.secure.read.users'] }, true],
    ['super user, roles required', { superUser: true, roles: [] }, { roles: ['Admin'] }, true],
    ['superUser "true" as a string is not a super user', { superUser: 'true' }, { permissions: ['fe.secure.read.users'] }, false],
    ['holds the exact key', reader, { permissions: ['fe.secure.read.users'] }, true],
    ['holds one of several', reader, { permissions: ['fe.secure.read.roles', 'fe.connectivity.read.webhooks'] }, true],
    ['holds none of them', reader, { permissions: ['fe.secure.read.roles', 'fe.secure.read.audits'] }, false],
    ['required wildcard met by a concrete key', reader, { permissions: ['fe.secure.*'] }, true],
    ['required wildcard not met', reader, { permissions: ['fe.subscriptions.*'] }, false],
    ['held wildcard covers a concrete requirement', writer, { permissions: ['fe.secure.write.users'] }, true],
    ['held write.* does not cover a read key', writer, { permissions: ['fe.secure.read.users'] }, false],
    ['held fe.connectivity.* covers webhooks', connector, { permissions: ['fe.connectivity.read.webhooks'] }, true],
    ['held fe.connectivity.* does not cover fe.secure', connector, { permissions: ['fe.secure.read.users'] }, false],
    ['held and required both wildcards, overlapping', writer, { permissions: ['fe.secure.*'] }, true],
    ['key differing only in case', reader, { permissions: ['FE.SECURE.READ.USERS'] }, false],
    ['held fe.secure.* does not cover fe.secureX', { permissions: ['fe.secure.*'] }, { permissions: ['fe.secureX'] }, false],
    ['role key held', reader, { roles: ['Support'] }, true],
    ['role key in another case', reader, { roles: ['support'] }, false],
    ['role keys are not patterns', { roles: ['Sup*'] }, { roles: ['Support'] }, false],
    ['required role pattern is literal', reader, { roles: ['Sup*'] }, false],
    ['role as a bare string', { roles: ['Admin'] }, { roles: ['Admin'] }, true],
    ['role passes although the permission is missing', reader, { permissions: ['fe.secure.read.roles'], roles: ['Support'] }, true],
    ['permission passes although the role is missing', reader, { permissions: ['fe.secure.read.users'], roles: ['Admin'] }, true],
    ['neither held', reader, { permissions: ['fe.secure.read.roles'], roles: ['Admin'] }, false],
    ['no requirement at all', reader, {}, true],
    ['empty lists require nothing', { permissions: [] }, { permissions: [], roles: [] }, true],
    ['empty permissions, a role required', reader, { permissions: [], roles: ['Admin'] }, false],
    ['user with no keys, a key required', {}, { permissions: ['fe.secure.read.users'] }, false],
    ['an empty-string requirement is never held', { permissions: ['*'] }, { permissions: [''] }, false],
    ['an empty-string role is never held', { roles: [''] }, { roles: [''] }, false],
    ['malformed held entries are skipped', { permissions: [null, 5, { key: 'fe.secure.read.users' }] }, { permissions: ['fe.secure.read.users'] }, true],
  ])('%s → %s', (_, user, requirement, expected) => {
    expect(hasAnyPermission(user as never, requirement)).toBe(expected)
  })

  it('no user passes nothing, not even an empty requirement', () => {
    expect(hasAnyPermission(null, {})).toBe(false)
    expect(hasAnyPermission(undefined, { permissions: ['fe.secure.read.users'] })).toBe(false)
  })

  it('the requirement defaults to nothing', () => {
    expect(hasAnyPermission({})).toBe(true)
  })
})
