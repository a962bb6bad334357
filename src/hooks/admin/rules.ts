import * as v from 'valibot'

/**
 * Targeting rules of feature flags and plans (spec/admin.md §5, reference/flag-rules.md), read in
 * the wire shape the identity API sends. Evaluation never throws: whatever cannot be evaluated is
 * simply false.
 *
 * Dates (on, on_or_after, on_or_before, between_date) are compared as instants in milliseconds.
 * Accepted: a valid Date, a finite epoch-ms number, or an ISO 8601 string `YYYY-MM-DD` or
 * `YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±HH:mm]`. A string with no offset is read as UTC (ECMAScript would
 * read a date-time without offset in the machine's local zone; a targeting rule must mean the same
 * instant everywhere). Other strings ('March 7, 2024', '2024-02-30', '1700000000000') are no dates.
 * `on` is the same instant to the millisecond, as flag-rules.md says; to target a whole day use
 * between_date with the day's first and last instants.
 */

export const OPERATIONS = [
  'in_list',
  'starts_with',
  'ends_with',
  'contains',
  'matches',
  'equal',
  'greater_than',
  'greater_than_equal',
  'lower_than',
  'lower_than_equal',
  'between_numeric',
  'is',
  'on',
  'between_date',
  'on_or_after',
  'on_or_before',
] as const

export type Operation = (typeof OPERATIONS)[number]
export type Treatment = 'true' | 'false'
export type ConditionLogic = 'and' | 'or'

/** One test of one attribute. `value`'s shape depends on `op` (see flag-rules.md). */
export interface Condition {
  readonly attribute: string
  readonly negate: boolean
  readonly op: Operation
  readonly value: Readonly<Record<string, unknown>>
}

/** Conditions combined by `and` (all) or `or` (any); groups nest. A group has no `op`. */
export interface ConditionGroup {
  readonly conditionLogic: ConditionLogic
  readonly conditions: readonly (Condition | ConditionGroup)[]
}

/** A group of conditions with the answer it gives when it holds. */
export interface Rule extends ConditionGroup {
  readonly treatment: Treatment
}

/** flag-rules.md: off → offTreatment; on → the first holding rule's treatment, else defaultTreatment. */
export interface FeatureFlag {
  readonly on: boolean
  readonly offTreatment: Treatment
  readonly defaultTreatment: Treatment
  readonly rules?: readonly Rule[]
}

/** A plan's targeting: the first holding rule's treatment, else defaultTreatment. */
export interface PlanTargeting {
  readonly defaultTreatment: Treatment
  readonly rules?: readonly Rule[]
}

/** The attributes conditions read, by name (`email`, `jwt.tenantId`, a host's custom attribute...). */
export type Attributes = Readonly<Record<string, unknown>>

/** Nesting deeper than this is treated as malformed rather than risking the stack. */
const MAX_DEPTH = 32

const finite = v.pipe(v.number(), v.finite())
const StringList = v.object({ list: v.array(v.string()) })
const Pattern = v.object({ string: v.string() })
const NumberValue = v.object({ number: finite })
const NumberRange = v.object({ start: finite, end: finite })
const BooleanValue = v.object({ boolean: v.boolean() })
const DateValue = v.object({ date: v.unknown() })
const DateRange = v.object({ start: v.unknown(), end: v.unknown() })

/** An operation's verdict: true/false when it could be evaluated, undefined when it could not. */
type Check = (attribute: unknown, value: unknown) => boolean | undefined

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)

function withStrings(test: (attribute: string, entry: string) => boolean): Check {
  return (attribute, value) => {
    if (typeof attribute !== 'string' || !v.is(StringList, value)) return undefined
    return value.list.some((entry) => test(attribute, entry))
  }
}

function compare(test: (attribute: number, number: number) => boolean): Check {
  return (attribute, value) => (isFiniteNumber(attribute) && v.is(NumberValue, value) ? test(attribute, value.number) : undefined)
}

function compareDate(test: (attribute: number, date: number) => boolean): Check {
  return (attribute, value) => {
    if (!v.is(DateValue, value)) return undefined
    const at = parseInstant(attribute)
    const date = parseInstant(value.date)
    return at === null || date === null ? undefined : test(at, date)
  }
}

const CHECKS: Record<Operation, Check> = {
  in_list: (attribute, value) => {
    if (!v.is(StringList, value)) return undefined
    if (typeof attribute === 'string') return value.list.includes(attribute)
    if (Array.isArray(attribute) && attribute.every((item) => typeof item === 'string')) {
      return attribute.some((item: string) => value.list.includes(item))
    }
    return undefined
  },
  starts_with: withStrings((attribute, entry) => attribute.startsWith(entry)),
  ends_with: withStrings((attribute, entry) => attribute.endsWith(entry)),
  contains: withStrings((attribute, entry) => attribute.includes(entry)),
  matches: (attribute, value) => {
    if (typeof attribute !== 'string' || !v.is(Pattern, value)) return undefined
    const expression = compilePattern(value.string)
    // flag-rules.md: an invalid expression does not match (so a negated one holds).
    return expression ? expression.test(attribute) : false
  },
  equal: compare((a, n) => a === n),
  greater_than: compare((a, n) => a > n),
  greater_than_equal: compare((a, n) => a >= n),
  lower_than: compare((a, n) => a < n),
  lower_than_equal: compare((a, n) => a <= n),
  between_numeric: (attribute, value) =>
    isFiniteNumber(attribute) && v.is(NumberRange, value) ? value.start <= attribute && attribute <= value.end : undefined,
  is: (attribute, value) => (typeof attribute === 'boolean' && v.is(BooleanValue, value) ? attribute === value.boolean : undefined),
  on: compareDate((a, d) => a === d),
  on_or_after: compareDate((a, d) => a >= d),
  on_or_before: compareDate((a, d) => a <= d),
  between_date: (attribute, value) => {
    if (!v.is(DateRange, value)) return undefined
    const at = parseInstant(attribute)
    const start = parseInstant(value.start)
    const end = parseInstant(value.end)
    return at === null || start === null || end === null ? undefined : start <= at && at <= end
  },
}

