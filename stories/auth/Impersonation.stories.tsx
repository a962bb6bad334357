import { StrictMode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, fn, waitFor } from 'storybook/test'
import { decodeToken } from '../../src/api'
import { IMPERSONATION_PATH } from '../../src/api/impersonation'
import { USERS_V1_PATH } from '../../src/api/users'
import { DEFAULT_ROUTES, LOADING_MARKER } from '../../src/hooks'
import { callGate, getWorld, people, USER_NOT_FOUND, type CallGate } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'
import { StoryApp } from '../support/StoryApp'

/** Alan, a member of Acme, whom Ada (an admin of Acme) acts as. */
const ALAN_ID = 'user-alan'
const route = (query: string) => `${DEFAULT_ROUTES.impersonationUrl}${query}`
const CONFIRM_TITLE = 'Confirm the impersonation'
const START = 'Start impersonating'
const REASON_REQUIRED = 'Enter a reason for impersonating this user.'

/**
 * The impersonation route as a link opens it (spec/auth.md §2 /account/impersonate?userId=…), the
 * admin portal's Impersonate action included: Ada, signed in on an earlier visit, is asked to act as
 * Alan. Nothing is sent until she confirms with a reason (a link alone never impersonates). The wait
 * before the session reloads (spec/auth.md §9, 1000 ms) is made 0 here; the reload's refresh is held
 * instead where a story looks at the success step.
 */
const meta = {
  title: 'Sign-in/Impersonation',
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

/** The confirmation, once Ada's session is restored: its heading takes the focus. */
async function confirmation({ canvas }: Pick<Context, 'canvas'>) {
  const heading = await canvas.findByRole('heading', { name: CONFIRM_TITLE })
  await waitFor(() => expect(heading).toHaveFocus())
  return heading
}

/** Confirms with the reason the link prefilled, once Alan is named. */
async function confirm({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await confirmation({ canvas })
  await canvas.findByText(people.breached.name)
  await userEvent.click(canvas.getByRole('button', { name: START }))
}

const impersonations = () => sent(IMPERSONATION_PATH)

/** The page opened from a link: who, the reason the link gave, and nothing sent until a confirmation. */
export const ConfirmFirst: Story = {
  play: async ({ canvas, args }) => {
    await confirmation({ canvas })
    await expect(await canvas.findByText(people.breached.name)).toBeVisible()
    await expect(canvas.getByText(people.breached.email)).toBeVisible()
    await expect(canvas.getByText(ALAN_ID)).toBeVisible()
    const reason = canvas.getByRole('textbox', { name: /^Reason/ })
    await expect(reason).toHaveValue('Ticket 42')
    await expect(reason).toBeRequired()
    await expect(canvas.getByRole('button', { name: START })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    // Alan was looked up once; nobody was impersonated, and Ada's session is Ada's still.
    await expect(sent(`${USERS_V1_PATH}/${ALAN_ID}`).map((request) => request.method)).toEqual(['GET'])
    await expect(impersonations()).toHaveLength(0)
    await expect(sent('/token/refresh')).toHaveLength(1)
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** While Alan is being looked up, the confirmation shows his id, and confirming does not wait for the lookup. */
export const LookingUpTheUser: Story = {
  beforeEach: () => {
    lookupGate = callGate()
    return () => lookupGate?.open()
  },
  parameters: {
    msw: [
      // Held in front of the fixtures' answer, which follows once the gate opens.
      http.get(`*${USERS_V1_PATH}/:userId`, async () => {
        await lookupGate?.pass()
      }),
    ],
  },
  play: async ({ canvas }) => {
    await confirmation({ canvas })
    await waitFor(() => expect(lookupGate?.held).toBe(1))
    await expect(canvas.getByRole('progressbar', { name: 'Loading the user' })).toBeVisible()
    await expect(canvas.getByText(ALAN_ID)).toBeVisible()
    await expect(canvas.getByRole('button', { name: START })).toBeEnabled()
    await expect(impersonations()).toHaveLength(0)
  },
}
let lookupGate: CallGate | undefined

/** The lookup fails (Alan is not in Ada's account): the id alone, said so; a confirmation still goes through, to the server's answer. */
export const UserNotFound: Story = {
  args: { startAt: route('?userId=user-nobody') },
  play: async ({ canvas, userEvent, step }) => {
    await step('the user could not be loaded: the id, a warning, the reason still asked for', async () => {
      await confirmation({ canvas })
      await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load this user. Check the user ID before you go on.")
      await expect(canvas.getByText('user-nobody')).toBeVisible()
      await expect(canvas.getByRole('textbox', { name: /^Reason/ })).toHaveValue('')
      await expect(impersonations()).toHaveLength(0)
    })
    await step('confirmed with a reason: the server does not know the user', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Reason/ }), 'Ticket 7{Enter}')
      await failed({ canvas }, USER_NOT_FOUND)
      await expect(impersonations().map((request) => request.body)).toEqual([{ impersonatedUserId: 'user-nobody', justification: 'Ticket 7' }])
    })
  },
}

/** Confirmed without a reason (none in the link, or only spaces): the field says so, keeps the focus, and nothing is sent. */
export const ReasonRequired: Story = {
  args: { startAt: route(`?userId=${ALAN_ID}`) },
  play: async ({ canvas, userEvent, step }) => {
    await confirmation({ canvas })
    const reason = canvas.getByRole('textbox', { name: /^Reason/ })
    await step('pressed with the field empty', async () => {
      await expect(reason).toHaveValue('')
      await userEvent.click(canvas.getByRole('button', { name: START }))
      await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(REASON_REQUIRED)))
      await expect(reason).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(reason).toHaveFocus())
      await expect(canvas.getByRole('heading', { name: CONFIRM_TITLE })).toBeVisible()
    })
    await step('Enter with only spaces in the field', async () => {
      await userEvent.type(reason, '   {Enter}')
      await waitFor(() => expect(reason).toHaveFocus())
      await expect(reason).toHaveAccessibleDescription(expect.stringContaining(REASON_REQUIRED))
    })
    await expect(impersonations()).toHaveLength(0)
  },
}

