/**
 * A catalogue in another language: its shape, how one is checked against English, and the
 * pseudo-locale made from English. Pure, no React.
 */
import type { PluralForms } from './intl'
import type { TranslatedLocale } from './locales'

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/** An English message with plural forms: `{ one, other }`. */
type PluralShape = { readonly other: string }

/**
 * A whole catalogue in one language: every key of English, each string a string, and each message
 * with plural forms in the categories its language has (`{ one, few, many, other }` in Polish,
 * `{ other }` in Japanese), which `npm test` checks against Intl.PluralRules.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends PluralShape
      ? Exclude<keyof T[K], Intl.LDMLPluralRule> extends never
        ? PluralForms
        : Translation<T[K]>
      : Translation<T[K]>
}

/** A catalogue's module per locale, loaded the first time a screen reads the catalogue in that locale. */
export type CatalogueLocales<T> = { readonly [L in TranslatedLocale]: () => Promise<{ default: Translation<T> }> }

type Entries = Record<string, unknown>
const isEntries = (value: unknown): value is Entries => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A message with plural forms: only plural categories as keys, `other` among them. */
export function isPluralForms(value: unknown): value is PluralForms {
  return isEntries(value) && 'other' in value && Object.keys(value).every((key) => PLURAL_CATEGORIES.has(key))
}

/** The `{name}` placeholders of a message, sorted. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort()
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/**
 * What is wrong with a translation of `english` into `locale`, one line per problem with its key's
 * path: a key missing or not in English, a placeholder lost or added, plural forms that are not the
 * locale's categories (Intl.PluralRules). Empty when the translation is whole.
 */
export function translationProblems(english: object, translation: unknown, locale: string): string[] {
  const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort()
  const problems: string[] = []
  const walk = (source: unknown, target: unknown, path: string) => {
    if (typeof source === 'string') {
      if (typeof target !== 'string') problems.push(`${path}: missing`)
      else if (!same(placeholders(source), placeholders(target))) problems.push(`${path}: placeholders ${placeholders(target).join(', ') || 'none'}, English has ${placeholders(source).join(', ') || 'none'}`)
      return
    }
    if (isPluralForms(source)) {
      if (!isPluralForms(target)) {
        problems.push(`${path}: missing`)
        return
      }
      const forms = Object.keys(target).sort()
      if (!same(forms, categories)) problems.push(`${path}: plural forms ${forms.join(', ')}, ${locale} has ${categories.join(', ')}`)
      // Every form may name the count or leave it out ("un jour"); none may bring a placeholder English lacks, and `other` keeps them all.
      const allowed = new Set(Object.values(source).flatMap(placeholders))
      for (const [category, form] of Object.entries(target)) {
        const extra = placeholders(form).filter((name) => !allowed.has(name))
        if (extra.length) problems.push(`${path}.${category}: placeholder ${extra.join(', ')} not in English`)
      }
      if (!same(placeholders(target.other), placeholders(source.other))) problems.push(`${path}.other: placeholders ${placeholders(target.other).join(', ') || 'none'}, English has ${placeholders(source.other).join(', ') || 'none'}`)
      return
    }
    if (!isEntries(source)) return
    if (!isEntries(target)) {
      problems.push(`${path}: missing`)
      return
    }
    for (const key of Object.keys(source)) walk(source[key], target[key], path ? `${path}.${key}` : key)
    for (const key of Object.keys(target)) if (!(key in source)) problems.push(`${path ? `${path}.${key}` : key}: not in English`)
  }
  walk(english, translation, '')
  return problems
}

const ACCENTS = [...'àƀçđéƒĝĥîĵķľɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĽṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, ACCENTS[index] ?? letter]),
)
const FILLER = [...'ŀöŕéɱ îƥšûɱ đöľöŕ šîţ àɱéţ çöñšéçţéţûŕ àđîƥîšçîñĝ éľîţ']

/**
 * A message in the pseudo-locale: every letter accented, 40 % longer, in brackets, with its
 * `{placeholders}` as they are — so a layout that truncates, overflows or hard-codes a string shows it.
 */
export function pseudoLocalize(message: string): string {
  const accented = message
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('')
  const extra = Math.ceil(message.length * 0.4)
  const padding = extra > 1 ? ' ' + FILLER.join('').repeat(Math.ceil(extra / FILLER.length)).slice(0, extra - 1).trimEnd() : ''
  return `[${accented}${padding}]`
}

/** A whole catalogue in the pseudo-locale, plural forms and all. */
export function pseudoCatalogue<T extends object>(english: T): Translation<T> {
  const walk = (value: unknown): unknown =>
    typeof value === 'string' ? pseudoLocalize(value) : isEntries(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)])) : value
  return walk(english) as Translation<T>
}
