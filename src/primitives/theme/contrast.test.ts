import { describe, expect, it } from 'vitest'
import { AA_TEXT_CONTRAST, contrastPairs, contrastProblems } from './contrast'
import { paletteToTheme } from './palette'

describe('contrastProblems', () => {
  it('finds none in the default light and dark themes', () => {
    expect(contrastProblems(paletteToTheme({}, 'light'))).toEqual([])
    expect(contrastProblems(paletteToTheme({}, 'dark'))).toEqual([])
  })

  it('names each pair under 4.5:1 with its ratio rounded down, worst first', () => {
    const problems = contrastProblems(paletteToTheme({ text: { secondary: '#a0a0a0' }, background: { paper: '#ffffff', default: '#f4f5f7' } }))
    expect(problems.map((problem) => problem.label)).toEqual(['Secondary text on the page', 'Secondary text on a card'])
    expect(problems[0]).toMatchObject({ text: '#a0a0a0', background: '#f4f5f7', ratio: 2.3 })
    expect(problems[1]!.ratio).toBe(2.6)
  })

  it("judges a button by its label colour: the derived one reads, a given one may not", () => {
    // The label derived for any colour is black or white, whichever reads better: always AA.
    expect(contrastProblems(paletteToTheme({ primary: { main: '#1d4ed8' } }))).toEqual([])
    const problems = contrastProblems(paletteToTheme({ primary: { main: '#ffeb3b', contrastText: '#ffffff' } }))
    expect(problems.map((problem) => [problem.label, problem.ratio])).toEqual([
      ['Primary button label', 1.2],
      ['Link on a card', 1.2],
    ])
  })

  it('a ratio exactly at the bar passes; a stricter bar can be asked for', () => {
    const tokens = paletteToTheme({})
    const lowest = Math.min(...contrastProblems(tokens, 21).map((problem) => problem.ratio))
    expect(lowest).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST)
    expect(contrastProblems(tokens, lowest)).toEqual([])
    expect(contrastProblems(tokens, 21)).toHaveLength(contrastPairs(tokens).length)
  })
})
