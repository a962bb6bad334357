/**
 * A catalogue in another language: its shape, how one is checked against English, and the
 * pseudo-locale made from English. Pure, no React.
 */
import type { Catalogues } from './catalogues'
import type { PluralForms } from './intl'

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

/**
 * The screens in one locale (locales/<locale>/index.ts): the strings every screen shares, in the
 * index itself (the login box needs them at once), and every other catalogue a module of its own.
 */
export interface LocaleIndex {
  readonly messages: Translation<Catalogues['messages']>
  readonly load: { readonly [Name in Exclude<keyof Catalogues, 'messages'>]: () => Promise<{ default: Translation<Catalogues[Name]> }> }
}

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
