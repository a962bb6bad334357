import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { PASSWORD_CONFIG_PATH } from '../../src/api/passwords'
import { CHANGE_PASSWORD_PATH } from '../../src/api/users'
import {
  ADA_PREVIOUS_PASSWORD,
  INVALID_AUTHENTICATION,
  BREACHED_STRONG_PASSWORD,
  PASSWORD_BREACHED,
  PASSWORD_RECENTLY_USED,
  TOO_MANY_ATTEMPTS,
  WRONG_CURRENT_PASSWORD,
  findUserByEmail,
  getWorld,
  people,
} from '../../src/fixtures'
import { useGatehouse } from '../../src/hooks'
import { Button } from '../../src/primitives'
import { ChangePasswordForm } from '../../src/screens'
import { enterPassword, reachPasswordStep } from './loginSteps'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const PROFILE = '/account/profile'
const NEW_PASSWORD = 'Babbage-Difference-42'
const CHANGED = 'Your password is changed. Use the new one the next time you sign in.'

/** The host's profile page: the password change, and a way to sign out. */
function ProfilePage() {
  const { navigate, routes } = useGatehouse('ProfilePage')
  return (
    <>
      <ChangePasswordForm />
      <Button variant="text" onPress={() => navigate(routes.logoutUrl)}>
        Sign out
      </Button>
    </>
  )
}

/**
 * Ada, signed in, changes her password on the host's profile page (StoryApp opens there with her
 * session); the signed-out story opens the same page without one.
 */
const meta = {
  title: 'Account pages/Change password',
  component: StoryApp,
  args: {
    navigate: fn(),
    startAt: PROFILE,
    signedInAs: { email: people.ada.email },
    mount: { path: PROFILE, render: () => <ProfilePage /> },
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The form, once the rules are in for the checklist. */
async function openForm(canvas: Canvas) {
  await canvas.findByRole('heading', { name: 'Change your password' })
  await canvas.findByText('Your password needs')
  return { current: canvas.getByLabelText('Current password'), next: canvas.getByLabelText('New password') }
}

async function fillAndSubmit(canvas: Canvas, userEvent: User, currentPassword: string, newPassword: string) {
  const fields = await openForm(canvas)
  await userEvent.type(fields.current, currentPassword)
  await userEvent.type(fields.next, newPassword)
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
  return fields
}

const adaPassword = () => findUserByEmail(getWorld(), people.ada.email)!.password
const escape = (text: string) => new RegExp(text.replace(/[.?]/g, '\\$&'))

/** Ada changes her password from the current one to NEW_PASSWORD, with a double click that sends once. */
async function changeToNewPassword(canvas: Canvas, userEvent: User) {
  const { current, next } = await openForm(canvas)
  await userEvent.type(current, people.ada.password)
  await userEvent.type(next, NEW_PASSWORD)
  await userEvent.dblClick(canvas.getByRole('button', { name: 'Change password' }))
  await canvas.findByText(CHANGED)
  await expect(sent(CHANGE_PASSWORD_PATH).map((request) => request.body)).toEqual([{ password: people.ada.password, newPassword: NEW_PASSWORD }])
}

export const Changed: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await step('a double click sends one change, with the current and the new password', async () => {
      await changeToNewPassword(canvas, userEvent)
    })
    await step('the change is announced, the form is empty again, focus on its heading', async () => {
      const message = canvas.getByText(CHANGED)
      await expect(message.closest('[aria-live="polite"]')).not.toBeNull()
      await expect(canvas.getByLabelText('Current password')).toHaveValue('')
      await expect(canvas.getByLabelText('New password')).toHaveValue('')
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Change your password' })).toHaveFocus())
      await expect(adaPassword()).toBe(NEW_PASSWORD)
      // Under StrictMode the rules were still loaded once.
      await expect(sent(PASSWORD_CONFIG_PATH)).toHaveLength(1)
    })
  },
}

export const ChangedThenSignIn: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await changeToNewPassword(canvas, userEvent)
    await step('signed out, the old password is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(sent('/auth/v1/logout')).toHaveLength(1)
      await reachPasswordStep(canvas, userEvent, people.ada.email)
      await enterPassword(canvas, userEvent, people.ada.password)
      await expect(await canvas.findByText(INVALID_AUTHENTICATION)).toBeVisible()
    })
    await step('and the new one signs in', async () => {
      await userEvent.clear(canvas.getByLabelText('Password'))
      await enterPassword(canvas, userEvent, NEW_PASSWORD)
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    })
  },
}

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const { current, next } = await fillAndSubmit(canvas, userEvent, 'not-my-password', NEW_PASSWORD)
    // The server's words, on the current password's field, which takes the focus back.
    await expect(await canvas.findByText(WRONG_CURRENT_PASSWORD)).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD)
    await waitFor(() => expect(current).toHaveFocus())
    await expect(next).not.toHaveAttribute('aria-invalid')
    // What was typed stays; nothing changed.
    await expect(current).toHaveValue('not-my-password')
    await expect(next).toHaveValue(NEW_PASSWORD)
    await expect(adaPassword()).toBe(people.ada.password)
  },
}

