import { style } from '@vanilla-extract/css'
import { vars } from './theme/contract.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
})

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
})

/** The bordered box: the input itself, or the group around input and toggle. */
export const box = style({
  boxSizing: 'border-box',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.neutral[500]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  color: vars.color.text.primary,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.neutral[700] },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.error.main },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 1px ${vars.color.error.main}`,
    },
    '&[data-disabled]': { background: vars.color.neutral[100], borderColor: vars.color.neutral[300] },
  },
})

const LTR_INPUTS = '[type=email], [type=tel], [type=url], [type=number], [inputmode=numeric], [inputmode=tel], [inputmode=email], [autocomplete=one-time-code]'

export const input = style({
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  '::placeholder': { color: vars.color.text.secondary, opacity: 1 },
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    // Addresses, numbers and codes read left to right in every language; in a right-to-left page they keep to its start.
    [`&:is(${LTR_INPUTS})`]: { direction: 'ltr' },
    [`&:is(${LTR_INPUTS}):dir(rtl)`]: { textAlign: 'right' },
  },
})

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
})

export const error = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.error.main,
})
