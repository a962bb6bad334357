import { getContrast } from 'color2k'
import type { ThemeTokens } from './types'

/** WCAG 2.2 AA's least contrast for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5

/** A text colour on a background colour that the kit's screens put together. */
export interface ContrastPair {
  /** What it is, for a designer: "Secondary text on the page". */
  readonly label: string
  readonly text: string
  readonly background: string
}

/** A pair under AA, with its ratio rounded down to one decimal. */
export interface ContrastProblem extends ContrastPair {
  readonly ratio: number
}

/**
 * The text / background pairs of a theme that the screens show: body and secondary text on the
 * page and on cards, a button's label on its colour (primary, secondary, danger), links on cards,
 * and each banner's text on its tint.
 */
export function contrastPairs({ color }: ThemeTokens): ContrastPair[] {
  const { background, text } = color
  return [
    { label: 'Text on the page', text: text.primary, background: background.default },
    { label: 'Text on a card', text: text.primary, background: background.paper },
    { label: 'Secondary text on the page', text: text.secondary, background: background.default },
    { label: 'Secondary text on a card', text: text.secondary, background: background.paper },
    { label: 'Primary button label', text: color.primary.contrastText, background: color.primary.main },
    { label: 'Secondary button label', text: color.secondary.contrastText, background: color.secondary.main },
    { label: 'Danger button label', text: color.error.contrastText, background: color.error.main },
    { label: 'Link on a card', text: color.primary.main, background: background.paper },
    { label: 'Error banner', text: color.error.strong, background: color.error.surface },
    { label: 'Success banner', text: color.success.strong, background: color.success.surface },
    { label: 'Warning banner', text: color.warning.strong, background: color.warning.surface },
    { label: 'Info banner', text: color.info.strong, background: color.info.surface },
  ]
}

/** The pairs of `tokens` under WCAG AA for text (4.5:1), worst first; none for a readable theme. */
export function contrastProblems(tokens: ThemeTokens, least = AA_TEXT_CONTRAST): ContrastProblem[] {
  return contrastPairs(tokens)
    .map((pair) => ({ ...pair, ratio: Math.floor(getContrast(pair.text, pair.background) * 10) / 10 }))
    .filter((pair) => pair.ratio < least)
    .sort((a, b) => a.ratio - b.ratio)
}
