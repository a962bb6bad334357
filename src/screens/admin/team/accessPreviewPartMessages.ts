import type { CatalogueLocales } from '../../i18n/translation'
/** The words around the team dialogs' previews while their chunk loads; hosts override them under `admin.accessPreviewPart`. */
export const defaultAccessPreviewPartMessages = {
  accessPreviewPart: {
    loading: 'Working out who this change affects…',
    loadFailed: "We couldn't show who this change affects. You can still go on.",
    retry: 'Try again',
  },
}

/** The catalogue in each locale, a module of its own loaded when a screen first reads it in that locale. */
export const accessPreviewPartMessagesLocales: CatalogueLocales<typeof defaultAccessPreviewPartMessages> = {
  de: () => import('./locales/de/accessPreviewPartMessages'),
  fr: () => import('./locales/fr/accessPreviewPartMessages'),
  es: () => import('./locales/es/accessPreviewPartMessages'),
  'pt-BR': () => import('./locales/pt-BR/accessPreviewPartMessages'),
  it: () => import('./locales/it/accessPreviewPartMessages'),
  nl: () => import('./locales/nl/accessPreviewPartMessages'),
  pl: () => import('./locales/pl/accessPreviewPartMessages'),
  ja: () => import('./locales/ja/accessPreviewPartMessages'),
  'zh-CN': () => import('./locales/zh-CN/accessPreviewPartMessages'),
  ko: () => import('./locales/ko/accessPreviewPartMessages'),
  ar: () => import('./locales/ar/accessPreviewPartMessages'),
  he: () => import('./locales/he/accessPreviewPartMessages'),
}
