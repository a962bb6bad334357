import { style } from '@vanilla-extract/css'

/** The live region the success message appears in: there from the start (so it is announced), taking no room while empty. */
export const announcer = style({
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
})
