import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { auth, createClient, passwords } from '../../src/api'
import {
  BREACHED_STRONG_PASSWORD,
  PASSWORD_BREACHED,
  PASSWORD_RECENTLY_USED,
  RESET_LINK_EXPIRED,
  RESET_LINK_USED,
  RESET_PASSWORD_TOKEN,
  TOO_MANY_ATTEMPTS,
  findUserByEmail,
  getWorld,
  lastMessageTo,
  people,
} from '../../src/fixtures'
import type { ResetPasswordApi } from '../../src/hooks'
import { ResetPasswordScreen } from '../../src/screens'
import { sent } from '../support/requests'
import { StoryGatehouse, type StoryGatehouseProps } from '../support/StoryGatehouse'

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent']

const LINK = `/account/reset-password?userId=user-ada&token=${RESET_PASSWORD_TOKEN}`
const NEW_PASSWORD = 'Babbage-Difference-42'

interface ResetPasswordStoryProps extends Pick<StoryGatehouseProps, 'navigate' | 'currentUrl'> {
  api?: Partial<ResetPasswordApi>
}

function ResetPasswordStory({ navigate, currentUrl, api }: ResetPasswordStoryProps) {
  return (
    <StoryGatehouse navigate={navigate} currentUrl={currentUrl}>
      <ResetPasswordScreen api={api} />
    </StoryGatehouse>
  )
}

const meta = {
  title: 'Account pages/Reset password',
  component: ResetPasswordStory,
  args: { navigate: fn(), currentUrl: () => LINK },
  parameters: { scenario: 'resetPasswordRequested' },
} satisfies Meta<typeof ResetPasswordStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form, once the link is checked; focus on its heading. */
async function openForm(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', { name: 'Choose a new password' })
  await waitFor(() => expect(heading).toHaveFocus())
  // The checklist is there once the rules are in.
  await canvas.findByText('Your password needs')
  return canvas.getByLabelText('New password')
}

async function submitPassword(canvas: Canvas, userEvent: User, password: string) {
  const field = await openForm(canvas)
  await userEvent.type(field, password)
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
  return field
}

/** A step reached from another: its heading, once focus has moved there. */
async function arrive(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { name })
  await waitFor(() => expect(heading).toHaveFocus())
  return heading
}

const rule = (canvas: Canvas, text: string | RegExp) => canvas.getByText(text, { selector: 'li > span' }).closest('li')!

export const Validating: Story = {
  args: { api: { validateResetPasswordToken: () => new Promise<never>(() => {}) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Checking your link' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'One moment while we check your reset link.' })).toBeVisible()
  },
}

export const EnterNewPassword: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    const field = await openForm(canvas)
    await expect(sent(passwords.RESET_PASSWORD_VALIDATE_PATH).map((request) => request.body)).toEqual([{ userId: 'user-ada', token: RESET_PASSWORD_TOKEN }])
    await expect(sent(passwords.PASSWORD_CONFIG_PATH)).toHaveLength(1)
    await step('the rules describe the field, each saying whether it is met', async () => {
      await expect(field).toHaveAccessibleDescription(/^Your password needs At least 10 characters\s*, not yet/)
      await expect(rule(canvas, 'Not one of your last 3 passwords')).toHaveTextContent('Not one of your last 3 passwords, checked when you submit')
    })
    await step('typing ticks rules off, and each change is announced', async () => {
      await userEvent.type(field, 'abcdefghij')
      await expect(rule(canvas, 'At least 10 characters')).toHaveTextContent('At least 10 characters, done')
      await expect(rule(canvas, 'At least 3 of these')).toHaveTextContent('At least 3 of these, not yet')
      await expect(canvas.getByText('At least 10 characters: done')).toBeInTheDocument()
      await userEvent.type(field, 'A1')
      await expect(rule(canvas, 'At least 3 of these')).toHaveTextContent(/At least 3 of these, done.*a lower-case letter, included.*an upper-case letter, included.*a number, included.*a symbol or space, missing/)
      await expect(canvas.getByText('At least 3 of these: done')).toBeInTheDocument()
    })
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await openForm(canvas)
    await userEvent.type(field, NEW_PASSWORD)
    // A double click sends one request.
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save new password' }))
    const heading = await canvas.findByRole('heading', { name: 'Your password is changed' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(sent(passwords.RESET_PASSWORD_VERIFY_PATH).map((request) => request.body)).toEqual([{ userId: 'user-ada', token: RESET_PASSWORD_TOKEN, password: NEW_PASSWORD }])
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account/login')
    // The world's password changed: signing in takes the new one, not the old.
    await expect(findUserByEmail(getWorld(), people.ada.email)!.password).toBe(NEW_PASSWORD)
  },
}

export const RulesNotMet: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await submitPassword(canvas, userEvent, 'abcdefgh')
    await expect(await canvas.findByText("Your password doesn't meet the rules yet.")).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('abcdefgh')
    await waitFor(() => expect(field).toHaveFocus())
    await expect(sent(passwords.RESET_PASSWORD_VERIFY_PATH)).toHaveLength(0)
  },
}

