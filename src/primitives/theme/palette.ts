import { mix, readableColor } from 'color2k'
import type {
  ColorInput,
  ColorRole,
  ColorTokens,
  Palette,
  PaletteInput,
  ThemeMode,
  ThemeTokens,
} from './types'

const colorRoles: readonly ColorRole[] = ['primary', 'secondary', 'error', 'success', 'warning', 'info']

/** Default light palette; every pair used for text passes WCAG AA (see palette.test.ts). */
export const lightPalette: Palette = {
  primary: { main: '#2450c9' },
  secondary: { main: '#4a5568' },
  error: { main: '#c0262d' },
  success: { main: '#24773a' },
  warning: { main: '#a65000' },
  info: { main: '#0b64a0' },
  neutral: {
    0: '#ffffff',
    50: '#f5f6f8',
    100: '#eceef2',
    200: '#dde1e7',
    300: '#c3c8d1',
    500: '#737b8a',
    700: '#4d5565',
    900: '#1b1f27',
  },
  background: { default: '#f5f6f8', paper: '#ffffff' },
  text: { primary: '#1b1f27', secondary: '#4d5565', disabled: '#8a919e' },
  border: '#dde1e7',
  focusRing: '#2450c9',
}

/** Default dark palette: lighter mains so they read on dark paper, neutrals run dark to light. */
export const darkPalette: Palette = {
  primary: { main: '#8fb3ff' },
  secondary: { main: '#b8c1d1' },
  error: { main: '#ff8f8a' },
  success: { main: '#79d08f' },
  warning: { main: '#f5c26b' },
  info: { main: '#7cc8f2' },
  neutral: {
    0: '#121419',
    50: '#1c2029',
    100: '#252a35',
    200: '#313744',
    300: '#444b5a',
    500: '#7d8597',
    700: '#aab2c0',
    900: '#e9ecf1',
  },
  background: { default: '#121419', paper: '#1c2029' },
  text: { primary: '#e9ecf1', secondary: '#aab2c0', disabled: '#6b7385' },
  border: '#313744',
  focusRing: '#8fb3ff',
}

export const defaultPalettes: Record<ThemeMode, Palette> = { light: lightPalette, dark: darkPalette }

/** Overlays `input` on `base`; a colour given replaces the base colour whole, so its tints follow the new main. */
export function mergePalette(base: Palette, input: PaletteInput = {}): Palette {
  const merged: Palette = {
    ...base,
    neutral: { ...base.neutral, ...input.neutral },
    background: { ...base.background, ...input.background },
    text: { ...base.text, ...input.text },
    border: input.border ?? base.border,
    focusRing: input.focusRing ?? base.focusRing,
  }
  for (const role of colorRoles) merged[role] = input[role] ?? base[role]
  return merged
}

/** Tints 0.4 / 0.7 and shades 0.15 / 0.2 of `main`, as the spec names them. */
export function colorTokens(color: ColorInput, mode: ThemeMode, background: string): ColorTokens {
  const { main } = color
  return {
    main,
    light: color.light ?? mix(main, '#ffffff', 0.4),
    dark: color.dark ?? mix(main, '#000000', 0.15),
    contrastText: color.contrastText ?? readableColor(main),
    // Dark mode tints toward the background so banners stay dark, and lifts the text instead.
    surface: mode === 'light' ? mix(main, '#ffffff', 0.7) : mix(main, background, 0.7),
    strong: mode === 'light' ? mix(main, '#000000', 0.2) : mix(main, '#ffffff', 0.2),
  }
}

const font: ThemeTokens['font'] = {
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  weight: { regular: '400', medium: '500', bold: '650' },
  lineHeight: '1.5',
}

const radius: ThemeTokens['radius'] = { sm: '4px', md: '8px', lg: '12px', full: '9999px' }

const space: ThemeTokens['space'] = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  7: '32px',
  8: '40px',
}

const shadow: Record<ThemeMode, ThemeTokens['shadow']> = {
  light: {
    card: '0 1px 2px rgb(16 24 40 / 0.06), 0 4px 16px rgb(16 24 40 / 0.08)',
    overlay: '0 2px 6px rgb(16 24 40 / 0.08), 0 12px 32px rgb(16 24 40 / 0.18)',
  },
  dark: {
    card: '0 1px 2px rgb(0 0 0 / 0.4), 0 4px 16px rgb(0 0 0 / 0.35)',
    overlay: '0 2px 6px rgb(0 0 0 / 0.5), 0 12px 32px rgb(0 0 0 / 0.55)',
  },
}

/** Dark pages need a heavier veil for the dialog in front to stand out. */
const backdrop: Record<ThemeMode, string> = { light: 'rgba(16, 24, 40, 0.45)', dark: 'rgba(0, 0, 0, 0.6)' }

/** The corners and type a host may change besides colours (ThemeProvider's `radius` and `fontFamily`). */
export interface ThemeShape {
  /** The corner radius of fields, buttons and cards in px (8 by default); small corners are half, large one and a half times it. */
  radius?: number
  /** The CSS font-family of every screen (the system's UI font by default). */
  fontFamily?: string
}

/** Radii from the base (md) radius: sm half, lg one and a half times, rounded to whole px. */
function radiiOf(base: number | undefined): ThemeTokens['radius'] {
  if (base === undefined || !Number.isFinite(base) || base < 0) return radius
  return { sm: `${Math.round(base / 2)}px`, md: `${Math.round(base)}px`, lg: `${Math.round(base * 1.5)}px`, full: radius.full }
}

/** Turns a (partial) palette into values for every theme variable; missing parts come from the mode's defaults. */
export function paletteToTheme(palette: PaletteInput = {}, mode: ThemeMode = 'light', shape: ThemeShape = {}): ThemeTokens {
  const p = mergePalette(defaultPalettes[mode], palette)
  const role = (r: ColorRole) => colorTokens(p[r], mode, p.background.default)
  return {
    color: {
      primary: role('primary'),
      secondary: role('secondary'),
      error: role('error'),
      success: role('success'),
      warning: role('warning'),
      info: role('info'),
      neutral: p.neutral,
      background: p.background,
      text: p.text,
      border: p.border,
      focusRing: p.focusRing,
      backdrop: backdrop[mode],
    },
    font: shape.fontFamily?.trim() ? { ...font, family: shape.fontFamily.trim() } : font,
    radius: radiiOf(shape.radius),
    space,
    shadow: shadow[mode],
  }
}
