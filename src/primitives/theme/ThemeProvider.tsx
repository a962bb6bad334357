import { startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider'
import { OverlayLanguageContext } from './overlayLanguage'
import { useIsClient } from '../useIsClient'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { cx } from '../cx'
import { vars } from './contract.css'
import { paletteToTheme, type ThemeShape } from './palette'
import { overlayRoot, themeRoot } from './ThemeProvider.css'
import type { PaletteInput, ThemeMode } from './types'

/** A theme as JSON can hold it (the theme builder copies one): `<ThemeProvider {...theme}>`. */
export interface ThemeSettings extends ThemeShape {
  /** Any part of a palette; the rest comes from the mode's default palette. */
  palette?: PaletteInput
  mode?: ThemeMode
}

export interface ThemeProviderProps extends ThemeSettings {
  /** Classes for the wrapping div only (layout, filling the page); overlays do not get them. */
  className?: string
  children?: ReactNode
}

/**
 * Sets every theme variable on a wrapping div, so providers can nest (a themed preview inside an app).
 * Overlays (dialogs, menus, popovers) portal out of that div to the body, so each provider also
 * renders a themed home for them at the end of the body and points react-aria's portals at it.
 */
export function ThemeProvider({ palette, mode = 'light', radius, fontFamily, className, children }: ThemeProviderProps) {
  const tokens = useMemo(() => paletteToTheme(palette, mode, { radius, fontFamily }), [palette, mode, radius, fontFamily])
  const style = useMemo(() => assignInlineVars(vars, tokens), [tokens])
  const isClient = useIsClient()
  // Inside a MessagesProvider the overlays speak its language in its direction; a MessagesProvider inside this one gives them a home of their own.
  const { lang, dir } = useContext(OverlayLanguageContext)
  // State, not a ref: an overlay asked for its container before it existed renders once it does.
  // Set in a transition: a state set as refs attach would re-render at once, before the first
  // paint, and pull every effect of the page in ahead of it; an overlay open on mount shows a frame later.
  const [overlays, setOverlays] = useState<HTMLDivElement | null>(null)
  const overlaysRef = useCallback((node: HTMLDivElement | null) => startTransition(() => setOverlays(node)), [])
  const getContainer = useMemo(() => () => overlays, [overlays])
  return (
    <div className={cx(themeRoot, className)} style={style} data-theme={mode}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      {isClient && createPortal(<div ref={overlaysRef} className={overlayRoot} style={style} data-theme={mode} lang={lang} dir={dir} data-gatehouse-overlays="" />, document.body)}
    </div>
  )
}
