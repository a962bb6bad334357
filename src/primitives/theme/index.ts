export { vars } from './contract.css'
export { colorTokens, darkPalette, defaultPalettes, lightPalette, mergePalette, paletteToTheme } from './palette'
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider'
export type {
  BackgroundColors,
  ColorInput,
  ColorRole,
  ColorTokens,
  NeutralStep,
  Palette,
  PaletteInput,
  SpaceStep,
  StatusRole,
  TextColors,
  ThemeMode,
  ThemeTokens,
} from './types'
