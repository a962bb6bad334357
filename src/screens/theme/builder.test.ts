import { describe, expect, it } from 'vitest'
import { isHexColor } from '../../hooks'
import { darkPalette, lightPalette } from '../../primitives'
import { builderPalette, builderSettings, INITIAL_BUILDER, shownColor } from './builder'

describe('theme builder', () => {
  it('shows the mode default for a colour not edited, the typed text for one edited', () => {
    expect(shownColor(INITIAL_BUILDER, 'primary')).toBe(lightPalette.primary.main)
    expect(shownColor({ ...INITIAL_BUILDER, mode: 'dark' }, 'textSecondary')).toBe(darkPalette.text.secondary)
    expect(shownColor({ ...INITIAL_BUILDER, colors: { page: '#fff8' } }, 'page')).toBe('#fff8')
  })

  it('takes hex colours only', () => {
    expect(['#abc', '#ABCD', ' #a1b2c3 ', '#a1b2c3d4'].every(isHexColor)).toBe(true)
    expect(['abc', '#abcde', 'red', '#ggg', ''].some(isHexColor)).toBe(false)
  })

  it('builds a palette of the valid colours changed; the focus ring follows primary', () => {
    expect(builderPalette({})).toEqual({})
    expect(builderPalette({ primary: '#0b6e4f', paper: '#fafafa', text: '#11', textSecondary: '#555555' })).toEqual({
      primary: { main: '#0b6e4f' },
      focusRing: '#0b6e4f',
      background: { paper: '#fafafa' },
      text: { secondary: '#555555' },
    })
  })

  it('copies only what differs from the defaults, as ThemeProvider takes it', () => {
    expect(builderSettings(INITIAL_BUILDER)).toEqual({ mode: 'light' })
    expect(builderSettings({ mode: 'dark', colors: { error: '#ff5555' }, radius: 12, fontFamily: 'Georgia, serif' })).toEqual({
      mode: 'dark',
      palette: { error: { main: '#ff5555' } },
      radius: 12,
      fontFamily: 'Georgia, serif',
    })
  })
})
