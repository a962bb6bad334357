import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ACME_INVITE_TOKEN, BREACHED_STRONG_PASSWORD, PASSWORD_BREACHED, USER_ALREADY_EXISTS, findUserByEmail, getWorld, people } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'

type Context = Parameters<NonNullable<Story['play']>>[0]
type Form = { email?: string; name?: string; companyName?: string; password?: string }

const newcomer = people.newcomer
const SIGN_UP = '/identity/resources/users/v1/signUp'
const CONFIG = '/identity/resources/configurations/v1/public'

/** Waits for the form's heading, the step the configuration leads to. */
async function formShown({ canvas }: Pick<Context, 'canvas'>) {
  const heading = await canvas.findByRole('heading', { name: 'Create your account' })
  await waitFor(() => expect(heading).toHaveFocus())
}

/** Types into each field given, as a person would, then presses the submit button. */
async function signUp({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, form: Form = newcomer) {
  await formShown({ canvas })
  if (form.email) await userEvent.type(canvas.getByLabelText('Work email'), form.email)
  if (form.name) await userEvent.type(canvas.getByLabelText('Full name'), form.name)
  if (form.companyName) await userEvent.type(canvas.getByLabelText('Company name'), form.companyName)
  if (form.password) await userEvent.type(canvas.getByLabelText('Password'), form.password)
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
}

const meta = {
  title: 'Account pages/Sign-up',
  component: StoryApp,
  args: { navigate: fn(), onEvent: fn(), startAt: '/account/sign-up' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const LoadingConfiguration: Story = {
  beforeEach: holdCall('vendorConfig'),
  play: async ({ canvas }) => {
    await heldCall('vendorConfig')
    await expect(canvas.getByRole('heading', { name: 'One moment' })).toBeVisible()
    await expect(canvas.queryByLabelText('Work email')).toBeNull()
  },
}

export const EnterDetails: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await formShown({ canvas })
    await expect(canvas.getByLabelText('Work email')).toHaveValue('')
    await expect(canvas.getByLabelText('Full name')).toBeVisible()
    await expect(canvas.getByLabelText('Company name')).toBeVisible()
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    // spec/auth.md §5: the server's rules, loaded once the vendor is known to use passwords.
    await expect(await canvas.findByText('Your password needs')).toBeVisible()
    await expect(sent('/passwords/config')).toHaveLength(1)
    await expect(sent(CONFIG)).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/account/login')
  },
}

export const ActivationRequired: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the form is sent with what was typed', async () => {
      await signUp({ canvas, userEvent })
      const heading = await canvas.findByRole('heading', { name: 'Check your email' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent(SIGN_UP).map((request) => request.body)).toEqual([
        { email: newcomer.email, name: newcomer.name, companyName: newcomer.companyName, password: newcomer.password },
      ])
    })
    await step('the activation link is on its way; nobody is signed in', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent(`We sent an activation link to ${newcomer.email}`)
      const user = findUserByEmail(getWorld(), newcomer.email)!
      await expect(getWorld().outbox.at(-1)).toMatchObject({ to: newcomer.email, purpose: 'activation' })
      await expect(getWorld().tenants.find((tenant) => tenant.tenantId === user.tenantId)?.name).toBe(newcomer.companyName)
      await expect(args.onEvent).toHaveBeenCalledTimes(1)
      await expect(args.onEvent).toHaveBeenCalledWith({ type: 'signup_completed', provider: 'local', userId: user.id, email: newcomer.email, name: newcomer.name })
      await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account/login')
    })
  },
}

export const SignUpAnotherEmail: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await ActivationRequired.play!(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with a different email' }))
    const heading = await canvas.findByRole('heading', { name: 'Create your account' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByLabelText('Work email')).toHaveValue('')
    // spec/auth.md §4 soft reset: the vendor configuration is kept, not loaded again.
    await expect(sent(CONFIG)).toHaveLength(1)
    await expect(canvas.getByLabelText('Password')).toBeVisible()
  },
}

