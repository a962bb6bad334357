/**
 * Counts and times in the reader's language, through Intl: plural forms chosen by
 * Intl.PluralRules, numbers by Intl.NumberFormat, relative times by Intl.RelativeTimeFormat.
 */
import { format } from './messages'

/** A message's wording per plural category (Intl.PluralRules' names); `other` is required. */
export type PluralForms = { readonly other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>

/** The form for `count` in `locale`, with `{name}` filled with the count as the locale writes it. */
export function pluralize(forms: PluralForms, count: number, locale: string, name = 'count'): string {
  const category = new Intl.PluralRules(locale).select(count)
  return format(forms[category] ?? forms.other, { [name]: new Intl.NumberFormat(locale).format(count) })
}

/** Items joined as the locale writes a list ("a, b and c", "a、b、c"). */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

/** How far `time` is from `now` ("5 months ago", "in 30 days"), in the largest whole unit, rounded. */
export function relativeTime(time: Date | number, now: number, locale: string): string {
  const seconds = (new Date(time).getTime() - now) / 1000
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1]
  // Halves round away from now, the same way either side of it.
  const amount = Math.sign(seconds) * Math.round(Math.abs(seconds) / size)
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(amount, unit)
}

/** A calendar date as the locale writes it ("25 Nov 2026", "Nov 25, 2026"). */
export function formatDate(time: Date | number | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(time))
}
