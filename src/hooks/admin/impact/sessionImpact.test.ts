import { describe, expect, it } from 'vitest'
import type { SessionConfiguration } from '../../../api'
import { ownSessionsEnding, sessionChange, sessionMeaning, sessionSettingImpact, type OwnSession } from './sessionImpact'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/** The spec's samples: idle timeout on at 1 hour, force re-login off at 90 days, at most 10 sessions (off). */
const policy = (changes: Partial<SessionConfiguration> = {}): SessionConfiguration => ({
  sessionIdleTimeoutConfiguration: { isActive: true, timeout: HOUR },
  sessionTimeoutConfiguration: { isActive: false, timeout: 90 * DAY },
  sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
  ...changes,
})
const on = (amount: number) => ({ isActive: true, amount })
const off = (amount = 0) => ({ isActive: false, amount })

describe('sessionChange', () => {
  it.each([
    ['off → on', off(HOUR), on(HOUR), 'tightens'],
    ['on → off', on(HOUR), off(HOUR), 'loosens'],
    ['shorter', on(HOUR), on(15 * MINUTE), 'tightens'],
    ['longer', on(15 * MINUTE), on(HOUR), 'loosens'],
    ['the same amount', on(HOUR), on(HOUR), 'unchanged'],
    ['off → off with another amount', off(HOUR), off(DAY), 'unchanged'],
    ['fewer sessions', on(10), on(2), 'tightens'],
    ['more sessions', on(2), on(3), 'loosens'],
  ] as const)('%s: %s', (_, before, after, expected) => {
    expect(sessionChange(before, after)).toBe(expected)
  })
})

describe('sessionMeaning', () => {
  it('idle timeout on for 15 minutes → people who step away for 15 minutes sign in again', () => {
    expect(sessionMeaning(policy(), 'idleSessionTimeout', on(15 * MINUTE))).toEqual({ setting: 'idleSessionTimeout', isActive: true, after: { value: 15, unit: 'minutes' }, reLoginSooner: null })
  })

  it('idle timeout in the largest whole unit: 90 minutes stay minutes, 2 days are days', () => {
    expect(sessionMeaning(policy(), 'idleSessionTimeout', on(90 * MINUTE))).toMatchObject({ after: { value: 90, unit: 'minutes' } })
    expect(sessionMeaning(policy(), 'idleSessionTimeout', on(2 * DAY))).toMatchObject({ after: { value: 2, unit: 'days' } })
  })

  it('idle timeout off → nobody is signed out for being idle', () => {
    expect(sessionMeaning(policy(), 'idleSessionTimeout', off(HOUR))).toEqual({ setting: 'idleSessionTimeout', isActive: false })
  })

  it('idle timeout no shorter than an active force re-login → force re-login signs people out first', () => {
    const reLogin8h = policy({ sessionTimeoutConfiguration: { isActive: true, timeout: 8 * HOUR } })
    expect(sessionMeaning(reLogin8h, 'idleSessionTimeout', on(12 * HOUR))).toMatchObject({ reLoginSooner: { value: 8, unit: 'hours' } })
    expect(sessionMeaning(reLogin8h, 'idleSessionTimeout', on(8 * HOUR))).toMatchObject({ reLoginSooner: { value: 8, unit: 'hours' } })
    expect(sessionMeaning(reLogin8h, 'idleSessionTimeout', on(7 * HOUR))).toMatchObject({ reLoginSooner: null })
  })

  it('idle timeout longer than a force re-login that is off → nothing to note', () => {
    expect(sessionMeaning(policy(), 'idleSessionTimeout', on(100 * DAY))).toMatchObject({ reLoginSooner: null })
  })

  it('force re-login on for 8 hours → everyone signs in again at least every 8 hours', () => {
    expect(sessionMeaning(policy(), 'forceReLogin', on(8 * HOUR))).toEqual({ setting: 'forceReLogin', isActive: true, every: { value: 8, unit: 'hours' }, idleNeverFirst: null })
  })

  it('force re-login no longer than the idle timeout → the idle timeout never signs anyone out first', () => {
    const idle8h = policy({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 8 * HOUR } })
    expect(sessionMeaning(idle8h, 'forceReLogin', on(2 * HOUR))).toMatchObject({ idleNeverFirst: { value: 8, unit: 'hours' } })
    expect(sessionMeaning(idle8h, 'forceReLogin', on(8 * HOUR))).toMatchObject({ idleNeverFirst: { value: 8, unit: 'hours' } })
    expect(sessionMeaning(idle8h, 'forceReLogin', on(9 * HOUR))).toMatchObject({ idleNeverFirst: null })
  })

  it('force re-login shorter than an idle timeout that is off → nothing to note', () => {
    const idleOff = policy({ sessionIdleTimeoutConfiguration: { isActive: false, timeout: 30 * DAY } })
    expect(sessionMeaning(idleOff, 'forceReLogin', on(HOUR))).toMatchObject({ idleNeverFirst: null })
  })

  it('force re-login off → nobody is asked to sign in again after a set time', () => {
    expect(sessionMeaning(policy(), 'forceReLogin', off(90 * DAY))).toEqual({ setting: 'forceReLogin', isActive: false })
  })

  it('maximum sessions on at 2 → a limit of 2; off → any number', () => {
    expect(sessionMeaning(policy(), 'maximumConcurrentSessions', on(2))).toEqual({ setting: 'maximumConcurrentSessions', isActive: true, limit: 2 })
    expect(sessionMeaning(policy(), 'maximumConcurrentSessions', off(10))).toEqual({ setting: 'maximumConcurrentSessions', isActive: false })
  })
})