/** Cancel: back to the app, as Ada, and nothing sent. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await confirmation({ canvas })
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    await expect(args.navigate).toHaveBeenLastCalledWith(DEFAULT_ROUTES.authenticatedUrl, { replace: true })
    await expect(canvas.queryByRole('region', { name: 'Impersonation' })).toBeNull()
    await expect(impersonations()).toHaveLength(0)
    await expect(sent('/token/refresh')).toHaveLength(1)
  },
}

export const Impersonating: Story = {
  beforeEach: holdCall('impersonate'),
  play: async ({ canvas, userEvent }) => {
    await confirmation({ canvas })
    await canvas.findByText(people.breached.name)
    // Pressed twice in a hurry: one confirmation, one call.
    await userEvent.dblClick(canvas.getByRole('button', { name: START }))
    const gate = await heldCall('impersonate')
    const heading = await canvas.findByRole('heading', { name: 'Starting the impersonation' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(impersonations().map((request) => [request.method, request.body])).toEqual([['POST', { impersonatedUserId: ALAN_ID, justification: 'Ticket 42' }]])
    // Answered within the story: a call left held would answer (and set its cookie) in the next story's world.
    gate.open()
    await expect(await canvas.findByText(`Signed in as ${people.breached.email}`)).toBeVisible()
    await expect(impersonations()).toHaveLength(1)
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    let gate: Awaited<ReturnType<typeof holdRefreshAfterRestore>> | undefined
    await step('confirmed: the server took the impersonation; success, while the session reloads (the auth loading)', async () => {
      gate = await holdRefreshAfterRestore()
      await confirm({ canvas, userEvent })
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
      await expect(impersonations().map((request) => request.body)).toEqual([{ impersonatedUserId: ALAN_ID, justification: 'Ticket 42' }])
      // The impersonation's reload: one refresh after the one that restored Ada's session.
      await expect(sent('/token/refresh')).toHaveLength(2)
    })
  },
}

/** Under React StrictMode (effects run twice in development): one lookup, nothing sent before the confirmation, then one impersonation call, one reload. */
export const UnderStrictMode: Story = {
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await confirmation({ canvas })
    await canvas.findByText(people.breached.name)
    await expect(sent(`${USERS_V1_PATH}/${ALAN_ID}`)).toHaveLength(1)
    await expect(impersonations()).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: START }))
    await expect(await canvas.findByRole('region', { name: 'Impersonation' })).toBeVisible()
    await expect(impersonations()).toHaveLength(1)
    await expect(sent('/token/refresh')).toHaveLength(2)
    await expect(sent('/users/v2/me')).toHaveLength(2)
  },
}

export const StopImpersonating: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await confirm(context)
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
  play: async (context) => {
    const { canvas } = context
    await confirm(context)
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
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('confirmed, the server fails: the error, and the session is still Ada’s', async () => {
      await confirm(context)
      await failed({ canvas }, 'Internal server error')
      await expect(sent('/token/refresh')).toHaveLength(1)
    })
    await step('trying again once the server is back starts it, for the same reason', async () => {
      delete getWorld().failures.impersonate
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await expect(await canvas.findByText(`Signed in as ${people.breached.email}`)).toBeVisible()
      const body = { impersonatedUserId: ALAN_ID, justification: 'Ticket 42' }
      await expect(impersonations().map((request) => request.body)).toEqual([body, body])
    })
  },
}

export const NoUserNamed: Story = {
  args: { startAt: route('') },
  play: async ({ canvas }) => {
    // Once Ada's session is restored: nothing to confirm, nothing sent.
    await failed({ canvas }, 'No user to impersonate was named. Start again from the user list.')
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: START })).toBeNull()
    await expect(impersonations()).toHaveLength(0)
  },
}
