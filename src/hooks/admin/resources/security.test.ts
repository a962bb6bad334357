import { describe, expect, it } from 'vitest'
import type { SessionConfiguration } from '../../../api'
import { countError, domainError, groupByCategory, afterSecuritySave, POLICY_BOUNDS, SECURITY_CENTER_RELOAD_FLAG, recommendationTarget, scoreBand, sessionSettingOf, sessionValueError, toDuration, toSeconds, withSessionSetting } from './security'
import { normaliseDomain } from './domains'

describe('toDuration', () => {
  it.each([
    [3600, { value: 1, unit: 'hours' }],
    [5400, { value: 90, unit: 'minutes' }],
    [7_776_000, { value: 90, unit: 'days' }],
    [86400 * 2, { value: 2, unit: 'days' }],
    [90, { value: 2, unit: 'minutes' }],
    [0, { value: 0, unit: 'minutes' }],
  ])('%i s → %o', (seconds, duration) => {
    expect(toDuration(seconds)).toEqual(duration)
  })
  it('round-trips through seconds', () => {
    for (const seconds of [60, 3600, 86400, 1_209_600]) expect(toSeconds(toDuration(seconds))).toBe(seconds)
  })
})

describe('sessionValueError', () => {
  it('an off setting is never wrong', () => {
    expect(sessionValueError('idleSessionTimeout', false, '')).toBeNull()
  })
  it.each([
    ['idleSessionTimeout', '', 'minutes', 'required'],
    ['idleSessionTimeout', '1.5', 'hours', 'notWhole'],
    ['idleSessionTimeout', '-3', 'minutes', 'notWhole'],
    ['idleSessionTimeout', '4', 'minutes', 'tooSmall'],
    ['idleSessionTimeout', '5', 'minutes', null],
    ['idleSessionTimeout', '31', 'days', 'tooLarge'],
    ['forceReLogin', '30', 'minutes', 'tooSmall'],
    ['forceReLogin', '90', 'days', null],
    ['maximumConcurrentSessions', '0', 'minutes', 'tooSmall'],
    ['maximumConcurrentSessions', '101', 'minutes', 'tooLarge'],
    ['maximumConcurrentSessions', '10', 'minutes', null],
  ] as const)('%s %j %s → %s', (setting, typed, unit, expected) => {
    expect(sessionValueError(setting, true, typed, unit)).toBe(expected)
  })
})

describe('session settings', () => {
  const config: SessionConfiguration = {
    sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
    sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
    sessionTimeoutConfiguration: { isActive: false, timeout: 7_776_000 },
  }
  it('reads each setting where it lives', () => {
    expect(sessionSettingOf(config, 'idleSessionTimeout')).toEqual({ isActive: true, amount: 3600 })
    expect(sessionSettingOf(config, 'forceReLogin')).toEqual({ isActive: false, amount: 7_776_000 })
    expect(sessionSettingOf(config, 'maximumConcurrentSessions')).toEqual({ isActive: false, amount: 10 })
  })
  it('changes one setting and keeps the others as they are', () => {
    expect(withSessionSetting(config, 'maximumConcurrentSessions', true, 3)).toEqual({ ...config, sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 } })
    expect(withSessionSetting(config, 'forceReLogin', true, 86400).sessionIdleTimeoutConfiguration).toBe(config.sessionIdleTimeoutConfiguration)
  })
})

