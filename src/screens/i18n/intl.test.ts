import { describe, expect, it } from 'vitest'
import { formatDate, pluralize, relativeTime } from './intl'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 23, 12)

describe('pluralize', () => {
  const days = { one: '{days} day', other: '{days} days' }

  it('picks the form Intl.PluralRules names for the count', () => {
    expect(pluralize(days, 1, 'en', 'days')).toBe('1 day')
    expect(pluralize(days, 30, 'en', 'days')).toBe('30 days')
    expect(pluralize(days, 0, 'en', 'days')).toBe('0 days')
  })

  it("follows the locale's rules: French says 0 jour, Polish has a few and a many form", () => {
    expect(pluralize({ one: '{n} jour', other: '{n} jours' }, 0, 'fr', 'n')).toBe('0 jour')
    const polish = { one: '{n} dzień', few: '{n} dni (few)', many: '{n} dni', other: '{n} dnia' }
    expect(pluralize(polish, 3, 'pl', 'n')).toBe('3 dni (few)')
    expect(pluralize(polish, 5, 'pl', 'n')).toBe('5 dni')
  })

  it('falls back to other when a form is missing, and writes the number as the locale does', () => {
    expect(pluralize({ other: '{count} items' }, 1, 'en')).toBe('1 items')
    expect(pluralize({ other: '{count} days' }, 1000, 'de')).toBe('1.000 days')
  })
})

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(NOW - 150 * DAY, NOW, 'en')).toBe('5 months ago')
    expect(relativeTime(NOW - 3 * DAY, NOW, 'en')).toBe('3 days ago')
    expect(relativeTime(NOW - 90 * 60_000, NOW, 'en')).toBe('2 hours ago')
    expect(relativeTime(NOW - 400 * DAY, NOW, 'en')).toBe('1 year ago')
  })

  it('says how long until a future time, in the reader’s language', () => {
    expect(relativeTime(NOW + 30 * DAY, NOW, 'en')).toBe('in 1 month')
    expect(relativeTime(NOW + 7 * DAY, NOW, 'en')).toBe('in 7 days')
    expect(relativeTime(NOW + 7 * DAY, NOW, 'fr')).toBe('dans 7 jours')
  })

  it('a moment ago is in seconds', () => {
    expect(relativeTime(NOW, NOW, 'en')).toBe('in 0 seconds')
    expect(relativeTime(NOW - 20_000, NOW, 'en')).toBe('20 seconds ago')
  })
})

describe('formatDate', () => {
  const day = Date.UTC(2026, 10, 25, 12)
  it('writes the date as the locale does', () => {
    expect(formatDate(day, 'en-US')).toBe('Nov 25, 2026')
    expect(formatDate(day, 'en-GB')).toBe('25 Nov 2026')
    expect(formatDate(new Date(day).toISOString(), 'fr')).toBe('25 nov. 2026')
  })
})