export const RulesNotMet: Story = {
  play: async ({ canvas, userEvent }) => {
    const { current, next } = await fillAndSubmit(canvas, userEvent, people.ada.password, 'abcdefgh')
    await expect(await canvas.findByText("Your password doesn't meet the rules yet.")).toBeVisible()
    await expect(next).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(next).toHaveFocus())
    await expect(next).toHaveValue('abcdefgh')
    await expect(current).toHaveValue(people.ada.password)
    await expect(sent(CHANGE_PASSWORD_PATH)).toHaveLength(0)
  },
}

export const CurrentPasswordMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    const { current, next } = await openForm(canvas)
    await userEvent.type(next, NEW_PASSWORD)
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Enter your current password.')).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(current).toHaveFocus())
    await expect(sent(CHANGE_PASSWORD_PATH)).toHaveLength(0)
  },
}

export const WeakPasswordRefusedByServer: Story = {
  play: async ({ canvas, userEvent }) => {
    const { next } = await fillAndSubmit(canvas, userEvent, people.ada.password, BREACHED_STRONG_PASSWORD)
    // Every rule the browser checks is met: the server's breach check refuses it, on the new password.
    await expect(await canvas.findByText(PASSWORD_BREACHED)).toBeVisible()
    await expect(next).toHaveAccessibleDescription(escape(PASSWORD_BREACHED))
    await waitFor(() => expect(next).toHaveFocus())
    await expect(next).toHaveValue(BREACHED_STRONG_PASSWORD)
    await expect(sent(CHANGE_PASSWORD_PATH)).toHaveLength(1)
    await expect(adaPassword()).toBe(people.ada.password)
  },
}

export const RecentlyUsedPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const { next } = await fillAndSubmit(canvas, userEvent, people.ada.password, ADA_PREVIOUS_PASSWORD)
    await expect(await canvas.findByText(PASSWORD_RECENTLY_USED)).toBeVisible()
    await expect(next).toHaveAttribute('aria-invalid', 'true')
    await expect(next).toHaveValue(ADA_PREVIOUS_PASSWORD)
    await expect(adaPassword()).toBe(people.ada.password)
  },
}

export const RateLimited: Story = {
  parameters: { scenario: 'changePasswordRateLimited' },
  play: async ({ canvas, userEvent }) => {
    const { current, next } = await fillAndSubmit(canvas, userEvent, people.ada.password, NEW_PASSWORD)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_ATTEMPTS)
    await expect(current).toHaveValue(people.ada.password)
    await expect(next).toHaveValue(NEW_PASSWORD)
    await expect(current).not.toHaveAttribute('aria-invalid')
    await expect(next).not.toHaveAttribute('aria-invalid')
    await expect(adaPassword()).toBe(people.ada.password)
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'changePasswordNetworkError' },
  play: async ({ canvas, userEvent }) => {
    const { current, next } = await fillAndSubmit(canvas, userEvent, people.ada.password, NEW_PASSWORD)
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(current).toHaveValue(people.ada.password)
    await expect(next).toHaveValue(NEW_PASSWORD)
    // The connection is back: the same form, sent again, changes it.
    getWorld().accounts.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await canvas.findByText(CHANGED)).toBeVisible()
    await expect(adaPassword()).toBe(NEW_PASSWORD)
  },
}

export const MalformedAnswer: Story = {
  parameters: { scenario: 'changePasswordMalformed' },
  play: async ({ canvas, userEvent }) => {
    const { next } = await fillAndSubmit(canvas, userEvent, people.ada.password, NEW_PASSWORD)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again.')
    await expect(next).toHaveValue(NEW_PASSWORD)
    await expect(canvas.queryByText(CHANGED)).not.toBeInTheDocument()
  },
}

export const SignedOut: Story = {
  args: { signedInAs: undefined },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, people.ada.password, NEW_PASSWORD)
    // The server does not know the caller (401): sign in again.
    const heading = await canvas.findByRole('heading', { name: 'Sign in again' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to change your password.')
    await expect(sent(CHANGE_PASSWORD_PATH)).toHaveLength(1)
    await expect(adaPassword()).toBe(people.ada.password)
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account/login')
  },
}
