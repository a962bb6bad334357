import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { defaultMessages, mergeMessages, type Messages, type MessagesOverride } from './messages'

/** The language the built-in catalogue is written in. */
export const DEFAULT_LOCALE = 'en'

const MessagesContext = /* @__PURE__ */ createContext<{ messages: Messages; locale: string }>({ messages: defaultMessages, locale: DEFAULT_LOCALE })

export interface MessagesProviderProps {
  /** Strings to change, at any depth; the rest keep their defaults. */
  messages?: MessagesOverride
  /** The BCP 47 locale counts, plurals, dates and relative times are written for (Intl); English by default. */
  locale?: string
  children?: ReactNode
}

/** Overrides the screens' strings and locale for everything inside it. */
export function MessagesProvider({ messages, locale = DEFAULT_LOCALE, children }: MessagesProviderProps) {
  const value = useMemo(() => ({ messages: mergeMessages(messages), locale }), [messages, locale])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

export function useMessages(): Messages {
  return useContext(MessagesContext).messages
}

/** The locale the screens write counts, plurals and times for. */
export function useLocale(): string {
  return useContext(MessagesContext).locale
}