function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(source)
  } catch {
    return null
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/

/**
 * The instant (epoch ms) a Date, epoch-ms number or ISO 8601 string stands for, or null when it
 * is none. Strings without an offset are UTC; impossible calendar dates (Feb 30) are refused.
 */
export function parseInstant(input: unknown): number | null {
  if (input instanceof Date) {
    const time = input.getTime()
    return Number.isFinite(time) ? time : null
  }
  if (isFiniteNumber(input)) return Number.isFinite(new Date(input).getTime()) ? input : null
  if (typeof input !== 'string') return null
  const parts = ISO_DATE.exec(input)
  if (!parts) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = parts
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'))
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null
  let offset = 0
  if (zone !== 'Z') {
    const offsetHours = Number(zone.slice(1, 3))
    const offsetMinutes = Number(zone.slice(4, 6))
    if (offsetHours > 23 || offsetMinutes > 59) return null
    offset = (zone[0] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes)
  }
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, millis)
  return date.getTime() - offset * 60_000
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function attributeOf(attributes: unknown, name: string): unknown {
  // Own properties only: an attribute named 'constructor' or '__proto__' is not inherited.
  return isRecord(attributes) && Object.prototype.hasOwnProperty.call(attributes, name) ? attributes[name] : undefined
}

/**
 * A single condition. It holds when its operation holds (flipped by `negate`); a condition that
 * cannot be evaluated (unknown op, value of the wrong shape, missing or wrongly typed attribute,
 * negate that is not a boolean) is false whether negated or not.
 */
export function evaluateCondition(condition: Condition, attributes: Attributes): boolean {
  if (!isRecord(condition)) return false
  const { attribute: name, op, value, negate = false } = condition as Record<string, unknown>
  if (typeof name !== 'string' || typeof op !== 'string' || typeof negate !== 'boolean') return false
  if (!Object.prototype.hasOwnProperty.call(CHECKS, op)) return false
  const attribute = attributeOf(attributes, name)
  if (attribute === undefined) return false
  const verdict = CHECKS[op as Operation](attribute, value)
  if (verdict === undefined) return false
  return negate ? !verdict : verdict
}

function evaluateNode(node: unknown, attributes: Attributes, depth: number): boolean {
  if (!isRecord(node)) return false
  if ('op' in node) return evaluateCondition(node as unknown as Condition, attributes)
  return evaluateGroup(node, attributes, depth)
}

function evaluateGroup(group: Record<string, unknown>, attributes: Attributes, depth: number): boolean {
  if (depth > MAX_DEPTH || !Array.isArray(group.conditions)) return false
  // A missing conditionLogic reads as 'and' (spec/admin.md §5: every condition met).
  const logic = group.conditionLogic ?? 'and'
  const conditions = group.conditions as unknown[]
  if (logic === 'and') return conditions.every((child) => evaluateNode(child, attributes, depth + 1))
  if (logic === 'or') return conditions.some((child) => evaluateNode(child, attributes, depth + 1))
  return false
}

/**
 * Whether a rule (or any group of conditions) holds for these attributes: `and` needs every
 * condition, `or` any one; groups nest. An empty `and` holds (no condition fails), an empty `or`
 * does not. A rule without conditionLogic is read as `and`; an unknown logic never holds.
 */
export function evaluateRule(rule: Rule | ConditionGroup, attributes: Attributes): boolean {
  return isRecord(rule) && !('op' in rule) ? evaluateGroup(rule as unknown as Record<string, unknown>, attributes, 0) : false
}

function isTreatment(x: unknown): x is Treatment {
  return x === 'true' || x === 'false'
}

/** The answer a rule gives: its treatment when it holds, undefined when it does not (or has no valid treatment). */
export function ruleTreatment(rule: Rule, attributes: Attributes): Treatment | undefined {
  if (!isRecord(rule) || !isTreatment(rule.treatment)) return undefined
  return evaluateRule(rule, attributes) ? rule.treatment : undefined
}

function firstAnswer(rules: unknown, attributes: Attributes): Treatment | undefined {
  if (!Array.isArray(rules)) return undefined
  for (const rule of rules) {
    const answer = ruleTreatment(rule as Rule, attributes)
    if (answer !== undefined) return answer
  }
  return undefined
}

/** A treatment as sent, or 'false' when it is not one: a malformed flag or plan grants nothing. */
function treatmentOr(x: unknown): Treatment {
  return isTreatment(x) ? x : 'false'
}

/**
 * flag-rules.md: a flag that is off answers offTreatment; one that is on answers the treatment of
 * the first rule that holds, else defaultTreatment. `on` must be exactly true to count as on.
 */
export function evaluateFlag(flag: FeatureFlag, attributes: Attributes): Treatment {
  if (!isRecord(flag)) return 'false'
  if (flag.on !== true) return treatmentOr(flag.offTreatment)
  return firstAnswer(flag.rules, attributes) ?? treatmentOr(flag.defaultTreatment)
}

/** Plan targeting: the first holding rule's treatment, else the plan's defaultTreatment. */
export function evaluatePlan(plan: PlanTargeting, attributes: Attributes): Treatment {
  if (!isRecord(plan)) return 'false'
  return firstAnswer(plan.rules, attributes) ?? treatmentOr(plan.defaultTreatment)
}
