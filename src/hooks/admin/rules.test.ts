import { describe, expect, it } from 'vitest'
import { evaluateCondition, evaluateFlag, evaluatePlan, evaluateRule, OPERATIONS, parseInstant, ruleTreatment, type Condition, type FeatureFlag, type Rule } from './rules'

const MALFORMED = 'malformed' as const
type Expected = boolean | typeof MALFORMED

const condition = (op: string, value: unknown, negate = false, attribute = 'a'): Condition => ({ attribute, op, value, negate }) as unknown as Condition

const DAY = Date.UTC(2026, 4, 1) // 2026-05-01T00:00:00Z
const LATER = Date.UTC(2026, 4, 1, 12) // 2026-05-01T12:00:00Z

/**
 * [op, value, attribute, expected]: expected is the verdict without negation; a negated condition
 * gives the opposite, except MALFORMED, which is false both ways (flag-rules.md).
 */
const TABLE: Array<[string, unknown, unknown, Expected]> = [
  // in_list
  ['in_list', { list: ['gold', 'silver'] }, 'gold', true],
  ['in_list', { list: ['gold', 'silver'] }, 'bronze', false],
  ['in_list', { list: ['gold'] }, 'Gold', false],
  ['in_list', { list: [] }, 'gold', false],
  ['in_list', { list: ['gold', 'silver'] }, ['bronze', 'silver'], true],
  ['in_list', { list: ['gold', 'silver'] }, ['bronze'], false],
  ['in_list', { list: ['gold'] }, [], false],
  ['in_list', { list: ['gold', 1] }, 'gold', MALFORMED],
  ['in_list', { list: 'gold' }, 'gold', MALFORMED],
  ['in_list', {}, 'gold', MALFORMED],
  ['in_list', { list: ['1'] }, 1, MALFORMED],
  ['in_list', { list: ['gold'] }, ['gold', 2], MALFORMED],
  ['in_list', { list: ['gold'] }, null, MALFORMED],
  // starts_with / ends_with / contains
  ['starts_with', { list: ['admin@', 'ops@'] }, 'ops@acme.test', true],
  ['starts_with', { list: ['admin@'] }, 'user@acme.test', false],
  ['starts_with', { list: ['Admin'] }, 'admin@acme.test', false],
  ['starts_with', { list: ['admin'] }, 42, MALFORMED],
  ['starts_with', { list: [7] }, 'admin', MALFORMED],
  ['starts_with', { string: 'admin' }, 'admin', MALFORMED],
  ['ends_with', { list: ['@acme.test', '@acme.example'] }, 'jo@acme.test', true],
  ['ends_with', { list: ['@acme.test'] }, 'jo@other.test', false],
  ['ends_with', { list: ['@acme.test'] }, ['jo@acme.test'], MALFORMED],
  ['ends_with', null, 'jo@acme.test', MALFORMED],
  ['contains', { list: ['beta', 'canary'] }, 'eu-canary-2', true],
  ['contains', { list: ['beta'] }, 'eu-stable-2', false],
  ['contains', { list: ['beta'] }, true, MALFORMED],
  ['contains', { list: ['beta', null] }, 'beta', MALFORMED],
  // matches
  ['matches', { string: '^[a-z]+@acme\\.test$' }, 'jo@acme.test', true],
  ['matches', { string: '^[a-z]+@acme\\.test$' }, 'jo@acmeXtest', false],
  ['matches', { string: 'acme' }, 'jo@acme.test', true],
  ['matches', { string: '(' }, 'anything', false], // an invalid expression does not match, so negated it holds
  ['matches', { string: '[z-a]' }, 'z', false],
  ['matches', { string: 5 }, 'jo', MALFORMED],
  ['matches', { list: ['jo'] }, 'jo', MALFORMED],
  ['matches', { string: 'jo' }, 5, MALFORMED],
  // numeric comparisons: attribute OP number
  ['equal', { number: 5 }, 5, true],
  ['equal', { number: 5 }, 6, false],
  ['equal', { number: 0 }, -0, true],
  ['equal', { number: '5' }, 5, MALFORMED],
  ['equal', { number: 5 }, '5', MALFORMED],
  ['equal', { number: Number.NaN }, 5, MALFORMED],
  ['equal', { number: 5 }, Number.NaN, MALFORMED],
  ['greater_than', { number: 10 }, 11, true],
  ['greater_than', { number: 10 }, 10, false],
  ['greater_than', { number: 10 }, 9, false],
  ['greater_than', { number: 10 }, Number.POSITIVE_INFINITY, MALFORMED],
  ['greater_than', {}, 11, MALFORMED],
  ['greater_than_equal', { number: 10 }, 10, true],
  ['greater_than_equal', { number: 10 }, 10.5, true],
  ['greater_than_equal', { number: 10 }, 9.99, false],
  ['greater_than_equal', { number: 10 }, null, MALFORMED],
  ['lower_than', { number: 10 }, 9, true],
  ['lower_than', { number: 10 }, 10, false],
  ['lower_than', { number: 10 }, -20, true],
  ['lower_than', { number: 10 }, [9], MALFORMED],
  ['lower_than_equal', { number: 10 }, 10, true],
  ['lower_than_equal', { number: 10 }, 11, false],
  ['lower_than_equal', { number: null }, 1, MALFORMED],
  // between_numeric: start ≤ attribute ≤ end
  ['between_numeric', { start: 1, end: 10 }, 1, true],
  ['between_numeric', { start: 1, end: 10 }, 10, true],
  ['between_numeric', { start: 1, end: 10 }, 5.5, true],
  ['between_numeric', { start: 1, end: 10 }, 0, false],
  ['between_numeric', { start: 1, end: 10 }, 11, false],
  ['between_numeric', { start: 10, end: 1 }, 5, false],
  ['between_numeric', { start: 1 }, 5, MALFORMED],
  ['between_numeric', { start: '1', end: 10 }, 5, MALFORMED],
  ['between_numeric', { start: 1, end: 10 }, '5', MALFORMED],
  // is
  ['is', { boolean: true }, true, true],
  ['is', { boolean: true }, false, false],
  ['is', { boolean: false }, false, true],
  ['is', { boolean: 'true' }, true, MALFORMED],
  ['is', { boolean: true }, 'true', MALFORMED],
  ['is', { boolean: true }, 1, MALFORMED],
  // on: the same instant
  ['on', { date: '2026-05-01T00:00:00Z' }, new Date(DAY), true],
  ['on', { date: DAY }, '2026-05-01', true],
  ['on', { date: new Date(DAY) }, DAY, true],
  ['on', { date: '2026-05-01T03:00:00+03:00' }, '2026-05-01T00:00:00.000Z', true],
  ['on', { date: '2026-05-01' }, new Date(LATER), false],
  ['on', { date: '2026-05-01' }, DAY + 1, false],
  ['on', { date: 'May 1, 2026' }, DAY, MALFORMED],
  ['on', { date: '2026-02-30' }, DAY, MALFORMED],
  ['on', { date: '2026-05-01' }, 'yesterday', MALFORMED],
  ['on', { date: '2026-05-01' }, new Date(Number.NaN), MALFORMED],
  ['on', { date: '2026-05-01' }, true, MALFORMED],
  ['on', { day: '2026-05-01' }, DAY, MALFORMED],
  ['on', { date: '1777593600000' }, DAY, MALFORMED],
  // on_or_after / on_or_before
  ['on_or_after', { date: '2026-05-01' }, new Date(DAY), true],
  ['on_or_after', { date: '2026-05-01' }, '2026-05-01T12:00:00Z', true],
  ['on_or_after', { date: '2026-05-01' }, '2026-04-30T23:59:59.999Z', false],
  ['on_or_after', { date: 'not a date' }, DAY, MALFORMED],
  ['on_or_after', { date: '2026-05-01' }, {}, MALFORMED],
  ['on_or_before', { date: '2026-05-01T12:00:00Z' }, LATER, true],
  ['on_or_before', { date: '2026-05-01T12:00:00Z' }, DAY, true],
  ['on_or_before', { date: '2026-05-01T12:00:00Z' }, LATER + 1, false],
  ['on_or_before', { date: null }, DAY, MALFORMED],
  // between_date: inclusive both ends
  ['between_date', { start: '2026-05-01', end: '2026-05-01T12:00:00Z' }, DAY, true],
  ['between_date', { start: '2026-05-01', end: '2026-05-01T12:00:00Z' }, LATER, true],
  ['between_date', { start: '2026-05-01', end: '2026-05-01T12:00:00Z' }, '2026-05-01T06:00:00Z', true],
  ['between_date', { start: '2026-05-01', end: '2026-05-01T12:00:00Z' }, LATER + 1, false],
  ['between_date', { start: '2026-05-01', end: '2026-05-01T12:00:00Z' }, DAY - 1, false],
  ['between_date', { start: '2026-05-01' }, DAY, MALFORMED],
  ['between_date', { start: '2026-05-01', end: '2026-13-01' }, DAY, MALFORMED],
  ['between_date', { start: '2026-05-01', end: '2026-06-01' }, 'soon', MALFORMED],
  // unknown operations
  ['not_an_op', { list: ['a'] }, 'a', MALFORMED],
  ['IN_LIST', { list: ['a'] }, 'a', MALFORMED],
  ['toString', {}, 'a', MALFORMED],
  ['__proto__', {}, 'a', MALFORMED],
]