export const WeakPasswordRefusedByServer: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await submitPassword(canvas, userEvent, BREACHED_STRONG_PASSWORD)
    // Every rule the browser checks is met: the server's breach check refuses it, on the field.
    await expect(await canvas.findByText(PASSWORD_BREACHED)).toBeVisible()
    await expect(field).toHaveAccessibleDescription(new RegExp(PASSWORD_BREACHED.replace(/[.]/g, '\\.')))
    await expect(field).toHaveValue(BREACHED_STRONG_PASSWORD)
    await waitFor(() => expect(field).toHaveFocus())
    await expect(findUserByEmail(getWorld(), people.ada.email)!.password).toBe(people.ada.password)
  },
}

export const RecentlyUsedPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await submitPassword(canvas, userEvent, people.ada.password)
    await expect(await canvas.findByText(PASSWORD_RECENTLY_USED)).toBeVisible()
    await expect(field).toHaveValue(people.ada.password)
    // Trying another password works: the link is still good.
    await userEvent.clear(field)
    await userEvent.type(field, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
    await arrive(canvas, 'Your password is changed')
  },
}

export const ExpiredLink: Story = {
  parameters: { scenario: 'resetPasswordExpired' },
  play: async ({ canvas, userEvent, args }) => {
    await arrive(canvas, "This link doesn't work")
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_LINK_EXPIRED)
    await userEvent.click(canvas.getByRole('link', { name: 'Email me a new link' }))
    await expect(args.navigate).toHaveBeenCalledWith('/account/forget-password')
  },
}

export const UsedLink: Story = {
  parameters: { scenario: 'resetPasswordUsed' },
  play: async ({ canvas }) => {
    await arrive(canvas, "This link doesn't work")
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_LINK_USED)
    await expect(canvas.getByRole('link', { name: 'Email me a new link' })).toHaveAttribute('href', '/account/forget-password')
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument()
  },
}

export const LinkExpiresWhileOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await openForm(canvas)
    getWorld().accounts.resetTokens.get(RESET_PASSWORD_TOKEN)!.expiresAt = Date.now() - 1
    await userEvent.type(field, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
    await arrive(canvas, "This link doesn't work")
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_LINK_EXPIRED)
  },
}

export const MissingLinkDetails: Story = {
  args: { currentUrl: () => '/account/reset-password?userId=user-ada' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is missing its details.')
    await expect(sent(passwords.RESET_PASSWORD_VALIDATE_PATH)).toHaveLength(0)
    await expect(sent(passwords.PASSWORD_CONFIG_PATH)).toHaveLength(0)
  },
}

export const RateLimited: Story = {
  parameters: { scenario: 'resetPasswordRateLimited' },
  play: async ({ canvas, userEvent }) => {
    const field = await submitPassword(canvas, userEvent, NEW_PASSWORD)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_ATTEMPTS)
    await expect(field).toHaveValue(NEW_PASSWORD)
    await expect(field).not.toHaveAttribute('aria-invalid')
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'resetPasswordNetworkError' },
  play: async ({ canvas, userEvent }) => {
    const field = await submitPassword(canvas, userEvent, NEW_PASSWORD)
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(field).toHaveValue(NEW_PASSWORD)
    getWorld().accounts.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
    await arrive(canvas, 'Your password is changed')
  },
}

export const LinkCheckFailed: Story = {
  parameters: { scenario: 'resetPasswordValidateServerError' },
  play: async ({ canvas, userEvent }) => {
    await arrive(canvas, "We couldn't check your link")
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error')
    getWorld().accounts.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await openForm(canvas)
    await expect(sent(passwords.RESET_PASSWORD_VALIDATE_PATH)).toHaveLength(2)
  },
}

export const MalformedRules: Story = {
  parameters: { scenario: 'passwordConfigMalformed' },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { name: 'Choose a new password' })
    await waitFor(() => expect(heading).toHaveFocus())
    // The rules could not be read: the field says so, and the server still judges the password.
    const notice = await canvas.findByText("We couldn't load the password rules. Your password is still checked when you submit it.")
    await expect(notice).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Load the rules again' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('New password'), 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
    await expect(await canvas.findByText('The password must be at least 10 characters long.')).toBeVisible()
  },
}

export const RulesLoadAgain: Story = {
  parameters: { scenario: 'passwordConfigServerError' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load the rules again' }))
    await waitFor(() => expect(sent(passwords.PASSWORD_CONFIG_PATH)).toHaveLength(2))
    getWorld().accounts.failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Load the rules again' }))
    await expect(await canvas.findByText('At least 10 characters')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load the rules again' })).not.toBeInTheDocument()
  },
}

export const FromForgotPassword: Story = {
  parameters: { scenario: 'default' },
  // The link the forgot-password request emailed to Ada, as she would open it.
  args: { currentUrl: () => `/account/reset-password?userId=user-ada&token=${lastMessageTo(getWorld(), people.ada.email)?.code ?? ''}` },
  beforeEach: async () => {
    await auth.forgotPassword(createClient({ logLevel: 'silent' }), { email: people.ada.email })
  },
  play: async ({ canvas, userEvent, args }) => {
    await submitPassword(canvas, userEvent, NEW_PASSWORD)
    await arrive(canvas, 'Your password is changed')
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }))
    await expect(args.navigate).toHaveBeenCalledWith('/account/login')
    // Sign-in takes the new password now, and the old one no longer.
    const client = createClient({ logLevel: 'silent' })
    await expect(auth.loginWithPassword(client, { email: people.ada.email, password: NEW_PASSWORD })).resolves.toMatchObject({ userId: 'user-ada' })
    await expect(auth.loginWithPassword(client, { email: people.ada.email, password: people.ada.password })).rejects.toMatchObject({ status: 401 })
  },
}
