import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { INVITATION_ALREADY_USED, INVITATION_EXPIRED, INVITATION_NOT_FOUND, INVITATION_TOKEN, INVITED_USER_ID, getWorld } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'

type Context = Parameters<NonNullable<Story['play']>>[0]

const ACCEPT = '/identity/resources/users/v1/invitation/accept'
const link = (query: string) => `/account/invitation/accept${query}`
const invitationLink = link(`?token=${INVITATION_TOKEN}&userId=${INVITED_USER_ID}`)
const dorothy = () => getWorld().users.find((user) => user.id === INVITED_USER_ID)!

/** Waits for a step's heading to show and take the focus. */
async function stepShown({ canvas }: Pick<Context, 'canvas'>, name: string) {
  const heading = await canvas.findByRole('heading', { name })
  await waitFor(() => expect(heading).toHaveFocus())
}

const meta = {
  title: 'Account pages/Accept invitation',
  component: StoryApp,
  args: { navigate: fn(), startAt: invitationLink },
  parameters: { scenario: 'invitationSent' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  beforeEach: holdCall('acceptInvitation'),
  play: async ({ canvas }) => {
    await heldCall('acceptInvitation')
    await expect(await canvas.findByRole('heading', { name: 'Accepting your invitation' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Adding you to the account.' })).toBeVisible()
    await expect(dorothy().activatedForTenant).toBe(false)
  },
}

export const Success: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, args }) => {
    await stepShown({ canvas }, 'Invitation accepted')
    await expect(canvas.getByRole('status')).toHaveTextContent("You've joined the account. Sign in to continue.")
    // Under StrictMode too: the link is sent once, with its token and user id.
    await expect(sent(ACCEPT).map((request) => request.body)).toEqual([{ token: INVITATION_TOKEN, userId: INVITED_USER_ID }])
    await expect(dorothy()).toMatchObject({ activatedForTenant: true, verified: true })
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const SuccessThenSignIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await stepShown({ canvas }, 'Invitation accepted')
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/account/login', undefined))
    await expect(await canvas.findByLabelText('Email')).toBeVisible()
  },
}

export const UsedInvitation: Story = {
  parameters: { scenario: 'invitationUsed' },
  play: async ({ canvas }) => {
    await stepShown({ canvas }, "We couldn't verify your invitation")
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVITATION_ALREADY_USED)
    await expect(canvas.getByText('The invitation may have been used already or expired. Ask for a new one.')).toBeVisible()
    // A refusal is final: nothing to retry.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/account/login')
  },
}

export const ExpiredInvitation: Story = {
  parameters: { scenario: 'invitationExpired' },
  play: async ({ canvas }) => {
    await stepShown({ canvas }, "We couldn't verify your invitation")
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVITATION_EXPIRED)
    await expect(dorothy().activatedForTenant).toBe(false)
  },
}

export const UnknownToken: Story = {
  args: { startAt: link(`?token=not-a-real-token&userId=${INVITED_USER_ID}`) },
  play: async ({ canvas }) => {
    await stepShown({ canvas }, "We couldn't verify your invitation")
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVITATION_NOT_FOUND)
  },
}

export const MissingToken: Story = {
  args: { startAt: link(`?userId=${INVITED_USER_ID}`) },
  play: async ({ canvas }) => {
    await stepShown({ canvas }, 'This invitation link is incomplete')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Open the link from your invitation email again')
    await expect(sent(ACCEPT)).toHaveLength(0)
  },
}

export const MissingUserId: Story = {
  args: { startAt: link(`?token=${INVITATION_TOKEN}`) },
  play: async ({ canvas }) => {
    await stepShown({ canvas }, 'This invitation link is incomplete')
    await expect(sent(ACCEPT)).toHaveLength(0)
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'invitationNetworkError' },
  play: async ({ canvas, userEvent }) => {
    await stepShown({ canvas }, "We couldn't verify your invitation")
    // No answer: the connection is at fault, not the invitation, and trying again is offered.
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    getWorld().failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await stepShown({ canvas }, 'Invitation accepted')
    await expect(sent(ACCEPT)).toHaveLength(2)
  },
}
