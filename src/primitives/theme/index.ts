export { vars } from './contract.css'
export { colorTokens, darkPalette, defaultPalettes, lightPalette, mergePalette, paletteToTheme, type ThemeShape } from './palette'
export { AA_TEXT_CONTRAST, contrastPairs, contrastProblems, type ContrastPair, type ContrastProblem } from './contrast'
export { ThemeProvider, type ThemeProviderProps, type ThemeSettings } from './ThemeProvider'
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
