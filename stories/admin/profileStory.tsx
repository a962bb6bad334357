import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { getWorld, people, callGate, type CallGate, type ProfileFailureTarget } from '../../src/fixtures'
import { shownPictureUrl, useSession } from '../../src/hooks'
import { AdminPortal, DEFAULT_SECTIONS, type AdminPortalProps } from '../../src/screens/admin'
import { FIRST_LOAD_TIMEOUT } from '../support/admin'
import { ADMIN_BASE } from './portalStory'

/** The host's header over the portal: who the session says is signed in, as the host shows it (the picture URL checked as the kit does). */
function HostHeader() {
  const { user } = useSession()
  const picture = shownPictureUrl(user?.profilePictureUrl)
  return (
    <p aria-label="Signed in user" style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '0 0 12px' }}>
      {picture && <img src={picture} alt="Signed-in user's picture" width={24} height={24} style={{ borderRadius: '50%' }} />}
      {user ? `Signed in as ${user.name ?? user.email}` : 'Not signed in'}
    </p>
  )
}

/** The portal at /admin with the kit's own sections, under a host header that reads the session. */
export function profileMount(props: Partial<AdminPortalProps> = {}) {
  return {
    path: ADMIN_BASE,
    render: () => (
      <>
        <HostHeader />
        <AdminPortal sections={DEFAULT_SECTIONS} {...props} basePath={ADMIN_BASE} />
      </>
    ),
  }
}

/** The args of every profile story: Ada, signed in, on /admin/profile. */
export const profileArgs = (props: Partial<AdminPortalProps> = {}) => ({
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt: `${ADMIN_BASE}/profile`,
  mount: profileMount(props),
})

type Canvas = ReturnType<typeof within>

/** The details card once Ada's profile is in: the first wait of a file also loads the lazy section. */
export async function detailsCard(canvas: Canvas, timeout = FIRST_LOAD_TIMEOUT): Promise<HTMLElement> {
  const heading = await canvas.findByRole('heading', { name: 'Your details', level: 3 }, { timeout })
  return heading.closest('section') as HTMLElement
}

/** The card under a level-3 heading. */
export async function card(canvas: Canvas, name: string, timeout = FIRST_LOAD_TIMEOUT): Promise<HTMLElement> {
  const heading = await canvas.findByRole('heading', { name, level: 3 }, { timeout })
  return heading.closest('section') as HTMLElement
}

/** What the host header says about the session's user. */
export const sessionUser = () => screen.getByLabelText('Signed in user')

/** A story's `beforeEach` holding `target` calls at a gate until the play function opens it. */
export function holdProfileCalls(target: ProfileFailureTarget) {
  return () => {
    const gate = callGate()
    getWorld().profile.gates[target] = gate
    return () => gate.open()
  }
}

/** The gate `holdProfileCalls(target)` put up, once a call waits at it. */
export async function heldProfileCalls(target: ProfileFailureTarget): Promise<CallGate> {
  const gate = getWorld().profile.gates[target]
  if (!gate) throw new Error(`no gate on ${target}: add holdProfileCalls('${target}') to the story's beforeEach`)
  await waitFor(() => expect(gate.held).toBeGreaterThan(0), { timeout: 5000 })
  return gate
}

export { tabTo } from '../support/admin'
