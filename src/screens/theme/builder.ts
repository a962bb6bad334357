import { isHexColor } from '../../hooks'
import { defaultPalettes, type PaletteInput, type ThemeMode, type ThemeSettings } from '../../primitives'

/**
 * The theme builder's rules (the Theme/Builder page), without React: which colours a designer
 * edits, what each shows before it is edited, and the theme JSON made of what was changed.
 */

/** The colours the builder edits, by the palette path each sets. */
export const BUILDER_COLORS = [
  { id: 'primary', label: 'Primary', get: (p: PaletteInput) => p.primary?.main },
  { id: 'secondary', label: 'Secondary', get: (p: PaletteInput) => p.secondary?.main },
  { id: 'error', label: 'Error', get: (p: PaletteInput) => p.error?.main },
  { id: 'success', label: 'Success', get: (p: PaletteInput) => p.success?.main },
  { id: 'warning', label: 'Warning', get: (p: PaletteInput) => p.warning?.main },
  { id: 'info', label: 'Info', get: (p: PaletteInput) => p.info?.main },
  { id: 'page', label: 'Page background', get: (p: PaletteInput) => p.background?.default },
  { id: 'paper', label: 'Card background', get: (p: PaletteInput) => p.background?.paper },
  { id: 'text', label: 'Text', get: (p: PaletteInput) => p.text?.primary },
  { id: 'textSecondary', label: 'Secondary text', get: (p: PaletteInput) => p.text?.secondary },
] as const
export type BuilderColor = (typeof BUILDER_COLORS)[number]['id']

/** The base radius and font when none is chosen (paletteToTheme's defaults). */
export const DEFAULT_RADIUS = 8
export const FONT_CHOICES = [
  { id: 'system', label: 'System UI', family: '' },
  { id: 'humanist', label: 'Humanist sans', family: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif' },
  { id: 'serif', label: 'Serif', family: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif' },
  { id: 'mono', label: 'Monospace', family: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace' },
] as const

/** What the designer has set: colours as typed (only those changed), mode, radius and font. */
export interface BuilderState {
  readonly mode: ThemeMode
  readonly colors: Partial<Record<BuilderColor, string>>
  readonly radius: number
  readonly fontFamily: string
}

export const INITIAL_BUILDER: BuilderState = { mode: 'light', colors: {}, radius: DEFAULT_RADIUS, fontFamily: '' }

/** The colour a field shows: as typed, else the mode's default. */
export function shownColor(state: BuilderState, id: BuilderColor): string {
  return state.colors[id] ?? BUILDER_COLORS.find((color) => color.id === id)!.get(defaultPalettes[state.mode])!
}

/** The palette of the colours changed and valid; a colour mid-typing leaves the default in place. */
export function builderPalette(colors: BuilderState['colors']): PaletteInput {
  const valid = (id: BuilderColor) => {
    const value = colors[id]?.trim()
    return value && isHexColor(value) ? value : undefined
  }
  const palette: PaletteInput = {}
  for (const role of ['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const) {
    const main = valid(role)
    if (main) palette[role] = { main }
  }
  const page = valid('page')
  const paper = valid('paper')
  if (page || paper) palette.background = { ...(page ? { default: page } : {}), ...(paper ? { paper } : {}) }
  const text = valid('text')
  const secondary = valid('textSecondary')
  if (text || secondary) palette.text = { ...(text ? { primary: text } : {}), ...(secondary ? { secondary } : {}) }
  // The focus ring follows the primary colour, as the defaults' does.
  if (palette.primary) palette.focusRing = palette.primary.main
  return palette
}

/** The theme as ThemeProvider takes it, with only what differs from the defaults: what "Copy" copies. */
export function builderSettings(state: BuilderState): ThemeSettings {
  const palette = builderPalette(state.colors)
  return {
    mode: state.mode,
    ...(Object.keys(palette).length > 0 ? { palette } : {}),
    ...(state.radius !== DEFAULT_RADIUS ? { radius: state.radius } : {}),
    ...(state.fontFamily ? { fontFamily: state.fontFamily } : {}),
  }
}
