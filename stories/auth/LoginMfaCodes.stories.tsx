import type { Meta, StoryObj } from '@storybook/react-vite'
import { Secret, TOTP } from 'otpauth'
import { expect, fn, waitFor, within } from 'storybook/test'
import { ADA_PHONE_NUMBER, ADA_RECOVERY_CODES, ADA_TOTP_SECRET, INVALID_MFA_CODE, INVALID_RECOVERY_CODE, MFA_CODE_EXPIRED, MFA_TOKEN_EXPIRED, expireMfaCodes, getWorld, people } from '../../src/fixtures'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { codeSentTo, enterCode, otherCode, reachMfaStep } from './loginMfaSteps'

const meta = {
  title: 'Sign-in/Two-factor/Codes',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'mfaSms' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

const SMS_SEND = '/user/mfa/sms/phone-ada'
const SMS_VERIFY = '/user/mfa/sms/phone-ada/verify'
const SMS_LABEL = 'Code from the text message'
const EMAIL_LABEL = 'Code from the email'

const appCode = () => new TOTP({ secret: Secret.fromBase32(ADA_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate()

export const SmsCode: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the only factor is a phone: the code is texted straight away, once', async () => {
      await reachMfaStep(canvas, userEvent, 'Check your phone')
      await expect(await canvas.findByText('We texted a 6-digit code to the phone ending in 23.')).toBeVisible()
      await waitFor(() => expect(sent(SMS_SEND)).toHaveLength(1))
    })
    await step('the code from the phone signs in, the device remembered', async () => {
      const code = await codeSentTo(ADA_PHONE_NUMBER)
      await userEvent.click(await canvas.findByRole('checkbox', { name: 'Remember this device for 14 days' }))
      await enterCode(canvas, userEvent, SMS_LABEL, code)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(sent(SMS_VERIFY)[0]?.body).toEqual({ mfaToken: expect.any(String), otcToken: expect.any(String), code, rememberDevice: true })
      await expect(sent(SMS_SEND)).toHaveLength(1)
    })
  },
}

export const SmsResend: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await reachMfaStep(canvas, userEvent, 'Check your phone')
    const first = await codeSentTo(ADA_PHONE_NUMBER)
    // The first code is on its way until the resend button stops spinning.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send a new code' })).not.toHaveAttribute('data-pending'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
    await expect(await canvas.findByText('We sent a new code.')).toBeVisible()
    const second = await codeSentTo(ADA_PHONE_NUMBER, 2)
    await expect(sent(SMS_SEND)).toHaveLength(2)
    // The first code was replaced by the second.
    if (first !== second) {
      await enterCode(canvas, userEvent, SMS_LABEL, first)
      await expect(await canvas.findByText(INVALID_MFA_CODE)).toBeVisible()
    }
    await enterCode(canvas, userEvent, SMS_LABEL, second)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const SmsWrongCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await reachMfaStep(canvas, userEvent, 'Check your phone')
    const code = await codeSentTo(ADA_PHONE_NUMBER)
    const wrong = otherCode(code)
    await enterCode(canvas, userEvent, SMS_LABEL, wrong)
    const field = canvas.getByLabelText(SMS_LABEL)
    await expect(await canvas.findByText(INVALID_MFA_CODE)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(wrong)
    await waitFor(() => expect(field).toHaveFocus())
    await enterCode(canvas, userEvent, SMS_LABEL, '12 34')
    await expect(await canvas.findByText('Enter the 6-digit code.')).toBeVisible()
    await expect(sent(SMS_VERIFY)).toHaveLength(1)
    await enterCode(canvas, userEvent, SMS_LABEL, code)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const SmsSendFailure: Story = {
  tags: ['screenshot-dark'],
  parameters: { scenario: 'mfaSmsSendFailure' },
  play: async ({ canvas, userEvent }) => {
    await reachMfaStep(canvas, userEvent, 'Check your phone')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(getWorld().outbox).toHaveLength(0)
    // Sending again is offered, and asks the server again.
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(sent(SMS_SEND)).toHaveLength(2))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
  },
}

export const EmailCode: Story = {
  parameters: { scenario: 'mfaEmail' },
  play: async ({ canvas, userEvent, args }) => {
    await reachMfaStep(canvas, userEvent, 'Check your email')
    await expect(await canvas.findByText('We emailed a 6-digit code to ada@acme.test.')).toBeVisible()
    const code = await codeSentTo(people.ada.email)
    await enterCode(canvas, userEvent, EMAIL_LABEL, code)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(sent('/user/mfa/emailcode')).toHaveLength(1)
    await expect(sent('/user/mfa/emailcode/verify')[0]?.body).toEqual({ mfaToken: expect.any(String), otcToken: expect.any(String), code, rememberDevice: false })
  },
}

export const EmailWrongThenExpiredCode: Story = {
  parameters: { scenario: 'mfaEmail' },
  play: async ({ canvas, userEvent, args, step }) => {
    await reachMfaStep(canvas, userEvent, 'Check your email')
    const code = await codeSentTo(people.ada.email)
    await step('a wrong code is refused', async () => {
      await enterCode(canvas, userEvent, EMAIL_LABEL, otherCode(code))
      await expect(await canvas.findByText(INVALID_MFA_CODE)).toBeVisible()
    })
    await step('the right code, once it has expired, is refused too', async () => {
      expireMfaCodes()
      await enterCode(canvas, userEvent, EMAIL_LABEL, code)
      await expect(await canvas.findByText(MFA_CODE_EXPIRED)).toBeVisible()
    })
    await step('a new code works', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
      await expect(await canvas.findByText('We sent a new code.')).toBeVisible()
      await enterCode(canvas, userEvent, EMAIL_LABEL, await codeSentTo(people.ada.email, 2))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    })
  },
}

