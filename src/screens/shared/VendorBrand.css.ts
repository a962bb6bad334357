import { style } from '@vanilla-extract/css'
import { vars } from '../../primitives'

/** The vendor's logo: at most 40 px high and 12 rem wide, its own proportions kept. */
export const logo = style({
  display: 'block',
  maxHeight: '40px',
  maxWidth: '12rem',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
})

/** A row above or below a screen's card, as wide as the card (Card.css.ts), its content centred on it. */
const screenRow = { boxSizing: 'border-box', width: '100%', maxWidth: '400px', display: 'flex', justifyContent: 'center' } as const

export const screenLogoRow = style([screenRow, { marginBlockEnd: vars.space[5] }])

/** At the top of the portal's navigation, in line with its links. */
export const portalLogo = style([logo, { alignSelf: 'flex-start', marginInline: vars.space[3] }])

export const mark = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family,
})

export const screenMark = style([mark, screenRow, { marginBlockStart: vars.space[4] }])
