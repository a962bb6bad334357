import { describe, expect, it } from 'vitest'
import { resendActionFor, splitEmails, userStatus } from './userStatus'

const NOW = Date.UTC(2026, 10, 22, 12)
const active = { isLocked: false, activatedForTenant: true, verified: true, temporaryExpirationDate: null }

describe('userStatus', () => {
  it('an activated, verified, permanent member → active', () => {
    expect(userStatus(active, NOW)).toEqual({ kind: 'active' })
    expect(userStatus({}, NOW)).toEqual({ kind: 'active' })
  })
  it('locked wins over everything', () => {
    expect(userStatus({ ...active, isLocked: true, activatedForTenant: false, temporaryExpirationDate: '2026-12-01T00:00:00Z' }, NOW)).toEqual({ kind: 'locked' })
  })
  it('not activated for the tenant → pending invitation', () => {
    expect(userStatus({ ...active, activatedForTenant: false }, NOW)).toEqual({ kind: 'pendingInvitation' })
  })
  it('activated but not verified → not verified', () => {
    expect(userStatus({ ...active, verified: false }, NOW)).toEqual({ kind: 'notVerified' })
  })
  it('a future expiry → temporary with the date', () => {
    expect(userStatus({ ...active, temporaryExpirationDate: '2026-12-01T00:00:00Z' }, NOW)).toEqual({ kind: 'temporary', expiresAt: new Date('2026-12-01T00:00:00Z') })
  })
  it('an expiry now or past → expired', () => {
    expect(userStatus({ ...active, temporaryExpirationDate: new Date(NOW).toISOString() }, NOW).kind).toBe('expired')
    expect(userStatus({ ...active, temporaryExpirationDate: '2026-01-01T00:00:00Z' }, NOW).kind).toBe('expired')
  })
  it('an unreadable expiry is ignored', () => {
    expect(userStatus({ ...active, temporaryExpirationDate: 'soon' }, NOW)).toEqual({ kind: 'active' })
  })
})

describe('resendActionFor', () => {
  it.each([
    [{ kind: 'pendingInvitation' } as const, 'resendInvitation'],
    [{ kind: 'notVerified' } as const, 'resendActivation'],
    [{ kind: 'active' } as const, null],
    [{ kind: 'locked' } as const, null],
  ])('%o → %s', (status, action) => {
    expect(resendActionFor(status)).toBe(action)
  })
})

describe('splitEmails', () => {
  it('splits on commas, semicolons, spaces and lines; drops blanks and repeats', () => {
    expect(splitEmails('a@x.test, b@x.test;c@x.test\n\n d@x.test  A@x.test')).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'])
  })
  it('nothing typed → none', () => {
    expect(splitEmails('  \n, ;')).toEqual([])
  })
})