describe('sessionSettingImpact', () => {
  it('compares the edited value with the saved one of the same setting', () => {
    expect(sessionSettingImpact(policy(), 'idleSessionTimeout', on(15 * MINUTE))).toMatchObject({ change: 'tightens' })
    expect(sessionSettingImpact(policy(), 'idleSessionTimeout', on(HOUR))).toMatchObject({ change: 'unchanged' })
    expect(sessionSettingImpact(policy(), 'idleSessionTimeout', off(HOUR))).toEqual({ meaning: { setting: 'idleSessionTimeout', isActive: false }, change: 'loosens' })
    expect(sessionSettingImpact(policy(), 'forceReLogin', on(8 * HOUR))).toMatchObject({ change: 'tightens' })
    expect(sessionSettingImpact(policy({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 } }), 'maximumConcurrentSessions', on(5))).toMatchObject({ change: 'loosens' })
  })
})

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 11, 1, 12) - hoursAgo * 3_600_000).toISOString()
/** Four sessions: this page's began 3 minutes ago, the others 5 hours, 3 days and 10 days ago. */
const four: OwnSession[] = [
  { createdAt: at(72), current: false },
  { createdAt: at(0.05), current: true },
  { createdAt: at(240), current: false },
  { createdAt: at(5), current: false },
]

describe('ownSessionsEnding', () => {
  it('4 sessions, a limit of 2 → the 2 oldest end, this newest one is kept', () => {
    expect(ownSessionsEnding(four, on(2))).toEqual({ total: 4, ending: 2, endsCurrent: false })
  })

  it('a limit at or above the count → none end', () => {
    expect(ownSessionsEnding(four, on(4))).toEqual({ total: 4, ending: 0, endsCurrent: false })
    expect(ownSessionsEnding(four, on(10))).toEqual({ total: 4, ending: 0, endsCurrent: false })
  })

  it('no limit (off) → none end, whatever amount it keeps', () => {
    expect(ownSessionsEnding(four, off(1))).toEqual({ total: 4, ending: 0, endsCurrent: false })
  })

  it('this page signed in before the ones kept → it ends too', () => {
    const oldHere = four.map((session) => ({ ...session, current: session.createdAt === at(240) }))
    expect(ownSessionsEnding(oldHere, on(3))).toEqual({ total: 4, ending: 1, endsCurrent: true })
    expect(ownSessionsEnding(oldHere.map((session) => ({ ...session, current: session.createdAt === at(5) })), on(1))).toMatchObject({ ending: 3, endsCurrent: true })
    expect(ownSessionsEnding(oldHere.map((session) => ({ ...session, current: session.createdAt === at(5) })), on(2))).toMatchObject({ ending: 2, endsCurrent: false })
  })

  it('no session marked current → the count, but not whether this one ends', () => {
    expect(ownSessionsEnding(four.map((session) => ({ ...session, current: false })), on(2))).toEqual({ total: 4, ending: 2, endsCurrent: null })
  })

  it('an unreadable date → the count, but not which ones end', () => {
    expect(ownSessionsEnding([...four, { createdAt: 'yesterday', current: false }], on(2))).toEqual({ total: 5, ending: 3, endsCurrent: null })
  })

  it('another began at the same moment as this one, across the cut → not told; both kept → kept', () => {
    const tie: OwnSession[] = [
      { createdAt: at(1), current: true },
      { createdAt: at(1), current: false },
      { createdAt: at(0), current: false },
    ]
    expect(ownSessionsEnding(tie, on(2))).toEqual({ total: 3, ending: 1, endsCurrent: null })
    expect(ownSessionsEnding([...tie, { createdAt: at(9), current: false }], on(3))).toEqual({ total: 4, ending: 1, endsCurrent: false })
  })

  it('no sessions → nothing ends', () => {
    expect(ownSessionsEnding([], on(1))).toEqual({ total: 0, ending: 0, endsCurrent: false })
  })
})
