import { useMemo, type ReactNode } from 'react'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { cx } from '../cx'
import { vars } from './contract.css'
import { paletteToTheme } from './palette'
import { themeRoot } from './ThemeProvider.css'
import type { PaletteInput, ThemeMode } from './types'

export interface ThemeProviderProps {
  /** Any part of a palette; the rest comes from the mode's default palette. */
  palette?: PaletteInput
  mode?: ThemeMode
  className?: string
  children?: ReactNode
}

/** Sets every theme variable on a wrapping div, so providers can nest (a themed preview inside an app). */
export function ThemeProvider({ palette, mode = 'light', className, children }: ThemeProviderProps) {
  const tokens = useMemo(() => paletteToTheme(palette, mode), [palette, mode])
  return (
    <div className={cx(themeRoot, className)} style={assignInlineVars(vars, tokens)} data-theme={mode}>
      {children}
    </div>
  )
}
