import { createContext, useContext } from 'react'
import { defaultMessages, type Messages, type MessagesOverride } from './messages'
import type { LocaleModules } from './localeIndexes'
import type { LocaleName } from './locales'

// The screens' strings as MessagesProvider sets them, read by every screen. The provider itself is a
// module of its own (MessagesProvider.tsx): a page that reads strings without laying a catalogue over
// them (the admin portal's shell) ships none of its code.

/** The language the built-in catalogue is written in. */
export const DEFAULT_LOCALE = 'en'

/** A locale module loaded when first needed: `() => import('./locales/fr')`, its default export a MessagesOverride. */
export type MessagesLoader = () => Promise<{ default: MessagesOverride }>

export interface MessagesContextValue {
  messages: Messages
  /** The host's overrides as given: each area's catalogue (the admin portal's) lays them over its own defaults. */
  overrides: MessagesOverride | undefined
  /** The locale Intl writes counts, dates and times for, as the host or the browser named it ("de-AT"). */
  locale: string
  /** The catalogues' locale that reader gets ("de"). */
  catalogueLocale: LocaleName
  /**
   * Where the locales' modules come from: MessagesProvider's, so that a page without one (English)
   * ships none of their imports.
   */
  locales?: LocaleModules
}


export const MessagesContext = /* @__PURE__ */ createContext<MessagesContextValue>({ messages: defaultMessages, overrides: undefined, locale: DEFAULT_LOCALE, catalogueLocale: DEFAULT_LOCALE })

/** The sign-in screens' strings: the English catalogue with the host's overrides. */
export function useMessages(): Messages {
  return useContext(MessagesContext).messages
}

/** The host's overrides as given to MessagesProvider, for an area that keeps its own catalogue. */
export function useMessageOverrides(): MessagesOverride | undefined {
  return useContext(MessagesContext).overrides
}

/** The locale the screens write counts, plurals and times for. */
export function useLocale(): string {
  return useContext(MessagesContext).locale
}

/** The catalogues' locale the screens read their strings in, and where its modules come from. */
export function useCatalogueLocale(): Pick<MessagesContextValue, 'catalogueLocale' | 'locales'> {
  return useContext(MessagesContext)
}
