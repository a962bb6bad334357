import { use, useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from 'react-aria/PortalProvider'
import { OverlayLanguageContext } from '../../primitives/theme/overlayLanguage'
import { ControlWordsContext } from '../../primitives/controlWords'
import { useIsClient } from '../../primitives/useIsClient'
import { defaultMessages, mergeCatalogue, mergeMessages, type DeepPartial, type Messages, type MessagesOverride } from './messages'
import { matchLocale, preferredLocale, textDirection } from './locales'
import { LOCALE_MODULES } from './localeIndexes'
import { useLoadedTranslation, startTranslation } from './useCatalogue'
import { DEFAULT_LOCALE, MessagesContext, type MessagesLoader } from './useMessages'

export interface MessagesProviderProps {
  /**
   * Strings to change, at any depth (the rest keep their defaults), or a locale module loaded when
   * this provider first renders: `messages={loadFrench}` with `const loadFrench = () => import('./fr')`
   * declared once, outside any component. Until the module is in, the provider suspends (the host's
   * Suspense boundary shows its fallback); a module that fails to load throws to the host's error boundary.
   */
  messages?: MessagesOverride | MessagesLoader
  /**
   * The reader's locale (BCP 47): the screens speak its language when Gatehouse is written in it
   * ("de-AT" reads German; see LOCALES, and `en-XA` for the pseudo-locale) and write counts, plurals,
   * dates and times for it. When not given, the browser's languages (navigator.languages) choose:
   * the first one Gatehouse is written in, English when none is.
   */
  locale?: string
  /** The text direction, when the host sets its own; otherwise the language's ('rtl' for Arabic and Hebrew). */
  dir?: 'ltr' | 'rtl'
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

const subscribeToLanguages = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const browserLanguages = () => navigator.languages.join(',')
// On the server and while hydrating, English: the page the server wrote is the one hydrated.
const serverLanguages = () => DEFAULT_LOCALE

/** The browser's languages, best first, following a change of them in the browser's settings. */
function useBrowserLanguages(): readonly string[] {
  const languages = useSyncExternalStore(subscribeToLanguages, browserLanguages, serverLanguages)
  return useMemo(() => languages.split(',').filter(Boolean), [languages])
}

const contents: CSSProperties = { display: 'contents' }

/**
 * The screens' language and strings for everything inside it: the reader's locale (named, or the
 * browser's), its catalogues loaded as the screens need them, the host's overrides over them, and
 * its direction and language on the screens and on their overlays (dialogs, menus, popovers).
 */
export function MessagesProvider({ messages, locale, dir, children }: MessagesProviderProps) {
  const languages = useBrowserLanguages()
  const requested = locale ?? preferredLocale(languages)
  const catalogueLocale = matchLocale([requested])
  const direction = dir ?? textDirection(catalogueLocale)
  // Both modules start loading before either is waited for.
  const shared = startTranslation(defaultMessages, 'messages', { catalogueLocale, locales: LOCALE_MODULES })
  const hostLoad = typeof messages === 'function' ? loadOnce(messages) : undefined
  const translation = useLoadedTranslation(shared)
  const overrides = hostLoad ? use(hostLoad) : (messages as MessagesOverride | undefined)
  const value = useMemo(() => {
    const translated = translation ? mergeCatalogue<Messages>(defaultMessages, translation as DeepPartial<Messages>) : defaultMessages
    return { messages: mergeMessages(overrides, translated), overrides, locale: requested, catalogueLocale, locales: LOCALE_MODULES }
  }, [translation, overrides, requested, catalogueLocale])
  const language = useMemo(() => ({ lang: requested, dir: direction }), [requested, direction])
  return (
    <MessagesContext.Provider value={value}>
      <I18nProvider locale={requested}>
        <OverlayLanguageContext.Provider value={language}>
          <ControlWordsContext.Provider value={value.messages.controls}>
            <div lang={requested} dir={direction} style={contents}>
              <OverlaysIn lang={requested} dir={direction}>
                {children}
              </OverlaysIn>
            </div>
          </ControlWordsContext.Provider>
        </OverlayLanguageContext.Provider>
      </I18nProvider>
    </MessagesContext.Provider>
  )
}

/**
 * Dialogs, menus and popovers portal out of the page to the body (or the theme's overlay root), out
 * of reach of the wrapper's language and direction: they get a home of their own inside it that
 * carries both.
 */
function OverlaysIn({ lang, dir, children }: { lang: string; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  const { getContainer } = useUNSAFE_PortalContext()
  const isClient = useIsClient()
  // State, not a ref: an overlay asked for its container before it existed renders once it does.
  const [home, setHome] = useState<HTMLDivElement | null>(null)
  const getHome = useMemo(() => () => home, [home])
  const parent = isClient ? (getContainer?.() ?? document.body) : null
  return (
    <>
      <UNSAFE_PortalProvider getContainer={getHome}>{children}</UNSAFE_PortalProvider>
      {parent && createPortal(<div ref={setHome} lang={lang} dir={dir} style={contents} data-gatehouse-locale="" />, parent)}
    </>
  )
}