export const SignedInAtOnce: Story = {
  parameters: { scenario: 'signUpWithoutActivation' },
  play: async ({ canvas, userEvent, args }) => {
    await signUp({ canvas, userEvent })
    const heading = await canvas.findByRole('heading', { name: 'Your account is ready' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent(`You're signed in as ${newcomer.email}.`)
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const SignedInThenContinue: Story = {
  parameters: { scenario: 'signUpWithoutActivation' },
  play: async ({ canvas, userEvent, args }) => {
    await signUp({ canvas, userEvent })
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByText(`Signed in as ${newcomer.email}`)).toBeVisible()
    await expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true })
  },
}

export const UnverifiedMaySignIn: Story = {
  parameters: { scenario: 'signUpUnverifiedLogin' },
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent })
    await expect(await canvas.findByRole('heading', { name: 'Your account is ready' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(`You're signed in. We also sent an activation link to ${newcomer.email}`)
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible()
  },
}

export const MfaRequiredAfterSignUp: Story = {
  // The QR code and key are a new random secret each run.
  parameters: { scenario: 'signUpMfaEnforced', screenshot: { mask: ['img[alt^="QR code"]', 'code'] } },
  play: async ({ canvas, userEvent, args }) => {
    await signUp({ canvas, userEvent })
    // spec/auth.md §4: no activation and MFA due → the login route's MFA step.
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/account/login', { replace: true }))
    await expect(await canvas.findByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible()
    await expect(await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
    await expect(canvas.queryByLabelText('Work email')).toBeNull()
  },
}

export const InvitationSignUp: Story = {
  args: { startAt: `/account/sign-up?invitationToken=${ACME_INVITE_TOKEN}` },
  play: async ({ canvas, userEvent, args }) => {
    await formShown({ canvas })
    await expect(canvas.getByText("You've been invited. Create your account to join.")).toBeVisible()
    // The inviting tenant is the account: no company to name.
    await expect(canvas.queryByLabelText('Company name')).toBeNull()
    await signUp({ canvas, userEvent }, { email: newcomer.email, name: newcomer.name, password: newcomer.password })
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(sent(SIGN_UP)[0]?.body).toEqual({ email: newcomer.email, name: newcomer.name, password: newcomer.password, invitationToken: ACME_INVITE_TOKEN })
    await expect(findUserByEmail(getWorld(), newcomer.email)).toMatchObject({ tenantId: 'tenant-acme' })
    // spec/auth.md §4: an invitation sign-up emits no signup_completed.
    await expect(args.onEvent).not.toHaveBeenCalled()
  },
}

export const EmailTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent }, { ...newcomer, email: people.ada.email })
    await expect(await canvas.findByText(USER_ALREADY_EXISTS)).toBeVisible()
    const email = canvas.getByLabelText('Work email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(email).toHaveFocus())
    // What was typed stays.
    await expect(email).toHaveValue(people.ada.email)
    await expect(canvas.getByLabelText('Full name')).toHaveValue(newcomer.name)
    await expect(canvas.getByLabelText('Password')).toHaveValue(newcomer.password)
  },
}

export const MissingName: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent }, { email: newcomer.email, password: newcomer.password })
    await expect(await canvas.findByText('Enter your name.')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText('Full name')).toHaveFocus())
    await expect(sent(SIGN_UP)).toHaveLength(0)
  },
}

export const WeakPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await formShown({ canvas })
    await userEvent.type(canvas.getByLabelText('Work email'), newcomer.email)
    await userEvent.type(canvas.getByLabelText('Full name'), newcomer.name)
    await userEvent.type(canvas.getByLabelText('Password'), 'short')
    const rule = await canvas.findByText('At least 10 characters')
    await expect(rule.closest('li')).toHaveTextContent('not yet')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(await canvas.findByText("Your password doesn't meet the rules yet.")).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus())
    await expect(sent(SIGN_UP)).toHaveLength(0)
    await userEvent.type(canvas.getByLabelText('Password'), '-and-now-Long1')
    await waitFor(() => expect(canvas.getByText('At least 10 characters').closest('li')).toHaveTextContent('done'))
  },
}