describe('groupByCategory', () => {
  it('puts the categories with the most severe work first, recommendations most severe first, insights beside them', () => {
    const groups = groupByCategory(
      [
        { code: 'ENABLE_IP_RESTRICTIONS', severity: 'INFO', category: 'IP' },
        { code: 'ENABLE_IDLE_SESSION', severity: 'WARNING', category: 'SESSIONS' },
        { code: 'ENABLE_SESSION_CONCURRENCY', severity: 'INFO', category: 'SESSIONS' },
        { code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA' },
      ],
      [
        { code: 'FULL_PASSWORD_SETTINGS', category: 'PASSWORD' },
        { code: 'NO_IP_RESTRICTIONS', category: 'IP' },
      ],
    )
    expect(groups.map((group) => [group.category, group.worst])).toEqual([
      ['MFA', 'SEVERE'],
      ['SESSIONS', 'WARNING'],
      ['IP', 'INFO'],
      ['PASSWORD', null],
    ])
    expect(groups[1]!.recommendations.map((item) => item.code)).toEqual(['ENABLE_IDLE_SESSION', 'ENABLE_SESSION_CONCURRENCY'])
    expect(groups[2]!.insights.map((item) => item.code)).toEqual(['NO_IP_RESTRICTIONS'])
  })
  it('nothing to show is no categories', () => {
    expect(groupByCategory([], [])).toEqual([])
  })
})

describe('recommendationTarget', () => {
  it.each([
    ['SEND_RESET_BREACHED_PASSWORD_EMAIL', { kind: 'resetBreachedPasswords' }],
    ['ADJUST_FORCE_RELOGIN', { kind: 'session', setting: 'forceReLogin' }],
    ['ADJUST_MAX_CONCURRENT_SESSIONS', { kind: 'session', setting: 'maximumConcurrentSessions' }],
    ['ADJUST_IDLE_TIMEOUT', { kind: 'session', setting: 'idleSessionTimeout' }],
    [undefined, null],
    ['SOMETHING_NEW', null],
  ])('%s → %o', (action, target) => {
    expect(recommendationTarget(action)).toEqual(target)
  })
})

describe('scoreBand', () => {
  it.each([
    [0, 'poor'],
    [49, 'poor'],
    [50, 'fair'],
    [79, 'fair'],
    [80, 'good'],
    [100, 'good'],
  ] as const)('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band)
  })
})

describe('countError', () => {
  it.each([
    ['', 'required'],
    [' 2.5', 'notWhole'],
    ['abc', 'notWhole'],
    ['0', 'outOfRange'],
    ['25', 'outOfRange'],
    ['24', null],
    [' 3 ', null],
  ] as const)('%j → %s', (typed, expected) => {
    expect(countError(typed, POLICY_BOUNDS.historySize)).toBe(expected)
  })
})

describe('domainError', () => {
  it.each([
    ['acme.com', null],
    ['@Sub.Acme.COM ', null],
    ['acme', 'invalid'],
    ['acme..com', 'invalid'],
    ['http://acme.com', 'invalid'],
    ['', 'invalid'],
    ['Partner.test', 'duplicate'],
  ] as const)('%j → %s', (typed, expected) => {
    expect(domainError(typed, ['partner.test'])).toBe(expected)
  })
  it('normalises what is typed', () => {
    expect(normaliseDomain(' @Acme.COM ')).toBe('acme.com')
  })
})

describe('afterSecuritySave (spec/admin.md §4 Security center)', () => {
  const lists = ['users']

  it('reloads only what a policy save changed while the major-version flag is off or not set', () => {
    expect(afterSecuritySave(['mfa'], lists, { flags: {} })).toEqual({ revalidate: ['mfa'], reloadCenter: false })
    expect(afterSecuritySave(['mfa'], lists, { flags: { [SECURITY_CENTER_RELOAD_FLAG]: false } })).toEqual({ revalidate: ['mfa'], reloadCenter: false })
  })

  it("reloads the recommendations and insights, and the center's users tables, with the flag on", () => {
    expect(afterSecuritySave(['mfa'], lists, { flags: { [SECURITY_CENTER_RELOAD_FLAG]: true } })).toEqual({ revalidate: ['mfa', 'users'], reloadCenter: true })
  })

  it("reloads the center after the center's own action whatever the flag, each path once", () => {
    expect(afterSecuritySave(['reset', 'users'], lists, { flags: {}, fromCenter: true })).toEqual({ revalidate: ['reset', 'users'], reloadCenter: true })
  })

  it('reads the flag by its name, not another flag', () => {
    expect(SECURITY_CENTER_RELOAD_FLAG).toBe('security-center-major-version')
    expect(afterSecuritySave(['mfa'], lists, { flags: { 'security-center-show-login-flows': true } }).reloadCenter).toBe(false)
  })
})
