import type { CatalogueName } from './catalogues'
import { PSEUDO_LOCALE, type TranslatedLocale } from './locales'
import type { LocaleIndex } from './translation'

/**
 * Each locale's index, a module loaded the first time a screen reads a string in that locale: one
 * dynamic import per locale in what every page ships, the catalogues' own modules listed in the index.
 */
export const LOCALE_INDEXES: { readonly [Locale in TranslatedLocale]: () => Promise<{ default: LocaleIndex }> } = {
  de: () => import('./locales/de/index'),
  fr: () => import('./locales/fr/index'),
  es: () => import('./locales/es/index'),
  'pt-BR': () => import('./locales/pt-BR/index'),
  it: () => import('./locales/it/index'),
  nl: () => import('./locales/nl/index'),
  pl: () => import('./locales/pl/index'),
  ja: () => import('./locales/ja/index'),
  'zh-CN': () => import('./locales/zh-CN/index'),
  ko: () => import('./locales/ko/index'),
  ar: () => import('./locales/ar/index'),
  he: () => import('./locales/he/index'),
}

/** A catalogue in a locale, through the locale's index: the shared strings are in it, every other catalogue a module it names. */
export async function loadTranslation(locale: TranslatedLocale, name: CatalogueName): Promise<unknown> {
  const { default: index } = await LOCALE_INDEXES[locale]()
  return name === 'messages' ? index.messages : (await index.load[name]()).default
}

/** Where a reader of another locale gets its strings: MessagesProvider hands these down, so a page without one ships none of the imports. */
export interface LocaleModules {
  /**
   * The pseudo-locale's name, here rather than imported by the screens' catalogue hooks: a constant a
   * bundler inlines from locales.ts leaves a bare import of it behind, which tied the admin portal's
   * chunks together in a host (its shell in 16 files where 8 do, 3 KiB gz more).
   */
  pseudoLocale: typeof PSEUDO_LOCALE
  translation: typeof loadTranslation
  pseudo: () => Promise<{ pseudoCatalogue: <T extends object>(english: T) => unknown }>
}

export const LOCALE_MODULES: LocaleModules = { pseudoLocale: PSEUDO_LOCALE, translation: loadTranslation, pseudo: () => import('./pseudoLocale') }
