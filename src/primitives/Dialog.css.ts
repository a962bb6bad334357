import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/** A line above the stuck button row while more of the dialog lies under it; gone at the end. */
const moreBelow = keyframes({
  '0%, 97%': { boxShadow: `0 -1px 0 ${vars.color.border}` },
  '100%': { boxShadow: `0 -1px 0 transparent` },
})

/** The dialog's inner padding; narrower on a phone so fields keep their width. */
const padding = vars.space[6]
const phonePadding = vars.space[5]
const phone = '(max-width: 480px)'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  padding: vars.space[4],
  background: vars.color.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
  '@media': { [phone]: { padding: vars.space[3] } },
})

export const modal = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflow: 'auto',
  // Scrolling a long dialog to its end does not scroll the page behind it.
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding,
  outline: 'none',
  '@media': { [phone]: { padding: phonePadding } },
})

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: 1.25, overflowWrap: 'anywhere' })

export const description = style({ margin: 0, color: vars.color.text.secondary })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  // A long dialog (a role's permissions) keeps its buttons in reach while it scrolls: the row
  // sticks to the bottom edge as a full-width bar, reaching into the dialog's padding so the
  // buttons keep their distance from the edges.
  position: 'sticky',
  bottom: 0,
  margin: `calc(-1 * ${vars.space[3]}) calc(-1 * ${padding}) calc(-1 * ${padding})`,
  padding: `${vars.space[3]} ${padding} ${padding}`,
  background: vars.color.background.paper,
  // Driven by the dialog's scrolling; a dialog that does not scroll, or a browser without
  // scroll-driven animations, shows no line. The shorthand first: it resets the timeline.
  animation: `${moreBelow} linear both`,
  animationTimeline: 'scroll(nearest block)',
  '@media': {
    [phone]: {
      margin: `calc(-1 * ${vars.space[3]}) calc(-1 * ${phonePadding}) calc(-1 * ${phonePadding})`,
      padding: `${vars.space[3]} ${phonePadding} ${phonePadding}`,
    },
  },
})
