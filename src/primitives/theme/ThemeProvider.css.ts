import { style } from '@vanilla-extract/css'
import { vars } from './contract.css'

export const themeRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text.primary,
  background: vars.color.background.default,
  colorScheme: 'light',
  selectors: {
    // Native scrollbars and autofill follow the mode too.
    '&[data-theme="dark"]': { colorScheme: 'dark' },
  },
})
