export type ThemeMode = 'light' | 'dark'

/** The colours named by role; each becomes a token group with tints and shades. */
export type ColorRole = 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info'

export type StatusRole = 'error' | 'success' | 'warning' | 'info'

export type NeutralStep = '0' | '50' | '100' | '200' | '300' | '500' | '700' | '900'

/** One palette colour as a designer gives it; the rest is derived from `main`. */
export interface ColorInput {
  main: string
  light?: string
  dark?: string
  contrastText?: string
}

/** The tokens a colour role becomes. */
export interface ColorTokens {
  main: string
  light: string
  dark: string
  contrastText: string
  /** Soft background tint (banners, badges). */
  surface: string
  /** Text colour that reads on `surface`. */
  strong: string
}

export interface BackgroundColors {
  default: string
  paper: string
}

export interface TextColors {
  primary: string
  secondary: string
  disabled: string
}

/** A complete palette: what `lightPalette` and `darkPalette` are. */
export type Palette = Record<ColorRole, ColorInput> & {
  neutral: Record<NeutralStep, string>
  background: BackgroundColors
  text: TextColors
  border: string
  focusRing: string
}

/** What a host passes to re-theme the kit: any part of a palette. */
export type PaletteInput = Partial<Record<ColorRole, ColorInput>> & {
  neutral?: Partial<Record<NeutralStep, string>>
  background?: Partial<BackgroundColors>
  text?: Partial<TextColors>
  border?: string
  focusRing?: string
}

export type SpaceStep = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'

/** Plain values for every variable of the theme contract (`vars`). */
export interface ThemeTokens {
  color: Record<ColorRole, ColorTokens> & {
    neutral: Record<NeutralStep, string>
    background: BackgroundColors
    text: TextColors
    border: string
    focusRing: string
    /** The veil behind a modal dialog, by mode (not a palette colour). */
    backdrop: string
  }
  font: {
    family: string
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string }
    weight: { regular: string; medium: string; bold: string }
    lineHeight: string
  }
  radius: { sm: string; md: string; lg: string; full: string }
  space: Record<SpaceStep, string>
  shadow: { card: string; overlay: string }
}
