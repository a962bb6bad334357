import { useLayoutEffect, type ReactNode } from 'react'
import { paletteToTheme, ThemeProvider, type ThemeMode } from '../src/primitives'

/**
 * The story under the toolbar's theme, on a canvas of that theme: the body (edge to edge, in every
 * layout) takes the theme's background and colour scheme, so a dark story is dark all over rather
 * than a dark card on white. The body's own style comes back when the story goes.
 */
export function ThemedCanvas({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  useLayoutEffect(() => {
    const { style } = document.body
    const before = { background: style.background, colorScheme: style.colorScheme }
    const { color } = paletteToTheme({}, mode)
    style.background = color.background.default
    style.colorScheme = mode
    return () => {
      style.background = before.background
      style.colorScheme = before.colorScheme
    }
  }, [mode])
  return <ThemeProvider mode={mode}>{children}</ThemeProvider>
}
