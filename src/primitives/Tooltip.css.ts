import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

/** Enters from the trigger's side: a few pixels' slide (set per placement) and a fade. */
const enter = keyframes({ from: { opacity: 0, transform: 'var(--tooltip-from)' }, to: { opacity: 1, transform: 'none' } })
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })

/** Paper, border and shadow as a popover: a small overlay of the same family, readable in either mode. */
export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: '18rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background.paper,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.size.sm,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  outline: 'none',
  vars: { '--tooltip-from': 'none' },
  selectors: {
    '&[data-placement=top]': { vars: { '--tooltip-from': 'translateY(4px)' } },
    '&[data-placement=bottom]': { vars: { '--tooltip-from': 'translateY(-4px)' } },
    '&[data-placement=left]': { vars: { '--tooltip-from': 'translateX(4px)' } },
    '&[data-placement=right]': { vars: { '--tooltip-from': 'translateX(-4px)' } },
    '&[data-entering]': { animation: `${enter} 120ms ease-out` },
    '&[data-exiting]': { animation: `${leave} 100ms ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { '--tooltip-from': 'none' } },
  },
})

/**
 * The arrow: a paper triangle in the top half of a square, its two slanted sides carrying the
 * border. RAC places it at 100% of the tooltip's padding box, so its first row covers the border
 * where the two join; the square turns about its centre toward the other placements.
 */
export const arrow = style({
  display: 'block',
  fill: vars.color.background.paper,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
})
