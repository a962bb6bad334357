import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { activation, auth, createClient } from '../../src/api'
import {
  ACTIVATION_LINK_EXPIRED,
  ACTIVATION_LINK_USED,
  ACTIVATION_TOKENS,
  BREACHED_STRONG_PASSWORD,
  PASSWORD_BREACHED,
  TOO_MANY_ATTEMPTS,
  getWorld,
  invitedUserOf,
  type World,
  type WorldUser,
  lastMessageTo,
  people,
} from '../../src/fixtures'
import { useSession, type ActivationApi } from '../../src/hooks'
import { ActivationScreen } from '../../src/screens'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'
import { StoryGatehouse, type StoryGatehouseProps } from '../support/StoryGatehouse'

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const NEW_PASSWORD = 'Babbage-Difference-42'
// Who the invited link is for, noted per world on first look: once activated (or sent a new link) they are found by id.
const invitedIds = new WeakMap<World, string>()
/** The pending Acme member the invited link is for, with no password of their own yet. */
function invited(): WorldUser {
  const world = getWorld()
  if (!invitedIds.has(world)) invitedIds.set(world, invitedUserOf(world.users).id)
  return world.users.find((user) => user.id === invitedIds.get(world))!
}
/** The link the invited user (a pending Acme member with no password yet) was emailed. */
const invitedLink = () => `/account/activate?userId=${invited().id}&token=${ACTIVATION_TOKENS.invited}`
/** The link Katherine (signed up with a password, email not verified) was emailed. */
const katherineLink = () => `/account/activate?userId=user-katherine&token=${ACTIVATION_TOKENS.katherine}`

interface ActivationStoryProps extends Pick<StoryGatehouseProps, 'navigate' | 'currentUrl' | 'onEvent' | 'restoreSession'> {
  api?: Partial<ActivationApi>
}

/** Who the session says is signed in, as a host's header would. */
function SessionLine() {
  const { user, isLoading } = useSession()
  if (isLoading) return null
  return <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
}

function ActivationStory({ api, ...provider }: ActivationStoryProps) {
  return (
    <StoryGatehouse {...provider}>
      <ActivationScreen api={api} />
      <SessionLine />
    </StoryGatehouse>
  )
}

const meta = {
  title: 'Account pages/Activation',
  component: ActivationStory,
  args: { navigate: fn(), onEvent: fn(), currentUrl: invitedLink },
} satisfies Meta<typeof ActivationStory>

export default meta
type Story = StoryObj<typeof meta>

/** A step reached from another: its heading, once focus has moved there. */
async function arrive(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { name })
  await waitFor(() => expect(heading).toHaveFocus())
  return heading
}

async function openForm(canvas: Canvas) {
  await arrive(canvas, 'Set your password')
  await canvas.findByText('Your password needs')
  return canvas.getByLabelText('Password')
}

export const Activating: Story = {
  args: { api: { getActivationStrategy: () => new Promise<never>(() => {}) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Activating your account' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'One moment while we check your activation link.' })).toBeVisible()
  },
}

export const SetPassword: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    const field = await openForm(canvas)
    await expect(sent(activation.ACTIVATE_STRATEGY_PATH).map((request) => request.query)).toEqual([{ userId: invited().id, token: ACTIVATION_TOKENS.invited }])
    await userEvent.type(field, 'Ada1')
    await expect(canvas.getByText('At least 10 characters', { selector: 'li > span' }).closest('li')).toHaveTextContent('At least 10 characters, not yet')
    await expect(canvas.getByText('At least 3 of these', { selector: 'li > span' }).closest('li')).toHaveTextContent('At least 3 of these, done')
  },
}

export const SuccessWithPassword: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const field = await openForm(canvas)
    await userEvent.type(field, NEW_PASSWORD)
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Activate account' }))
    await step('verified and signed in; the redirect waits 1000 ms', async () => {
      await arrive(canvas, 'Your account is active')
      await expect(canvas.getByText('Taking you to your account now.')).toBeVisible()
      await expect(await canvas.findByText(`Signed in as ${invited().email}`)).toBeVisible()
      await expect(args.navigate).not.toHaveBeenCalled()
      await expect(sent(activation.ACTIVATE_PATH).map((request) => request.body)).toEqual([{ userId: invited().id, token: ACTIVATION_TOKENS.invited, password: NEW_PASSWORD }])
      await expect([invited().verified, invited().activatedForTenant]).toEqual([true, true])
      await expect(args.onEvent).toHaveBeenCalledWith({ type: 'user_verified', userId: invited().id, email: invited().email, provider: 'local' })
    })
    await step('then onward to the authenticated URL', async () => {
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }), { timeout: 3000 })
    })
    // The password is the account's now: signing in with it works.
    await expect(auth.loginWithPassword(createClient({ logLevel: 'silent' }), { email: invited().email, password: NEW_PASSWORD })).resolves.toMatchObject({ accessToken: expect.any(String) })
  },
}

