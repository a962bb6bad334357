import { StrictMode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { decodeToken } from '../../src/api'
import { IMPERSONATION_PATH } from '../../src/api/impersonation'
import { DEFAULT_ROUTES, LOADING_MARKER } from '../../src/hooks'
import { callGate, getWorld, people, USER_NOT_FOUND } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'
import { StoryApp } from '../support/StoryApp'

/** Alan, a member of Acme, whom Ada (an admin of Acme) acts as. */
const ALAN_ID = 'user-alan'
const route = (query: string) => `${DEFAULT_ROUTES.impersonationUrl}${query}`

/**
 * The impersonation route as the admin portal's picker opens it (spec/auth.md §2
 * /account/impersonate?userId=…): Ada, signed in on an earlier visit, asks to act as Alan. The
 * wait before the session reloads (spec/auth.md §9, 1000 ms) is made 0 here; the reload's refresh is
 * held instead where a story looks at the success step.
 */
const meta = {
  title: 'Auth/Impersonation',
  component: StoryApp,
  args: { navigate: fn(), restoreSession: true, startAt: route(`?userId=${ALAN_ID}&justification=Ticket%2042`), delays: { impersonationReload: 0 } },
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    await earlierVisit()
    getWorld().requests.length = 0
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** Holds the refreshes from now on (the restore of Ada's session has been answered). */
async function holdRefreshAfterRestore() {
  await waitFor(() => expect(sent('/users/v2/me')).toHaveLength(1))
  const gate = callGate()
  getWorld().gates.refresh = gate
  return gate
}

export const Impersonating: Story = {
  beforeEach: holdCall('impersonate'),
  play: async ({ canvas }) => {
    const gate = await heldCall('impersonate')
    await expect(canvas.getByRole('heading', { name: 'Starting the impersonation' })).toBeVisible()
    await expect(sent(IMPERSONATION_PATH).map((request) => [request.method, request.body])).toEqual([['POST', { impersonatedUserId: ALAN_ID, justification: 'Ticket 42' }]])
    // Answered within the story: a call left held would answer (and set its cookie) in the next story's world.
    gate.open()
    await expect(await canvas.findByText(`Signed in as ${people.breached.email}`)).toBeVisible()
  },
}

export const Success: Story = {
  play: async ({ canvas, args, step }) => {
    let gate: Awaited<ReturnType<typeof holdRefreshAfterRestore>> | undefined
    await step('the server took the impersonation: success, while the session reloads (the auth loading)', async () => {
      gate = await holdRefreshAfterRestore()
      const heading = await canvas.findByRole('heading', { name: 'Impersonation started' })
      await waitFor(() => expect(heading).toHaveFocus())
      await waitFor(() => expect(gate?.held).toBeGreaterThan(0))
      // spec/auth.md §4: while auth is loading the page body carries the loading marker.
      await expect(document.body).toHaveAttribute(LOADING_MARKER)
    })
    await step("reloaded: Alan's session, named as Ada's impersonation, on the authenticated URL", async () => {
      gate?.open()
      await expect(await canvas.findByText(`Signed in as ${people.breached.email}`)).toBeVisible()
      await expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true })
      await expect(canvas.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(`You are acting as ${people.breached.name} on behalf of ${people.ada.name}.`)
      await expect(document.body).not.toHaveAttribute(LOADING_MARKER)
      const token = getWorld().issuedAccessTokens.at(-1)!
      await expect(decodeToken(token)).toMatchObject({ sub: ALAN_ID, act: { sub: 'user-ada' } })
      await expect(sent(IMPERSONATION_PATH)).toHaveLength(1)
      // The impersonation's reload: one refresh after the one that restored Ada's session.
      await expect(sent('/token/refresh')).toHaveLength(2)
    })
  },
}

/** Under React StrictMode (effects run twice in development): one impersonation call, one reload. */
export const UnderStrictMode: Story = {
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Impersonation' })).toBeVisible()
    await expect(sent(IMPERSONATION_PATH)).toHaveLength(1)
    await expect(sent('/token/refresh')).toHaveLength(2)
    await expect(sent('/users/v2/me')).toHaveLength(2)
  },
}

export const StopImpersonating: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context
    const banner = await canvas.findByRole('region', { name: 'Impersonation' })
    await userEvent.click(canvas.getByRole('button', { name: 'Stop impersonating' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(banner).not.toBeInTheDocument()
    await expect(args.navigate).toHaveBeenCalledWith(DEFAULT_ROUTES.logoutUrl, undefined)
    // The impersonated session is over on the server too.
    await expect(sent('/auth/v1/logout')).toHaveLength(1)
    await expect(getWorld().refreshTokens.size).toBe(0)
  },
}

/** The banner as a host page shows it during an impersonation. */
export const Banner: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Impersonation' })
    await expect(banner).toHaveTextContent(`You are acting as ${people.breached.name} on behalf of ${people.ada.name}.`)
    await expect(canvas.getByRole('button', { name: 'Stop impersonating' })).toBeEnabled()
  },
}

async function failed({ canvas }: Pick<Context, 'canvas'>, message: string) {
  const heading = await canvas.findByRole('heading', { name: "We couldn't start the impersonation" })
  await waitFor(() => expect(heading).toHaveFocus())
  await expect(canvas.getByRole('alert')).toHaveTextContent(message)
  await expect(canvas.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/')
}

export const ImpersonationFails: Story = {
  parameters: { scenario: 'impersonationFails' },
  play: async ({ canvas, userEvent, step }) => {
    await step('the server fails: the error, and the session is still Ada’s', async () => {
      await failed({ canvas }, 'Internal server error')
      await expect(sent('/token/refresh')).toHaveLength(1)
    })
    await step('trying again once the server is back starts it', async () => {
      delete getWorld().failures.impersonate
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await expect(await canvas.findByText(`Signed in as ${people.breached.email}`)).toBeVisible()
      await expect(sent(IMPERSONATION_PATH)).toHaveLength(2)
    })
  },
}

export const UserNotFound: Story = {
  args: { startAt: route('?userId=user-nobody') },
  play: async ({ canvas }) => {
    await failed({ canvas }, USER_NOT_FOUND)
    await expect(sent(IMPERSONATION_PATH).map((request) => request.body)).toEqual([{ impersonatedUserId: 'user-nobody' }])
  },
}

export const NoUserNamed: Story = {
  args: { startAt: route('') },
  play: async ({ canvas }) => {
    await failed({ canvas }, 'No user to impersonate was named. Start again from the user list.')
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(sent(IMPERSONATION_PATH)).toHaveLength(0)
  },
}
