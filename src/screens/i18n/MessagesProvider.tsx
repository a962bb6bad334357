import { use, useMemo, type ReactNode } from 'react'
import { mergeMessages, type MessagesOverride } from './messages'
import { DEFAULT_LOCALE, MessagesContext, type MessagesLoader } from './useMessages'

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