export const SuccessWithoutPassword: Story = {
  args: { currentUrl: katherineLink },
  play: async ({ canvas, args }) => {
    await arrive(canvas, 'Your account is active')
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument()
    await expect(sent(activation.ACTIVATE_PATH).map((request) => request.body)).toEqual([{ userId: 'user-katherine', token: ACTIVATION_TOKENS.katherine }])
    await expect(await canvas.findByText(`Signed in as ${people.unverified.email}`)).toBeVisible()
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }), { timeout: 3000 })
  },
}

export const SignsOutFirst: Story = {
  args: { currentUrl: katherineLink, restoreSession: true },
  beforeEach: async () => {
    await earlierVisit(people.ada)
    getWorld().requests.length = 0
  },
  play: async ({ canvas }) => {
    await arrive(canvas, 'Your account is active')
    await expect(await canvas.findByText(`Signed in as ${people.unverified.email}`)).toBeVisible()
    // Ada's session was restored, then ended before the link was used.
    const order = getWorld().requests.map((request) => request.path)
    await expect(order.indexOf(order.find((path) => path.endsWith('/logout'))!)).toBeLessThan(order.findIndex((path) => path.endsWith(activation.ACTIVATE_STRATEGY_PATH)))
    await expect(sent('/logout')).toHaveLength(1)
  },
}

export const ExpiredLink: Story = {
  parameters: { scenario: 'activationExpired' },
  play: async ({ canvas, userEvent }) => {
    await arrive(canvas, 'Get a new activation link')
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACTIVATION_LINK_EXPIRED)
    await userEvent.type(canvas.getByLabelText('Email'), invited().email)
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
    await arrive(canvas, 'Check your email')
    await expect(canvas.getByRole('status')).toHaveTextContent(invited().email)
    await expect(sent(activation.ACTIVATE_RESEND_PATH).map((request) => request.body)).toEqual([{ email: invited().email }])
    await expect(lastMessageTo(getWorld(), invited().email)).toMatchObject({ purpose: 'activation' })
  },
}

export const UsedLink: Story = {
  parameters: { scenario: 'activationUsed' },
  args: { currentUrl: katherineLink },
  play: async ({ canvas }) => {
    await arrive(canvas, 'Get a new activation link')
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACTIVATION_LINK_USED)
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/account/login')
  },
}

export const MissingLinkDetails: Story = {
  args: { currentUrl: () => '/account/activate?token=abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This activation link is missing its details.')
    await expect(sent(activation.ACTIVATE_STRATEGY_PATH)).toHaveLength(0)
  },
}

export const RulesNotMet: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await openForm(canvas)
    await userEvent.type(field, 'abcdefgh')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expect(await canvas.findByText("Your password doesn't meet the rules yet.")).toBeVisible()
    await expect(field).toHaveValue('abcdefgh')
    await waitFor(() => expect(field).toHaveFocus())
    await expect(sent(activation.ACTIVATE_PATH)).toHaveLength(0)
  },
}

export const WeakPasswordRefusedByServer: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await openForm(canvas)
    await userEvent.type(field, BREACHED_STRONG_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expect(await canvas.findByText(PASSWORD_BREACHED)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(BREACHED_STRONG_PASSWORD)
    await waitFor(() => expect(field).toHaveFocus())
    await expect(invited().verified).toBe(false)
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'activationStrategyNetworkError' },
  play: async ({ canvas, userEvent }) => {
    await arrive(canvas, "We couldn't activate your account")
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    getWorld().accounts.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await openForm(canvas)
  },
}

export const MalformedAnswer: Story = {
  parameters: { scenario: 'activationStrategyMalformed' },
  play: async ({ canvas }) => {
    await arrive(canvas, "We couldn't activate your account")
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again.')
  },
}

export const ActivationFails: Story = {
  parameters: { scenario: 'activateServerError' },
  args: { currentUrl: katherineLink },
  play: async ({ canvas, userEvent }) => {
    await arrive(canvas, "We couldn't activate your account")
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error')
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new link' }))
    await arrive(canvas, 'Get a new activation link')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const ResendRateLimited: Story = {
  parameters: { scenario: 'activationExpired' },
  play: async ({ canvas, userEvent }) => {
    await arrive(canvas, 'Get a new activation link')
    const { max } = getWorld().accounts.rateLimit
    getWorld().accounts.rateLimit.attempts.set(`activationResend:${invited().email}`, Array.from({ length: max }, () => Date.now()))
    await userEvent.type(canvas.getByLabelText('Email'), invited().email)
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
    await expect(await canvas.findByText(TOO_MANY_ATTEMPTS)).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveValue(invited().email)
  },
}

export const ResendInvalidEmail: Story = {
  args: { currentUrl: () => '/account/activate' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'katherine.acme.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(sent(activation.ACTIVATE_RESEND_PATH)).toHaveLength(0)
  },
}
