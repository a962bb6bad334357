import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import { defaultMessages, mergeMessages, type Messages, type MessagesOverride } from './messages'

/** The language the built-in catalogue is written in. */
export const DEFAULT_LOCALE = 'en'

/** A locale module loaded when first needed: `() => import('./locales/fr')`, its default export a MessagesOverride. */
export type MessagesLoader = () => Promise<{ default: MessagesOverride }>

interface MessagesContextValue {
  messages: Messages
  /** The host's overrides as given: each area's catalogue (the admin portal's) lays them over its own defaults. */
  overrides: MessagesOverride | undefined
  locale: string
}

const MessagesContext = /* @__PURE__ */ createContext<MessagesContextValue>({ messages: defaultMessages, overrides: undefined, locale: DEFAULT_LOCALE })

export interface MessagesProviderProps {
  /**
   * Strings to change, at any depth (the rest keep their defaults), or a locale module loaded when
   * this provider first renders: `messages={loadFrench}` with `const loadFrench = () => import('./fr')`
   * declared once, outside any component. Until the module is in, the provider suspends (the host's
   * Suspense boundary shows its fallback); a module that fails to load throws to the host's error boundary.
   */
  messages?: MessagesOverride | MessagesLoader
  /** The BCP 47 locale counts, plurals, dates and relative times are written for (Intl); English by default. */
  locale?: string
  children?: ReactNode
}

// One load per locale module, however often the provider renders or suspends.
const loads = new WeakMap<MessagesLoader, Promise<MessagesOverride>>()
function loadOnce(loader: MessagesLoader): Promise<MessagesOverride> {
  let load = loads.get(loader)
  if (!load) {
    load = loader().then((module) => module.default)
    loads.set(loader, load)
  }
  return load
}

/** Overrides the screens' strings and locale for everything inside it. */
export function MessagesProvider({ messages, locale = DEFAULT_LOCALE, children }: MessagesProviderProps) {
  const overrides = typeof messages === 'function' ? use(loadOnce(messages)) : messages
  const value = useMemo(() => ({ messages: mergeMessages(overrides), overrides, locale }), [overrides, locale])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

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
