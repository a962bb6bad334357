import { describe, expect, it } from 'vitest'
import { ENTITLEMENTS_NOT_ENABLED, EntitlementsNotEnabledError, isEntitled, NO_EXPIRATION_TIME, type EntitlementContext, type Entitlements } from './entitlements'
import type { Condition, FeatureFlag, Rule } from './rules'

const NOW = Date.UTC(2026, 10, 22, 12)
const HOUR = 3_600_000
const on: EntitlementContext = { enabled: true, now: NOW }

const goldOnly: Rule = {
  conditionLogic: 'and',
  conditions: [{ attribute: 'tier', op: 'in_list', value: { list: ['gold'] }, negate: false } satisfies Condition],
  treatment: 'true',
}
const flagFor = (change: Partial<FeatureFlag> = {}): FeatureFlag => ({ on: true, offTreatment: 'false', defaultTreatment: 'false', rules: [goldOnly], ...change })

const entitlements: Entitlements = {
  features: {
    sso: { expireTime: NO_EXPIRATION_TIME, linkedPermissions: ['fe.secure.write.samlConfiguration'] },
    audits: { expireTime: NOW + HOUR, linkedPermissions: ['fe.secure.read.audits'] },
    expired: { expireTime: NOW - 1, linkedPermissions: ['fe.secure.read.expired'] },
    expiringNow: { expireTime: NOW },
    isoExpiry: { expireTime: '2026-11-23T00:00:00Z' },
    isoExpired: { expireTime: '2026-11-01T00:00:00Z' },
    badExpiry: { expireTime: 'next year' },
    flagged: { expireTime: null, featureFlag: flagFor() },
    flagOff: { featureFlag: flagFor({ on: false, offTreatment: 'false' }) },
    flagOffTreatmentTrue: { featureFlag: flagFor({ on: false, offTreatment: 'true' }) },
    expiredButFlagged: { expireTime: NOW - HOUR, featureFlag: flagFor() },
    planned: { planIds: ['missing-plan', 'pro'] },
    plannedByDefault: { planIds: ['starter'] },
    plannedNowhere: { planIds: ['missing-plan'] },
    notGranted: { planIds: [], linkedPermissions: [] },
    webhooks: { linkedPermissions: ['fe.connectivity.write.webhooks'] },
    webhooksExpired: { expireTime: NOW - HOUR, linkedPermissions: ['fe.connectivity.write.webhooks', 'fe.connectivity.read.events'] },
    slack: { expireTime: NOW - HOUR, linkedPermissions: ['fe.connectivity.read.slack'] },
    slackAlso: { linkedPermissions: ['fe.connectivity.read.slack'] },
  },
  plans: {
    pro: { defaultTreatment: 'false', rules: [goldOnly] },
    starter: { defaultTreatment: 'true' },
  },
  permissions: {
    'fe.secure.read.audits': true,
    'fe.secure.write.*': true,
    'fe.secure.read.expired': true,
    'fe.connectivity.write.webhooks': true,
    'fe.connectivity.read.*': true,
    'fe.usage.read': false,
  },
}

