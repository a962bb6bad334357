import { style } from '@vanilla-extract/css'
import { vars } from './contract.css'

/** What every themed subtree inherits: the font, the text colour and the colour scheme. */
const themeText = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text.primary,
  colorScheme: 'light',
  // A word longer than its box (a German compound, a long address) breaks rather than overflows;
  // headings hyphenate in the language the screens set (lang).
  overflowWrap: 'break-word',
  selectors: {
    // Native scrollbars, autofill and form controls follow the mode too.
    '&[data-theme="dark"]': { colorScheme: 'dark' },
  },
})

export const themeRoot = style([themeText, { background: vars.color.background.default }])

/**
 * The overlays' home at the end of the body. No background, position, transform, overflow or
 * z-index: it must not become the containing block, offset parent or stacking context of the
 * fixed modal backdrop and the absolutely placed popovers inside it.
 */
export const overlayRoot = style([themeText])
