import { createContext } from 'react'

/**
 * The language and direction of the screens around a ThemeProvider (MessagesProvider sets them), for
 * the overlays it renders at the end of the body, out of reach of the page's `lang` and `dir`.
 */
export const OverlayLanguageContext = /* @__PURE__ */ createContext<{ lang?: string; dir?: 'ltr' | 'rtl' }>({})