describe('evaluateCondition: every operation, its negation, its malformed input', () => {
  it('the table covers every operation', () => {
    expect(new Set(TABLE.map(([op]) => op))).toEqual(new Set([...OPERATIONS, 'not_an_op', 'IN_LIST', 'toString', '__proto__']))
  })

  describe.each(TABLE)('%s %j with attribute %j', (op, value, attribute, expected) => {
    it(`→ ${expected === MALFORMED ? 'false (malformed)' : expected}`, () => {
      expect(evaluateCondition(condition(op, value, false), { a: attribute })).toBe(expected === true)
    })
    it(`negated → ${expected === MALFORMED ? 'false (malformed)' : !expected}`, () => {
      expect(evaluateCondition(condition(op, value, true), { a: attribute })).toBe(expected === false)
    })
  })

  it.each(OPERATIONS)('%s: a missing attribute is false, negated or not', (op) => {
    const value = { list: ['x'], string: 'x', number: 1, start: 0, end: 2, boolean: true, date: DAY }
    expect(evaluateCondition(condition(op, value, false, 'absent'), { a: 'x' })).toBe(false)
    expect(evaluateCondition(condition(op, value, true, 'absent'), { a: 'x' })).toBe(false)
    expect(evaluateCondition(condition(op, value, true, 'a'), { a: undefined })).toBe(false)
  })

  it('inherited properties are not attributes', () => {
    expect(evaluateCondition(condition('is', { boolean: true }, true, 'constructor'), {})).toBe(false)
    expect(evaluateCondition(condition('contains', { list: ['Object'] }, false, 'toString'), {})).toBe(false)
  })

  it('malformed conditions are false, never thrown', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'in_list',
      [],
      { op: 'is', value: { boolean: true } },
      { attribute: 7, op: 'is', value: { boolean: true }, negate: false },
      { attribute: 'a', value: { boolean: true }, negate: true },
      { attribute: 'a', op: 'is', negate: true },
      { attribute: 'a', op: 'is', value: { boolean: true }, negate: 'yes' },
    ]
    for (const entry of bad) {
      expect(() => evaluateCondition(entry as Condition, { a: true })).not.toThrow()
      expect(evaluateCondition(entry as Condition, { a: true })).toBe(false)
    }
  })

  it('negate may be left out (read as false)', () => {
    expect(evaluateCondition({ attribute: 'a', op: 'is', value: { boolean: true } } as unknown as Condition, { a: true })).toBe(true)
  })

  it('attributes that are not an object give nothing to test', () => {
    expect(evaluateCondition(condition('is', { boolean: true }), null as never)).toBe(false)
    expect(evaluateCondition(condition('is', { boolean: true }, true), ['a'] as never)).toBe(false)
  })
})

