/**
 * The languages the screens are written in, and which one a reader gets: a host names a locale, or
 * the browser's languages (navigator.languages) pick one. Pure, no React.
 */

/** Every locale the catalogues ship in; English is the source every other is checked against. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'ja', 'zh-CN', 'ko', 'ar', 'he'] as const

/** The pseudo-locale for layout testing: English accented, 40 % longer and bracketed, made from the English catalogue. */
export const PSEUDO_LOCALE = 'en-XA'

export type LocaleName = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE
/** The locales each catalogue has a module for (English is the catalogue itself, the pseudo-locale made from it). */
export type TranslatedLocale = Exclude<LocaleName, 'en' | typeof PSEUDO_LOCALE>

const BY_LANGUAGE: Readonly<Record<string, LocaleName>> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  pt: 'pt-BR',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  ja: 'ja',
  ko: 'ko',
  ar: 'ar',
  he: 'he',
}

function parse(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag)
  } catch {
    return undefined
  }
}

/** The catalogue locale for one BCP 47 tag, or undefined when none is written in its language. */
function catalogueFor(tag: string): LocaleName | undefined {
  if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE
  const locale = parse(tag)
  if (!locale) return undefined
  // The Chinese catalogue is in simplified characters: a reader of traditional Chinese is better
  // served by their next language, if they have one.
  if (locale.language === 'zh') {
    const script = locale.maximize().script
    return script === 'Hans' ? 'zh-CN' : undefined
  }
  return BY_LANGUAGE[locale.language]
}

/**
 * The first of these languages, best first (a host's `locale`, or navigator.languages), that a
 * catalogue is written in, as the reader gave it ("de-AT", for Intl's dates and counts); English when none is.
 */
export function preferredLocale(requested: readonly string[]): string {
  return requested.find((tag) => catalogueFor(tag) !== undefined) ?? 'en'
}

/**
 * The catalogue locale for a reader who asked for these languages, best first: the first one a
 * catalogue is written in, by language ("de-AT" reads German, "pt-PT" the Brazilian catalogue,
 * "zh-TW" is passed over for the next), English when none is.
 */
export function matchLocale(requested: readonly string[]): LocaleName {
  return catalogueFor(preferredLocale(requested)) ?? 'en'
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'])

/** The direction a locale's text runs in: 'rtl' for Arabic, Hebrew and the other right-to-left scripts. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const locale = parse(tag)
  if (!locale) return 'ltr'
  const script = locale.maximize().script
  if (script === 'Arab' || script === 'Hebr' || script === 'Thaa' || script === 'Syrc' || script === 'Nkoo') return 'rtl'
  return RIGHT_TO_LEFT.has(locale.language) && script !== 'Latn' && script !== 'Cyrl' ? 'rtl' : 'ltr'
}
