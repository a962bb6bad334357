import { describe, it, expect } from 'vitest'
import { getContrast, mix } from 'color2k'
import { darkPalette, lightPalette, mergePalette, paletteToTheme } from './palette'
import type { StatusRole, ThemeMode } from './types'

const AA = 4.5
const statusRoles: StatusRole[] = ['error', 'success', 'warning', 'info']
const modes: ThemeMode[] = ['light', 'dark']

describe('paletteToTheme', () => {
  it('derives light mode tints 0.4 / 0.7 and shades 0.15 / 0.2 from main', () => {
    const { error } = paletteToTheme({ error: { main: '#ff0000' } }, 'light').color
    expect(error).toEqual({
      main: '#ff0000',
      light: 'rgba(255, 102, 102, 1)',
      surface: 'rgba(255, 179, 179, 1)',
      dark: 'rgba(217, 0, 0, 1)',
      strong: 'rgba(204, 0, 0, 1)',
      contrastText: '#000',
    })
  })

  it('tints the surface toward the dark background and lifts strong toward white in dark mode', () => {
    const { info } = paletteToTheme({ info: { main: '#0000ff' } }, 'dark').color
    expect(info.surface).toBe(mix('#0000ff', darkPalette.background.default, 0.7))
    expect(info.strong).toBe('rgba(51, 51, 255, 1)')
    expect(info.light).toBe('rgba(102, 102, 255, 1)')
    expect(info.dark).toBe('rgba(0, 0, 217, 1)')
  })

  it('picks black or white contrast text by the luminance of main', () => {
    const { color } = paletteToTheme({ primary: { main: '#ffeb3b' }, secondary: { main: '#1a237e' } })
    expect(color.primary.contrastText).toBe('#000')
    expect(color.secondary.contrastText).toBe('#fff')
  })

  it('keeps light, dark and contrastText when given', () => {
    const given = { main: '#6b2fb3', light: '#eee', dark: '#111', contrastText: '#fafafa' }
    const { primary } = paletteToTheme({ primary: given }).color
    expect(primary).toMatchObject(given)
  })

  it('fills what the palette leaves out from the mode defaults', () => {
    const { color } = paletteToTheme({ background: { paper: '#fefefe' }, text: { primary: '#000' } }, 'dark')
    expect(color.background).toEqual({ default: darkPalette.background.default, paper: '#fefefe' })
    expect(color.text.secondary).toBe(darkPalette.text.secondary)
    expect(color.primary.main).toBe(darkPalette.primary.main)
  })

  it('replaces a colour whole, so a new main does not keep the old contrastText', () => {
    const base = mergePalette(lightPalette, { primary: { main: '#000', contrastText: '#fff' } })
    expect(mergePalette(base, { primary: { main: '#ffeb3b' } }).primary).toEqual({ main: '#ffeb3b' })
  })
})

describe('theme shape', () => {
  it('scales the corners from the base radius: small half, large one and a half', () => {
    expect(paletteToTheme({}, 'light', { radius: 12 }).radius).toEqual({ sm: '6px', md: '12px', lg: '18px', full: '9999px' })
    expect(paletteToTheme({}, 'light', { radius: 0 }).radius).toMatchObject({ sm: '0px', md: '0px', lg: '0px' })
  })
  it('keeps the default corners and font when none (or nonsense) is given', () => {
    const plain = paletteToTheme({})
    expect(paletteToTheme({}, 'light', { radius: -1 }).radius).toEqual(plain.radius)
    expect(paletteToTheme({}, 'light', { radius: Number.NaN, fontFamily: '  ' }).font).toEqual(plain.font)
    expect(plain.radius.md).toBe('8px')
  })
  it('takes a font family, trimmed', () => {
    expect(paletteToTheme({}, 'dark', { fontFamily: ' "Inter", sans-serif ' }).font.family).toBe('"Inter", sans-serif')
  })
})

describe.each(modes)('default %s palette contrast (WCAG AA)', (mode) => {
  const { color } = paletteToTheme({}, mode)
  const backgrounds = [color.background.default, color.background.paper]

  it('text primary and secondary on both backgrounds', () => {
    for (const bg of backgrounds) {
      expect(getContrast(color.text.primary, bg)).toBeGreaterThanOrEqual(AA)
      expect(getContrast(color.text.secondary, bg)).toBeGreaterThanOrEqual(AA)
    }
  })

  it.each(['primary', 'secondary', 'error'] as const)('%s contrastText on main and on dark (hover)', (role) => {
    expect(getContrast(color[role].contrastText, color[role].main)).toBeGreaterThanOrEqual(AA)
    expect(getContrast(color[role].contrastText, color[role].dark)).toBeGreaterThanOrEqual(AA)
  })

  it('primary main as link and text-button colour on both backgrounds and hover tints', () => {
    for (const bg of [...backgrounds, color.neutral[100], color.neutral[200]]) {
      expect(getContrast(color.primary.main, bg)).toBeGreaterThanOrEqual(AA)
    }
  })

  it('error main as field error text on both backgrounds and the input well', () => {
    for (const bg of [...backgrounds, color.neutral[0]]) {
      expect(getContrast(color.error.main, bg)).toBeGreaterThanOrEqual(AA)
    }
  })

  it.each(statusRoles)('%s strong on surface', (role) => {
    expect(getContrast(color[role].strong, color[role].surface)).toBeGreaterThanOrEqual(AA)
  })
})
