import { styleVariants } from '@vanilla-extract/css'
import { vars } from '../../primitives'

/** A section's failure stands alone (column); a list's or its dialogs' sits in the section (row). */
export const layout = styleVariants({
  column: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] },
})
