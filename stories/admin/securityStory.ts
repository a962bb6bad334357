import { expect, waitFor, within } from 'storybook/test'
import { fn } from 'storybook/test'
import { getWorld, people, postureOf, assessSecurity } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { portalMount } from './portalStory'
import { choose } from '../support/select'

type Canvas = ReturnType<typeof within>
type User = { click(element: Element): Promise<void>; selectOptions(element: Element, values: HTMLElement): Promise<void> }

/** The portal opened on the security section, signed in as Ada (an admin with fe.secure.*). */
export const securityArgs = (fieldAppearance?: Parameters<typeof portalMount>[0] extends infer P ? (P extends { fieldAppearance?: infer F } ? F : never) : never) => ({
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt: '/admin/security',
  mount: portalMount({ sections: DEFAULT_SECTIONS, fieldAppearance }),
})

/** Opens a tab of the section, waiting for the tab list first (the first story of a file loads the lazy section). */
export async function openTab(canvas: Canvas, user: User, name: string): Promise<HTMLElement> {
  const tab = await canvas.findByRole('tab', { name }, { timeout: FIRST_LOAD_TIMEOUT })
  await user.click(tab)
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'))
  return canvas.getByRole('tabpanel')
}

/** What the security center should say now, from the world's policies and users. */
export const expectedAssessment = () => assessSecurity(postureOf(getWorld(), 'tenant-acme'))

/** Makes Ada a read-only member: fe.secure.read.* only. */
export function readOnlyAda() {
  Object.assign(getWorld().users.find((person) => person.id === 'user-ada')!, { roles: ['ReadOnly'], permissions: ['fe.secure.read.*'] })
}

/** Picks `option` in the Select labelled `label`, as a person clicks it. */
export async function pick(scope: Canvas, user: User, label: string, option: string) {
  await choose(user, scope, new RegExp(label), option)
}
