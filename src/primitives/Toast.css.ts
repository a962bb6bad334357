import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

/** Rises a little from the corner and fades in; with reduced motion it only fades. */
const enter = keyframes({ from: { opacity: 0, transform: 'var(--toast-from)' }, to: { opacity: 1, transform: 'none' } })

/** Fixed in the bottom end corner, above dialogs; the newest toast (RAC renders it first) nearest the corner. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space[4],
  insetInlineEnd: vars.space[4],
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  boxSizing: 'border-box',
  width: `min(24rem, calc(100vw - 2 * ${vars.space[4]}))`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

const tone = (role: 'error' | 'info' | 'success') => ({
  background: vars.color[role].surface,
  color: vars.color[role].strong,
  borderColor: vars.color[role].main,
})

/** A Banner's look (tone surface, strong text, a thick edge) floating with an overlay's shadow. */
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  boxSizing: 'border-box',
  padding: `${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]}`,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.size.sm,
  outline: 'none',
  vars: { '--toast-from': 'translateY(8px)' },
  animation: `${enter} 160ms ease-out`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { '--toast-from': 'none' } },
  },
})

export const toastTone = styleVariants({ error: tone('error'), info: tone('info'), success: tone('success') })


export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: 1, minWidth: 0, overflowWrap: 'anywhere' })

export const title = style({ fontWeight: vars.font.weight.bold })

/** A quiet × in the page's secondary text colour: set off from the tone's text, a 28 px target. */
export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginBlock: '-0.125rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: 'color-mix(in srgb, currentColor 14%, transparent)', color: vars.color.text.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
})
