import type { Meta, StoryObj } from '@storybook/react-vite'
import { URI, type TOTP } from 'otpauth'
import { expect, fn, waitFor, within } from 'storybook/test'
import { INVALID_MFA_CODE, getWorld, otpauthUriOf, people } from '../../src/fixtures'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { codeSentTo, enterCode, otherCode, reachMfaStep } from './loginMfaSteps'

const meta = {
  title: 'Sign-in/Two-factor/Enrolment',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'mfaEnforced' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const ada = () => getWorld().users.find((user) => user.email === people.ada.email)!

/** Picks what to set up on the forced-enrolment choice and waits for its step's heading. */
async function choose({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, option: string, heading: string) {
  await userEvent.click(canvas.getByRole('button', { name: option }))
  const title = await canvas.findByRole('heading', { name: heading })
  await waitFor(() => expect(title).toHaveFocus())
}

/** The recovery code is shown once; confirming it was saved finishes signing in. */
async function saveRecoveryCode({ canvas, userEvent, args }: Pick<Context, 'canvas' | 'userEvent' | 'args'>) {
  const heading = await canvas.findByRole('heading', { name: 'Save your recovery code' })
  await waitFor(() => expect(heading).toHaveFocus())
  const [recoveryCode] = ada().mfa!.recoveryCodes!
  await expect(canvas.getByText(recoveryCode!)).toBeVisible()
  await expect(args.navigate).not.toHaveBeenCalled()
  await userEvent.click(canvas.getByRole('button', { name: "I've saved it, continue" }))
  await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  await expect(canvas.queryByText(recoveryCode!)).toBeNull()
}

export const ForcedChoice: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent }) => {
    await reachMfaStep(canvas, userEvent, 'Set up two-factor authentication')
    const options = within(canvas.getByRole('list', { name: 'Ways to set up' })).getAllByRole('button')
    await expect(options.map((option) => option.textContent)).toEqual(['Authenticator app', 'Text message (SMS)', 'Code by email'])
    await expect(canvas.queryByRole('button', { name: /recovery code/i })).toBeNull()
  },
}

export const EnrolAuthenticatorApp: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    let secret = ''
    await step('the QR code and the key for manual entry are shown', async () => {
      await reachMfaStep(canvas, userEvent, 'Set up two-factor authentication')
      await choose(context, 'Authenticator app', 'Set up your authenticator app')
      const qr = await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })
      // An app scans the QR code: the otpauth URI behind the image gives the secret.
      const uri = URI.parse(otpauthUriOf(qr.getAttribute('src') ?? '')!)
      secret = uri.secret.base32
      await expect(canvas.getByText(secret)).toBeVisible()
      await expect(sent('/user/mfa/authenticator/enroll')).toHaveLength(1)
    })
    await step('a wrong code is refused, the app code enrols it', async () => {
      // The app makes codes from what it scanned.
      const app = () => URI.parse(otpauthUriOf(canvas.getByRole('img').getAttribute('src')!)!) as TOTP
      const code = app().generate()
      await enterCode(canvas, userEvent, 'Authentication code', otherCode(code), 'Verify and turn on')
      await expect(await canvas.findByText(INVALID_MFA_CODE)).toBeVisible()
      await enterCode(canvas, userEvent, 'Authentication code', app().generate(), 'Verify and turn on')
      await waitFor(() => expect(ada().totpSecret).toBe(secret))
      await expect(sent('/user/mfa/authenticator/enroll/verify').at(-1)?.body).toEqual({ mfaToken: expect.any(String), token: expect.stringMatching(/^\d{6}$/) })
    })
    await step('the recovery code is shown once', () => saveRecoveryCode(context))
  },
}

export const EnrolSmsInvalidThenValidNumber: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await reachMfaStep(canvas, userEvent, 'Set up two-factor authentication')
    await choose(context, 'Text message (SMS)', 'Add your phone number')
    const field = canvas.getByLabelText('Phone number')
    await step('an invalid number is refused on the field, nothing is sent', async () => {
      await userEvent.type(field, '12345')
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
      await expect(await canvas.findByText('Enter a valid phone number with its country code, like +1 202 555 0143.')).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveValue('12345')
      await waitFor(() => expect(field).toHaveFocus())
      await expect(sent('/user/mfa/sms/enroll')).toHaveLength(0)
    })
    await step('a valid number is sent in E.164 and texted a code', async () => {
      await userEvent.clear(field)
      await userEvent.type(field, '+1 (202) 555-0143')
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
      const heading = await canvas.findByRole('heading', { name: 'Check your phone' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByText('We texted a 6-digit code to the phone ending in 43.')).toBeVisible()
      await expect(sent('/user/mfa/sms/enroll')[0]?.body).toEqual({ mfaToken: expect.any(String), phoneNumber: '+12025550143' })
    })
    await step('the texted code enrols the phone', async () => {
      await expect(canvas.queryByRole('checkbox')).toBeNull()
      await enterCode(canvas, userEvent, 'Code from the text message', await codeSentTo('+12025550143'))
      await waitFor(() => expect(ada().mfa?.phones).toEqual([{ id: expect.any(String), phoneNumber: '+12025550143' }]))
    })
    await step('the recovery code is shown once', () => saveRecoveryCode(context))
  },
}

export const EnrolSmsChangeNumber: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachMfaStep(canvas, userEvent, 'Set up two-factor authentication')
    await choose(context, 'Text message (SMS)', 'Add your phone number')
    await userEvent.type(canvas.getByLabelText('Phone number'), '+44 20 7946 0958')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await canvas.findByRole('heading', { name: 'Check your phone' })
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    const heading = await canvas.findByRole('heading', { name: 'Add your phone number' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('+442079460958')
  },
}

export const EnrolEmail: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachMfaStep(canvas, userEvent, 'Set up two-factor authentication')
    await choose(context, 'Code by email', 'Check your email')
    await enterCode(canvas, userEvent, 'Code from the email', await codeSentTo(people.ada.email))
    await waitFor(() => expect(ada().mfa?.email).toBe(true))
    await saveRecoveryCode(context)
  },
}

export const OnlyOneStrategyGoesStraightToSetup: Story = {
  parameters: { scenario: 'mfaEnforcedSmsOnly' },
  play: async ({ canvas, userEvent }) => {
    await reachMfaStep(canvas, userEvent, 'Add your phone number')
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible()
  },
}