export const VerifyChoiceByKeyboard: Story = {
  parameters: { scenario: 'mfaSeveral' },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('several factors: each is offered, and a recovery code', async () => {
      await reachMfaStep(canvas, userEvent, 'Choose how to verify')
      const options = within(canvas.getByRole('list', { name: 'Ways to verify' })).getAllByRole('button')
      await expect(options.map((option) => option.textContent)).toEqual(['Authenticator app', 'Text message to the phone ending in 23', 'Email to ada@acme.test', 'Use a recovery code'])
      await expect(sent('/user/mfa/sms/phone-ada')).toHaveLength(0)
    })
    await step('the keyboard picks the phone; the code is texted', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'Authenticator app' })).toHaveFocus()
      await userEvent.tab()
      await userEvent.keyboard('{Enter}')
      const heading = await canvas.findByRole('heading', { name: 'Check your phone' })
      await waitFor(() => expect(heading).toHaveFocus())
      await waitFor(() => expect(sent(SMS_SEND)).toHaveLength(1))
    })
    await step('back to the choice, then the app by keyboard', async () => {
      // Back waits while the text is being sent: press it once it is offered.
      const back = canvas.getByRole('button', { name: 'Back' })
      await waitFor(() => expect(back).toBeEnabled())
      await userEvent.click(back)
      const heading = await canvas.findByRole('heading', { name: 'Choose how to verify' })
      await waitFor(() => expect(heading).toHaveFocus())
      await userEvent.tab()
      await userEvent.keyboard('{Enter}')
      const appHeading = await canvas.findByRole('heading', { name: 'Enter your authentication code' })
      await waitFor(() => expect(appHeading).toHaveFocus())
      await userEvent.tab()
      await userEvent.keyboard(appCode())
      await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    })
  },
}

export const RecoveryCode: Story = {
  parameters: { scenario: 'mfaSeveral' },
  play: async ({ canvas, userEvent, args, step }) => {
    await reachMfaStep(canvas, userEvent, 'Choose how to verify')
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }))
    const heading = await canvas.findByRole('heading', { name: 'Use a recovery code' })
    await waitFor(() => expect(heading).toHaveFocus())
    await step('a wrong recovery code is refused on the field, kept as typed', async () => {
      await enterCode(canvas, userEvent, 'Recovery code', 'AAAA-BBBB-CCCC')
      const field = canvas.getByLabelText('Recovery code')
      await expect(await canvas.findByText(INVALID_RECOVERY_CODE)).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveValue('AAAA-BBBB-CCCC')
    })
    await step('a saved code signs in, and is used up', async () => {
      const [code] = ADA_RECOVERY_CODES
      await enterCode(canvas, userEvent, 'Recovery code', code)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(sent('/user/mfa/recover').at(-1)?.body).toEqual({ mfaToken: expect.any(String), recoveryCode: code })
      await expect(getWorld().users.find((user) => user.email === people.ada.email)?.mfa?.recoveryCodes).not.toContain(code)
    })
  },
}

export const RecoveryInsteadOfApp: Story = {
  parameters: { scenario: 'mfaRequired' },
  play: async ({ canvas, userEvent }) => {
    await reachMfaStep(canvas, userEvent, 'Enter your authentication code')
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }))
    const heading = await canvas.findByRole('heading', { name: 'Use a recovery code' })
    await waitFor(() => expect(heading).toHaveFocus())
    await enterCode(canvas, userEvent, 'Recovery code', '   ')
    await expect(await canvas.findByText('Enter a recovery code.')).toBeVisible()
    await expect(sent('/user/mfa/recover')).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(await canvas.findByRole('heading', { name: 'Enter your authentication code' })).toBeVisible()
  },
}

export const NetworkFailure: Story = {
  // The code (the authenticator app's of this half-minute, or a random one sent) stays in the field: masked in the screenshot.
  parameters: { scenario: 'mfaNetworkError', screenshot: { mask: ['input[autocomplete="one-time-code"]'] } },
  play: async ({ canvas, userEvent, args }) => {
    await reachMfaStep(canvas, userEvent, 'Enter your authentication code')
    const code = appCode()
    await enterCode(canvas, userEvent, 'Authentication code', code)
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(canvas.getByLabelText('Authentication code')).toHaveValue(code)
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const SmsTooManyAttempts: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachMfaStep(canvas, userEvent, 'Check your phone')
    const code = await codeSentTo(ADA_PHONE_NUMBER)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await enterCode(canvas, userEvent, SMS_LABEL, otherCode(code))
      await waitFor(() => expect(sent(SMS_VERIFY)).toHaveLength(attempt))
      await canvas.findByText(INVALID_MFA_CODE)
    }
    // Five wrong codes spend the MFA token: even the texted code is refused now.
    await enterCode(canvas, userEvent, SMS_LABEL, code)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MFA_TOKEN_EXPIRED)
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  },
}