describe('parseInstant: dates as flag-rules.md reads them', () => {
  it.each<[unknown, number | null]>([
    ['2026-05-01', DAY],
    ['2026-05-01T00:00:00Z', DAY],
    ['2026-05-01T12:00Z', LATER],
    ['2026-05-01T12:00:00', LATER], // no offset: UTC, the same on every machine
    ['2026-05-01T12:00:00.5Z', LATER + 500],
    ['2026-05-01T12:00:00.123456Z', LATER + 123],
    ['2026-05-01T14:00:00+02:00', LATER],
    ['2026-05-01T07:30:00-04:30', LATER],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['0099-01-01', new Date('0099-01-01T00:00:00Z').getTime()], // a two-digit year is not moved to 19xx
    [new Date(DAY), DAY],
    [DAY, DAY],
    [0, 0],
    [-86_400_000, -86_400_000],
    ['2023-02-29', null],
    ['2026-02-30', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-05-01T24:00:00Z', null],
    ['2026-05-01T12:60:00Z', null],
    ['2026-05-01T12:00:60Z', null],
    ['2026-05-01T12:00:00+24:00', null],
    ['2026-05-01 12:00:00', null],
    ['2026-5-1', null],
    ['May 1, 2026', null],
    ['1777593600000', null],
    ['', null],
    [new Date('nonsense'), null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [9e15, null],
    [null, null],
    [undefined, null],
    [{ date: DAY }, null],
  ])('%j → %s', (input, expected) => {
    expect(parseInstant(input)).toBe(expected)
  })
})

const isGold = condition('in_list', { list: ['gold'] }, false, 'tier')
const isBeta = condition('is', { boolean: true }, false, 'beta')
const bigSeats = condition('greater_than', { number: 50 }, false, 'seats')

describe('evaluateRule: conditions combined', () => {
  const and = (...conditions: unknown[]) => ({ conditionLogic: 'and', conditions, treatment: 'true' }) as Rule
  const or = (...conditions: unknown[]) => ({ conditionLogic: 'or', conditions, treatment: 'true' }) as Rule
  const gold = { tier: 'gold', beta: true, seats: 10 }

  it('and needs every condition (spec/admin.md §5)', () => {
    expect(evaluateRule(and(isGold, isBeta), gold)).toBe(true)
    expect(evaluateRule(and(isGold, isBeta, bigSeats), gold)).toBe(false)
  })

  it('or needs any one', () => {
    expect(evaluateRule(or(bigSeats, isGold), gold)).toBe(true)
    expect(evaluateRule(or(bigSeats), gold)).toBe(false)
  })

  it('a malformed condition fails an and, and does not help an or', () => {
    const broken = condition('equal', { number: 'ten' }, true, 'seats')
    expect(evaluateRule(and(isGold, broken), gold)).toBe(false)
    expect(evaluateRule(or(broken, bigSeats), gold)).toBe(false)
    expect(evaluateRule(or(broken, isGold), gold)).toBe(true)
  })

  it('groups nest', () => {
    const group = { conditionLogic: 'or', conditions: [bigSeats, isBeta] }
    expect(evaluateRule(and(isGold, group), gold)).toBe(true)
    expect(evaluateRule(and(isGold, group), { ...gold, beta: false })).toBe(false)
    expect(evaluateRule(or(and(isGold, isBeta), bigSeats), { tier: 'silver', seats: 51 })).toBe(true)
  })

  it('an empty and holds, an empty or does not', () => {
    expect(evaluateRule(and(), {})).toBe(true)
    expect(evaluateRule(or(), {})).toBe(false)
  })

  it('a missing conditionLogic reads as and; an unknown one never holds', () => {
    expect(evaluateRule({ conditions: [isGold, isBeta], treatment: 'true' } as unknown as Rule, gold)).toBe(true)
    expect(evaluateRule({ conditions: [isGold, bigSeats], treatment: 'true' } as unknown as Rule, gold)).toBe(false)
    expect(evaluateRule({ conditionLogic: 'xor', conditions: [isGold], treatment: 'true' } as unknown as Rule, gold)).toBe(false)
    expect(evaluateRule({ conditionLogic: 'AND', conditions: [isGold], treatment: 'true' } as unknown as Rule, gold)).toBe(false)
  })

  it('malformed rules and groups are false, never thrown', () => {
    for (const bad of [null, undefined, 'rule', [], {}, { conditionLogic: 'and', conditions: 'all' }, isGold, { conditionLogic: 'and', conditions: [null, 3] }]) {
      expect(() => evaluateRule(bad as unknown as Rule, gold)).not.toThrow()
      expect(evaluateRule(bad as unknown as Rule, gold)).toBe(false)
    }
    expect(evaluateRule(and({ conditionLogic: 'and' }), gold)).toBe(false)
  })

  it('absurdly deep nesting is malformed rather than a stack overflow', () => {
    let deep: object = isGold
    for (let depth = 0; depth < 10_000; depth++) deep = { conditionLogic: 'and', conditions: [deep] }
    expect(() => evaluateRule(deep as Rule, gold)).not.toThrow()
    expect(evaluateRule(deep as Rule, gold)).toBe(false)
    let shallow: object = isGold
    for (let depth = 0; depth < 10; depth++) shallow = { conditionLogic: 'and', conditions: [shallow] }
    expect(evaluateRule(shallow as Rule, gold)).toBe(true)
  })
})

describe('ruleTreatment', () => {
  it('a holding rule gives its treatment; one that does not hold gives none', () => {
    expect(ruleTreatment({ conditionLogic: 'and', conditions: [isGold], treatment: 'false' }, { tier: 'gold' })).toBe('false')
    expect(ruleTreatment({ conditionLogic: 'and', conditions: [isGold], treatment: 'true' }, { tier: 'gold' })).toBe('true')
    expect(ruleTreatment({ conditionLogic: 'and', conditions: [isGold], treatment: 'true' }, { tier: 'silver' })).toBeUndefined()
  })

  it('a rule without a valid treatment gives none', () => {
    expect(ruleTreatment({ conditionLogic: 'and', conditions: [isGold], treatment: true } as unknown as Rule, { tier: 'gold' })).toBeUndefined()
    expect(ruleTreatment({ conditionLogic: 'and', conditions: [isGold] } as unknown as Rule, { tier: 'gold' })).toBeUndefined()
  })
})

describe('evaluateFlag: flag-rules.md', () => {
  const rules: Rule[] = [
    { conditionLogic: 'and', conditions: [isGold], treatment: 'true' },
    { conditionLogic: 'and', conditions: [isBeta], treatment: 'false' },
    { conditionLogic: 'and', conditions: [], treatment: 'true' },
  ]
  const flag: FeatureFlag = { on: true, offTreatment: 'false', defaultTreatment: 'false', rules: rules.slice(0, 2) }

  it('off answers offTreatment, whatever the rules say', () => {
    expect(evaluateFlag({ ...flag, on: false }, { tier: 'gold' })).toBe('false')
    expect(evaluateFlag({ ...flag, on: false, offTreatment: 'true' }, {})).toBe('true')
  })

  it('on: the first rule that holds answers', () => {
    expect(evaluateFlag(flag, { tier: 'gold', beta: true })).toBe('true')
    expect(evaluateFlag({ ...flag, rules: [rules[1]!, rules[0]!] }, { tier: 'gold', beta: true })).toBe('false')
  })

  it('on: no rule holds → defaultTreatment', () => {
    expect(evaluateFlag(flag, { tier: 'silver' })).toBe('false')
    expect(evaluateFlag({ ...flag, defaultTreatment: 'true' }, { tier: 'silver' })).toBe('true')
    expect(evaluateFlag({ on: true, offTreatment: 'false', defaultTreatment: 'true' }, {})).toBe('true')
  })

  it('a rule with no conditions targets everyone', () => {
    expect(evaluateFlag({ ...flag, rules: [rules[2]!] }, {})).toBe('true')
  })

  it('rules that cannot be read are skipped', () => {
    const broken = [null, { conditionLogic: 'and', conditions: [isGold], treatment: 'maybe' }, rules[0]]
    expect(evaluateFlag({ ...flag, rules: broken } as unknown as FeatureFlag, { tier: 'gold' })).toBe('true')
    expect(evaluateFlag({ ...flag, rules: 'all' } as unknown as FeatureFlag, {})).toBe('false')
  })

  it('only on: true is on; malformed treatments answer false', () => {
    expect(evaluateFlag({ ...flag, on: 'true', offTreatment: 'false' } as unknown as FeatureFlag, { tier: 'gold' })).toBe('false')
    expect(evaluateFlag({ on: false, offTreatment: 'on' } as unknown as FeatureFlag, {})).toBe('false')
    expect(evaluateFlag({ on: true, defaultTreatment: true } as unknown as FeatureFlag, {})).toBe('false')
    expect(evaluateFlag(null as unknown as FeatureFlag, {})).toBe('false')
  })
})

describe('evaluatePlan: plan targeting', () => {
  it('the first holding rule answers, else defaultTreatment', () => {
    const plan = { defaultTreatment: 'false' as const, rules: [{ conditionLogic: 'and' as const, conditions: [bigSeats], treatment: 'true' as const }] }
    expect(evaluatePlan(plan, { seats: 100 })).toBe('true')
    expect(evaluatePlan(plan, { seats: 5 })).toBe('false')
    expect(evaluatePlan({ defaultTreatment: 'true' }, {})).toBe('true')
    expect(evaluatePlan({ defaultTreatment: 'false', rules: [{ conditionLogic: 'and', conditions: [bigSeats], treatment: 'false' }] }, { seats: 100 })).toBe('false')
  })

  it('a malformed plan grants nothing', () => {
    expect(evaluatePlan({} as never, {})).toBe('false')
    expect(evaluatePlan(undefined as never, {})).toBe('false')
  })
})
