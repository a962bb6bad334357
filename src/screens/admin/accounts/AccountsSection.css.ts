import { style } from '@vanilla-extract/css'
import { vars } from '../../../primitives'

export { section, header, description, muted } from '../team/TeamList.css'

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] })
export const search = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '24rem' })
// On a narrow screen the badge goes under the name and the meta line wraps, rather than one running over the other.
export const name = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[1], columnGap: vars.space[2], minWidth: '5rem', flex: '1 1 auto', fontWeight: vars.font.weight.medium })
export const meta = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 40rem)': { whiteSpace: 'normal', flex: '0 1 auto', minWidth: 0, textAlign: 'end' } },
})
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], color: vars.color.text.secondary, fontSize: vars.font.size.sm })
// The users' range and their paging: on a narrow screen the paging goes under the range, each on one line.
export const pagedFooter = style([footer, { flexWrap: 'wrap' }])
export const workspace = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' })
export const breadcrumb = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none', color: vars.color.text.secondary, fontSize: vars.font.size.sm })
export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] })
export const person = style({ display: 'inline-flex', flexDirection: 'column' })
export const email = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs })
