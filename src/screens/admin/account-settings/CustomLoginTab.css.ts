import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

/** The form and the preview side by side on a wide screen, the preview under the form on a narrow one. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { '(min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 25rem) minmax(0, 1fr)' } },
})
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 })
export const colorRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3], minWidth: 0 })
export const colorField = style({ flex: '1 1 auto', minWidth: 0 })
/** The swatch sits beside the input, not the label. */
export const swatch = style({ paddingTop: '2.125rem', flex: 'none' })
export const logoRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[3] })
export const logo = style({ display: 'block', maxWidth: '10rem', maxHeight: '4rem', objectFit: 'contain', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, padding: vars.space[2], background: vars.color.background.paper })
export const previewHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space[3] })
export const previewTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })
/** The login screen's page: its own background, the box centred, never wider than the column. */
export const previewFrame = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[3]}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  // A picture of the page: nothing in it reacts to the pointer.
  pointerEvents: 'none',
  userSelect: 'none',
})
/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
/** A live region: there from the start, taking no room while empty. */
export const announcer = style({ display: 'contents' })
