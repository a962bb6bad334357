import type { Meta, StoryObj } from '@storybook/react-vite'
import { Secret, TOTP } from 'otpauth'
import { expect, fn, waitFor } from 'storybook/test'
import { ADA_TOTP_SECRET, INVALID_MFA_CODE, MFA_TOKEN_EXPIRED, people } from '../../src/fixtures'
import { heldCall, holdCall } from '../support/gates'
import { createClient } from '../../src/api'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Two-factor',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'mfaRequired' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** Ada's app is listed by id in the challenge, so its code goes to verifyMFAAuthenticatorAppForLogin. */
const APP_VERIFY = '/user/mfa/authenticator/totp-user-ada/verify'

/** The code Ada's authenticator app shows right now, computed from the secret behind her QR code. */
function currentCode(): string {
  return new TOTP({ secret: Secret.fromBase32(ADA_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate()
}

/** A six-digit code that is not one the app would accept now. */
function wrongCode(): string {
  return String((Number(currentCode()) + 500_000) % 1_000_000).padStart(6, '0')
}

async function reachCodeStep({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await reachPasswordStep(canvas, userEvent, people.ada.email)
  await enterPassword(canvas, userEvent, people.ada.password)
  const heading = await canvas.findByRole('heading', { name: 'Enter your authentication code' })
  await waitFor(() => expect(heading).toHaveFocus())
}

async function enterCode({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, code: string) {
  const field = canvas.getByLabelText('Authentication code')
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
}

export const AuthenticatorApp: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    await step('a right password leads to the code step, with no session yet', async () => {
      await reachCodeStep(context)
      await expect(canvas.getByText(/enter the 6-digit code for ada@acme\.test/)).toBeVisible()
      await expect(sent('/users/v2/me')).toHaveLength(0)
    })
    await step('the app code, with the device remembered, signs in', async () => {
      await userEvent.click(await canvas.findByRole('checkbox', { name: 'Remember this device for 14 days' }))
      const code = currentCode()
      await enterCode(context, code)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      const [verify] = sent(APP_VERIFY)
      await expect(verify?.body).toEqual({ mfaToken: expect.any(String), value: code, rememberDevice: true })
    })
  },
}

export const WrongCode: Story = {
  play: async (context) => {
    const { canvas, args } = context
    await reachCodeStep(context)
    const code = wrongCode()
    await enterCode(context, code)
    const field = canvas.getByLabelText('Authentication code')
    await expect(await canvas.findByText(INVALID_MFA_CODE)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(code)
    await waitFor(() => expect(field).toHaveFocus())
    await enterCode(context, currentCode())
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const MalformedCode: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const { canvas } = context
    await reachCodeStep(context)
    await enterCode(context, '12ab')
    await expect(await canvas.findByText('Enter the 6-digit code from your authenticator app.')).toBeVisible()
    await expect(sent(APP_VERIFY)).toHaveLength(0)
  },
}

export const TooManyAttempts: Story = {
  play: async (context) => {
    const { canvas } = context
    await reachCodeStep(context)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await enterCode(context, wrongCode())
      await waitFor(() => expect(sent(APP_VERIFY)).toHaveLength(attempt))
      await canvas.findByText(INVALID_MFA_CODE)
    }
    // After five wrong codes the MFA token is spent: even the right code is refused.
    await enterCode(context, currentCode())
    await expect(await canvas.findByText(MFA_TOKEN_EXPIRED)).toBeVisible()
    await context.userEvent.click(canvas.getByRole('button', { name: 'Start again' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  },
}

export const RememberDeviceNotAllowed: Story = {
  parameters: { scenario: 'mfaWithoutRememberDevice' },
  play: async (context) => {
    const { canvas, args } = context
    await reachCodeStep(context)
    await waitFor(() => expect(sent('/mfa-policy/allow-remember-device')).toHaveLength(1))
    await expect(canvas.queryByRole('checkbox')).toBeNull()
    await enterCode(context, currentCode())
    await waitFor(() => expect(args.navigate).toHaveBeenCalled())
    await expect(sent(APP_VERIFY)[0]?.body).toMatchObject({ rememberDevice: false })
  },
}

export const ServerError: Story = {
  // The code (the authenticator app's of this half-minute, or a random one sent) stays in the field: masked in the screenshot.
  parameters: { scenario: 'mfaServerError', screenshot: { mask: ['input[autocomplete="one-time-code"]'] } },
  play: async (context) => {
    const { canvas, args } = context
    await reachCodeStep(context)
    const code = currentCode()
    await enterCode(context, code)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(canvas.getByLabelText('Authentication code')).toHaveValue(code)
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const KeyboardOnlyPasswordAndCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await userEvent.keyboard(people.ada.email)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const passwordHeading = await canvas.findByRole('heading', { name: 'Enter your password' })
    await waitFor(() => expect(passwordHeading).toHaveFocus())
    await userEvent.tab()
    await userEvent.keyboard(people.ada.password)
    await userEvent.tab({ shift: false })
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const codeHeading = await canvas.findByRole('heading', { name: 'Enter your authentication code' })
    await waitFor(() => expect(codeHeading).toHaveFocus())
    await userEvent.tab()
    await expect(canvas.getByLabelText('Authentication code')).toHaveFocus()
    await userEvent.keyboard(currentCode())
    await userEvent.tab()
    await expect(await canvas.findByRole('checkbox', { name: 'Remember this device for 14 days' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

/** The code check never answers: after the client's timeout the step says so, keeps the code, and lets the user retry or start again. */
export const VerifyTimesOut: Story = {
  args: { client: createClient({ logLevel: 'silent', timeoutMs: 3000 }) },
  beforeEach: holdCall('mfaVerify'),
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    const code = currentCode()
    await step('the verify call hangs; the timeout clears the pending state with a message', async () => {
      await reachCodeStep(context)
      await enterCode(context, code)
      await heldCall('mfaVerify')
      await expect(await canvas.findByText('The server took too long to answer. Check your connection and try again.', {}, { timeout: 15_000 })).toBeVisible()
      await expect(canvas.getByLabelText('Authentication code')).toHaveValue(code)
      await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled()
      await expect(canvas.getByRole('button', { name: 'Start again' })).toBeEnabled()
    })
    await step('"Start again" leads back to the email, with nothing signed in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start again' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(args.navigate).not.toHaveBeenCalled()
    })
  },
}
