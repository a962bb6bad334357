import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

/** Every button's look; `buttonVariant` and `fullWidth` add to it (composed by `buttonClass`). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  boxSizing: 'border-box',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[5]}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.25,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms ease, color 120ms ease',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-pending]': { cursor: 'progress' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.neutral[200],
      borderColor: 'transparent',
      color: vars.color.text.disabled,
    },
  },
})

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.primary.main,
    color: vars.color.primary.contrastText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.primary.dark },
    },
  },
  secondary: {
    background: vars.color.secondary.main,
    color: vars.color.secondary.contrastText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.secondary.dark },
    },
  },
  text: {
    background: 'transparent',
    color: vars.color.primary.main,
    paddingInline: vars.space[2],
    selectors: {
      '&[data-hovered]': { background: vars.color.neutral[100] },
      '&[data-pressed]': { background: vars.color.neutral[200] },
    },
  },
  /** Destructive actions: delete, revoke. */
  danger: {
    background: vars.color.error.main,
    color: vars.color.error.contrastText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.error.dark },
    },
  },
})

export const fullWidth = style({ width: '100%' })
