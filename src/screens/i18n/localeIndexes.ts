import type { TranslatedLocale } from './locales'
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