export const PasswordRefusedByServer: Story = {
  play: async ({ canvas, userEvent }) => {
    // It meets every rule the browser can check, and is in a breach corpus the server knows.
    await signUp({ canvas, userEvent }, { ...newcomer, password: BREACHED_STRONG_PASSWORD })
    await expect(await canvas.findByText(PASSWORD_BREACHED)).toBeVisible()
    const password = canvas.getByLabelText('Password')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveValue(BREACHED_STRONG_PASSWORD)
    await expect(findUserByEmail(getWorld(), newcomer.email)).toBeUndefined()
  },
}

export const SubmitsOnce: Story = {
  beforeEach: holdCall('signUp'),
  play: async ({ canvas, userEvent }) => {
    await formShown({ canvas })
    await userEvent.type(canvas.getByLabelText('Work email'), newcomer.email)
    await userEvent.type(canvas.getByLabelText('Full name'), newcomer.name)
    await userEvent.type(canvas.getByLabelText('Password'), newcomer.password)
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Create account' }))
    const gate = await heldCall('signUp')
    await expect(canvas.getByRole('progressbar', { name: 'Creating your account' })).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(sent(SIGN_UP)).toHaveLength(1)
    gate.open()
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(sent(SIGN_UP)).toHaveLength(1)
  },
}

export const MagicLinkVendor: Story = {
  parameters: { scenario: 'signUpMagicLink' },
  play: async ({ canvas, userEvent }) => {
    await formShown({ canvas })
    await expect(canvas.queryByLabelText('Password')).toBeNull()
    await signUp({ canvas, userEvent }, { email: newcomer.email, name: newcomer.name })
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(sent(SIGN_UP)[0]?.body).toEqual({ email: newcomer.email, name: newcomer.name })
    await expect(sent('/passwords/config')).toHaveLength(0)
  },
}

export const SignUpsDisabled: Story = {
  parameters: { scenario: 'signUpsDisabled' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Sign-up is closed' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent("New accounts can't be created here.")
    await expect(canvas.queryByLabelText('Work email')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Already have an account? Sign in' })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { scenario: 'signUpServerError' },
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(canvas.getByLabelText('Work email')).toHaveValue(newcomer.email)
    await expect(canvas.getByLabelText('Company name')).toHaveValue(newcomer.companyName)
  },
}

export const FailureClearsSession: Story = {
  args: { signedInAs: { email: people.ada.email } },
  parameters: { scenario: 'signUpServerError', screenshot: { disable: true } }, // the same form and alert as ServerError
  play: async ({ canvas, userEvent, args }) => {
    await signUp({ canvas, userEvent })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    // spec/auth.md §8: a failed sign-up clears the stored token and user: the login route asks who you are.
    await userEvent.click(canvas.getByRole('link', { name: 'Already have an account? Sign in' }))
    await expect(await canvas.findByLabelText('Email')).toBeVisible()
    await expect(args.navigate).toHaveBeenCalledTimes(1)
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'signUpNetworkError' },
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent })
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    getWorld().failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(sent(SIGN_UP)).toHaveLength(2)
  },
}

export const MalformedAnswer: Story = {
  parameters: { scenario: 'signUpMalformed' },
  play: async ({ canvas, userEvent }) => {
    await signUp({ canvas, userEvent })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again.')
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  },
}

export const ConfigurationFailed: Story = {
  parameters: { scenario: 'signUpConfigError' },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { name: "Sign-up didn't load" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error')
    getWorld().failures = {}
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await formShown({ canvas })
    await expect(sent(CONFIG)).toHaveLength(2)
  },
}