describe('isEntitled to a feature: direct grant, feature flag, or plan targeting (spec/admin.md §6)', () => {
  it.each<[string, string, Record<string, unknown>, string | true]>([
    ['granted for good (-1)', 'sso', {}, true],
    ['granted until an hour from now', 'audits', {}, true],
    ['expired a millisecond ago', 'expired', {}, 'BUNDLE_EXPIRED'],
    ['expiring at this very instant still counts', 'expiringNow', {}, true],
    ['expiry as an ISO string, ahead', 'isoExpiry', {}, true],
    ['expiry as an ISO string, past', 'isoExpired', {}, 'BUNDLE_EXPIRED'],
    ['an unreadable expiry grants nothing and is no expiry', 'badExpiry', {}, 'MISSING_FEATURE'],
    ['flag on, rule holds', 'flagged', { tier: 'gold' }, true],
    ['flag on, no rule holds, default false', 'flagged', { tier: 'silver' }, 'MISSING_FEATURE'],
    ['flag off', 'flagOff', { tier: 'gold' }, 'MISSING_FEATURE'],
    ['flag off with offTreatment true', 'flagOffTreatmentTrue', {}, true],
    ['expired bundle, but the flag grants it', 'expiredButFlagged', { tier: 'gold' }, true],
    ['expired bundle, flag does not grant: expiry is the reason', 'expiredButFlagged', { tier: 'silver' }, 'BUNDLE_EXPIRED'],
    ['plan rule holds (unknown plan ids skipped)', 'planned', { tier: 'gold' }, true],
    ['plan rule does not hold, plan default false', 'planned', { tier: 'silver' }, 'MISSING_FEATURE'],
    ['plan default true', 'plannedByDefault', {}, true],
    ['only unknown plans', 'plannedNowhere', { tier: 'gold' }, 'MISSING_FEATURE'],
    ['feature with no grant at all', 'notGranted', {}, 'MISSING_FEATURE'],
    ['feature not in the answer', 'billing', {}, 'MISSING_FEATURE'],
    ['inherited key is not a feature', 'constructor', {}, 'MISSING_FEATURE'],
  ])('%s → %s', (_, featureKey, attributes, expected) => {
    const result = isEntitled(entitlements, { featureKey }, { ...on, attributes })
    expect(result).toEqual(expected === true ? { isEntitled: true } : { isEntitled: false, justification: expected })
  })

  it('the time is the injected now, not the clock', () => {
    expect(isEntitled(entitlements, { featureKey: 'audits' }, { ...on, now: NOW + 2 * HOUR })).toEqual({ isEntitled: false, justification: 'BUNDLE_EXPIRED' })
    expect(isEntitled(entitlements, { featureKey: 'expired' }, { ...on, now: NOW - HOUR })).toEqual({ isEntitled: true })
  })

  it('without attributes, rules see none', () => {
    expect(isEntitled(entitlements, { featureKey: 'flagged' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
  })
})

describe('isEntitled to a permission: held, and a linked feature entitled', () => {
  it.each<[string, string, string | true]>([
    ['held exactly, linked feature granted', 'fe.secure.read.audits', true],
    ['held through a wildcard, linked feature granted for good', 'fe.secure.write.samlConfiguration', true],
    ['held, no feature links it', 'fe.secure.write.users', true],
    ['held, linked feature expired', 'fe.secure.read.expired', 'BUNDLE_EXPIRED'],
    ['held through a wildcard, its only linked feature expired', 'fe.connectivity.read.events', 'BUNDLE_EXPIRED'],
    ['held, one linked feature missing and one expired: expiry is the reason', 'fe.connectivity.write.webhooks', 'BUNDLE_EXPIRED'],
    ['held, one linked feature expired and the other never granted', 'fe.connectivity.read.slack', 'BUNDLE_EXPIRED'],
    ['not held', 'fe.secure.read.users', 'MISSING_PERMISSION'],
    ['mapped to false is not held', 'fe.usage.read', 'MISSING_PERMISSION'],
    ['fe.secure.write.* does not cover fe.secureX', 'fe.secureX.write', 'MISSING_PERMISSION'],
    ['case matters', 'FE.SECURE.READ.AUDITS', 'MISSING_PERMISSION'],
  ])('%s → %s', (_, permissionKey, expected) => {
    const result = isEntitled(entitlements, { permissionKey }, on)
    expect(result).toEqual(expected === true ? { isEntitled: true } : { isEntitled: false, justification: expected })
  })

  it('any one entitled linked feature entitles the permission', () => {
    const data: Entitlements = {
      ...entitlements,
      features: { ...entitlements.features, slackAlso: { expireTime: NO_EXPIRATION_TIME, linkedPermissions: ['fe.connectivity.read.slack'] } },
    }
    expect(isEntitled(data, { permissionKey: 'fe.connectivity.read.slack' }, on)).toEqual({ isEntitled: true })
  })

  it('a linked feature granted by a plan counts', () => {
    const data: Entitlements = { ...entitlements, features: { reports: { planIds: ['pro'], linkedPermissions: ['fe.secure.write.reports'] } } }
    expect(isEntitled(data, { permissionKey: 'fe.secure.write.reports' }, { ...on, attributes: { tier: 'gold' } })).toEqual({ isEntitled: true })
    expect(isEntitled(data, { permissionKey: 'fe.secure.write.reports' }, { ...on, attributes: { tier: 'free' } })).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
  })
})

describe('isEntitled with both keys, neither, or no data', () => {
  it('both must be entitled; the permission is checked first', () => {
    expect(isEntitled(entitlements, { permissionKey: 'fe.secure.read.audits', featureKey: 'sso' }, on)).toEqual({ isEntitled: true })
    expect(isEntitled(entitlements, { permissionKey: 'fe.secure.read.users', featureKey: 'expired' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_PERMISSION' })
    expect(isEntitled(entitlements, { permissionKey: 'fe.secure.read.audits', featureKey: 'expired' }, on)).toEqual({ isEntitled: false, justification: 'BUNDLE_EXPIRED' })
  })

  it('a query with no key asks for nothing known: denied', () => {
    expect(isEntitled(entitlements, {} as never, on)).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
    expect(isEntitled(entitlements, { featureKey: '' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
  })

  it('entitlements not loaded entitle nothing', () => {
    expect(isEntitled(null, { featureKey: 'sso' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
    expect(isEntitled(undefined, { permissionKey: 'fe.secure.read.audits' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_PERMISSION' })
    expect(isEntitled({} as Entitlements, { permissionKey: 'fe.secure.read.audits' }, on)).toEqual({ isEntitled: false, justification: 'MISSING_PERMISSION' })
  })

  it('malformed features and plans grant nothing and do not throw', () => {
    const data = {
      features: { a: null, b: { planIds: 'pro' }, c: { planIds: [null, 'ghost'] }, d: { featureFlag: 'on' } },
      plans: null,
      permissions: { 'fe.x': true },
    } as unknown as Entitlements
    for (const featureKey of ['a', 'b', 'c', 'd']) {
      expect(isEntitled(data, { featureKey }, on)).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' })
    }
    expect(isEntitled(data, { permissionKey: 'fe.x' }, on)).toEqual({ isEntitled: true })
  })
})

describe('entitlements not enabled', () => {
  it.each([false, undefined])('enabled %s → the check fails with an error', (enabled) => {
    const check = () => isEntitled(entitlements, { featureKey: 'sso' }, { enabled, now: NOW } as unknown as EntitlementContext)
    expect(check).toThrow(EntitlementsNotEnabledError)
    expect(check).toThrow(ENTITLEMENTS_NOT_ENABLED)
  })
})
