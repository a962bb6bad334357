import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import {
  ADA_PHONE_NUMBER,
  CHANGE_PHONE_NUMBER_EXPIRED,
  expirePhoneResets,
  getWorld,
  INVALID_ONE_TIME_CODE,
  lastMessageTo,
  ONE_TIME_CODE_EXPIRED,
  people,
  PHONE_RESET_TOO_MANY_ATTEMPTS,
  PHONE_RESET_TOO_MANY_REQUESTS,
} from '../../src/fixtures'
import { DEFAULT_ROUTES, STORAGE_KEYS, type KeyValueStorage, type Navigate } from '../../src/hooks'
import { ResetPhoneNumberScreen } from '../../src/screens'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage, StoryGatehouse } from '../support/StoryGatehouse'
import { adaPhone, emailedCode, enterCode, enterPhone, MASK_CODE, NEW_PHONE, reachChange, reachVerify, requestCode, wrongCode } from './resetPhoneNumberSteps'

/** A small host app on the reset route (or `startAt`); the login route shows the login screen. */
function ResetPhoneNumberStory({ startAt = DEFAULT_ROUTES.resetPhoneNumberUrl, ...gatehouse }: { navigate: Navigate; startAt?: string; sessionStorage?: KeyValueStorage }) {
  return <StoryApp {...gatehouse} startAt={startAt} mount={{ path: DEFAULT_ROUTES.resetPhoneNumberUrl, render: () => <ResetPhoneNumberScreen /> }} />
}

const meta = {
  title: 'Account pages/Reset phone number',
  component: ResetPhoneNumberStory,
  args: { navigate: fn() },
  // The vendor signs people in with SMS codes: the ones whose phone is gone reset its number here.
  parameters: { scenario: 'phoneReset' },
} satisfies Meta<typeof ResetPhoneNumberStory>

export default meta
type Story = StoryObj<typeof meta>


export const EnterEmail: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your phone number' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', DEFAULT_ROUTES.loginUrl)
  },
}

export const InvalidEmail: Story = {
  play: async (context) => {
    await requestCode(context, 'ada.acme.test')
    await expect(await context.canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(context.canvas.getByLabelText('Email')).toHaveValue('ada.acme.test')
    await expect(sent('/phone/reset')).toHaveLength(0)
  },
}

export const VerifyCode: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('a double click asks for one code', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Email me a code' }))
      const heading = await canvas.findByRole('heading', { name: 'Check your email' })
      await waitFor(() => expect(heading).toHaveFocus())
    })
    await step('the code went to the email, and the step says where', async () => {
      await expect(canvas.getByText(`If an account exists for ${people.ada.email}, we emailed it a 6-digit code.`)).toBeVisible()
      await expect(sent('/phone/reset').map((request) => request.body)).toEqual([{ email: people.ada.email }])
      await expect(getWorld().outbox).toEqual([{ channel: 'email', to: people.ada.email, purpose: 'phoneReset', code: expect.stringMatching(/^\d{6}$/) }])
    })
  },
}

export const WrongCode: Story = {
  parameters: MASK_CODE,
  play: async (context) => {
    const { canvas } = context
    await reachVerify(context)
    const code = wrongCode(emailedCode())
    await enterCode(context, code)
    await expect(await canvas.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
    const field = canvas.getByLabelText('Code from the email')
    await expect(field).toHaveValue(code)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(field).toHaveFocus())
    await expect(canvas.queryByRole('heading', { name: 'Enter your new phone number' })).toBeNull()
  },
}

export const ExpiredCode: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await reachVerify(context)
    await step('the right code, once its time is up, is refused', async () => {
      expirePhoneResets()
      await enterCode(context, emailedCode())
      await expect(await canvas.findByText(ONE_TIME_CODE_EXPIRED)).toBeVisible()
    })
    await step('a new code replaces it and works', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
      await expect(await canvas.findByText('We sent a new code.')).toBeVisible()
      await expect(getWorld().outbox.filter((message) => message.purpose === 'phoneReset')).toHaveLength(2)
      await enterCode(context, emailedCode())
      await expect(await canvas.findByRole('heading', { name: 'Enter your new phone number' })).toBeVisible()
    })
  },
}

export const TooManyWrongCodes: Story = {
  parameters: MASK_CODE,
  play: async (context) => {
    const { canvas, step } = context
    await reachVerify(context)
    const code = emailedCode()
    await step('each wrong code but the last is refused on the field', async () => {
      for (let attempt = 1; attempt < getWorld().oneTimeCodeAttemptLimit; attempt += 1) {
        await enterCode(context, wrongCode(code))
        await waitFor(() => expect(sent('/phone/reset/verify')).toHaveLength(attempt))
        await expect(await canvas.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
      }
    })
    await step('the last one is rate limited (429), and then the right code is too', async () => {
      await enterCode(context, wrongCode(code))
      await expect(await canvas.findByRole('alert')).toHaveTextContent(PHONE_RESET_TOO_MANY_ATTEMPTS)
      await enterCode(context, code)
      await waitFor(() => expect(sent('/phone/reset/verify')).toHaveLength(getWorld().oneTimeCodeAttemptLimit + 1))
      await expect(await canvas.findByRole('alert')).toHaveTextContent(PHONE_RESET_TOO_MANY_ATTEMPTS)
      await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled()
    })
  },
}

export const RateLimited: Story = {
  parameters: { scenario: 'phoneResetRateLimited' },
  play: async (context) => {
    const { canvas } = context
    await requestCode(context)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHONE_RESET_TOO_MANY_REQUESTS)
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
    await expect(canvas.getByRole('heading', { name: 'Reset your phone number' })).toBeVisible()
    await expect(getWorld().outbox).toEqual([])
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'phoneResetNetworkError' },
  play: async (context) => {
    const { canvas, userEvent } = context
    await requestCode(context)
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }))
    await waitFor(() => expect(sent('/phone/reset')).toHaveLength(2))
  },
}

export const MalformedAnswer: Story = {
  parameters: { scenario: 'phoneResetVerifyMalformed', ...MASK_CODE },
  play: async (context) => {
    const { canvas } = context
    await reachVerify(context)
    await enterCode(context, emailedCode())
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again.')
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  },
}

export const UseADifferentEmail: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachVerify(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }))
    const heading = await canvas.findByRole('heading', { name: 'Reset your phone number' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const ChangePhoneNumber: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    await reachChange(context)
    await expect(sent('/phone/reset/verify').map((request) => request.body)).toEqual([{ resetPhoneNumberToken: expect.any(String), code: expect.stringMatching(/^\d{6}$/) }])
    await expect(context.canvas.getByText('Include the country code, like +1 202 555 0143.')).toBeVisible()
  },
}

export const InvalidPhoneNumber: Story = {
  play: async (context) => {
    const { canvas } = context
    await reachChange(context)
    await enterPhone(context, '555 0143')
    const field = canvas.getByLabelText('New phone number')
    await expect(await canvas.findByText('Enter a valid phone number with its country code, like +1 202 555 0143.')).toBeVisible()
    await expect(field).toHaveValue('555 0143')
    await waitFor(() => expect(field).toHaveFocus())
    // Caught before sending: the number is not the API's to judge.
    await expect(sent('/phone/change')).toHaveLength(0)
    await expect(adaPhone()).toBe(ADA_PHONE_NUMBER)
  },
}

export const ServerError: Story = {
  parameters: { scenario: 'phoneChangeServerError' },
  play: async (context) => {
    const { canvas } = context
    await reachChange(context)
    await enterPhone(context, NEW_PHONE.typed)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(canvas.getByLabelText('New phone number')).toHaveValue(NEW_PHONE.typed)
    await expect(adaPhone()).toBe(ADA_PHONE_NUMBER)
    await expect(context.args.navigate).not.toHaveBeenCalled()
  },
}

export const ExpiredVerification: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachChange(context)
    expirePhoneResets()
    await enterPhone(context, NEW_PHONE.typed)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHANGE_PHONE_NUMBER_EXPIRED)
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }))
    const heading = await canvas.findByRole('heading', { name: 'Reset your phone number' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const Changed: Story = {
  // A host whose navigation has not happened yet: the step says the number changed and takes no more input.
  render: ({ navigate }) => (
    <StoryGatehouse navigate={navigate}>
      <ResetPhoneNumberScreen />
    </StoryGatehouse>
  ),
  play: async (context) => {
    const { canvas, args } = context
    await reachChange(context)
    await enterPhone(context, NEW_PHONE.typed)
    await expect(await canvas.findByRole('status')).toHaveTextContent(`Your phone number is now ${NEW_PHONE.e164}. Taking you to sign in.`)
    await expect(args.navigate).toHaveBeenCalledWith(DEFAULT_ROUTES.loginUrl, { replace: true })
    await expect(canvas.getByRole('button', { name: 'Change phone number' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeDisabled()
    await expect(canvas.getByLabelText('New phone number')).toHaveAttribute('readonly')
  },
}

export const SmsLoginWithTheNewNumber: Story = {
  parameters: MASK_CODE,
  args: { sessionStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    await reachChange(context)
    await step('the number changes, and the SMS-code step of the login route opens', async () => {
      await enterPhone(context, NEW_PHONE.typed)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(DEFAULT_ROUTES.loginUrl, { replace: true }))
      await expect(sent('/phone/change').map((request) => request.body)).toEqual([{ phoneNumber: NEW_PHONE.e164, changePhoneNumberToken: expect.any(String) }])
      await expect(adaPhone()).toBe(NEW_PHONE.e164)
      await expect(await canvas.findByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible()
      await expect(canvas.getByText(`We sent a 6-digit code to ${NEW_PHONE.masked}.`)).toBeVisible()
      await waitFor(() => expect(canvas.getByLabelText('Code')).toHaveFocus())
      // The hand-off is taken once: opening the login route again starts from the email.
      await expect(args.sessionStorage?.getItem(STORAGE_KEYS.pendingSmsLogin)).toBeNull()
    })
    await step('the code went to the new number, not the old one', async () => {
      await expect(lastMessageTo(getWorld(), NEW_PHONE.e164)).toMatchObject({ channel: 'sms', purpose: 'passwordless:SmsCode' })
      await expect(lastMessageTo(getWorld(), ADA_PHONE_NUMBER)).toBeUndefined()
      // One code, texted by the reset: the login step did not send another when it opened (StrictMode too).
      await expect(sent('/passwordless/smscode/prelogin').map((request) => request.body)).toEqual([{ type: 'SmsCode', email: people.ada.email }])
    })
    await step('the texted code signs Ada in', async () => {
      await userEvent.type(canvas.getByLabelText('Code'), lastMessageTo(getWorld(), NEW_PHONE.e164)!.code)
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    })
  },
}

export const CodeNotTextedAfterTheChange: Story = {
  parameters: { scenario: 'phoneResetSmsNotSent' },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    await reachChange(context)
    await step('the number changes, but texting the code fails: the SMS-code step says so', async () => {
      await enterPhone(context, NEW_PHONE.typed)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(DEFAULT_ROUTES.loginUrl, { replace: true }))
      await expect(adaPhone()).toBe(NEW_PHONE.e164)
      await expect(await canvas.findByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible()
      await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error')
    })
    await step('another code can be sent, to the new number', async () => {
      getWorld().failures = {}
      await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
      await expect(await canvas.findByText('We sent a new code.')).toBeVisible()
      await expect(canvas.getByText(`We sent a 6-digit code to ${NEW_PHONE.masked}.`)).toBeVisible()
      await expect(lastMessageTo(getWorld(), NEW_PHONE.e164)).toMatchObject({ channel: 'sms', purpose: 'passwordless:SmsCode' })
    })
  },
}

export const FromTheSmsLogin: Story = {
  args: { startAt: DEFAULT_ROUTES.loginUrl },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible()
    const link = canvas.getByRole('link', { name: 'Lost access to this phone?' })
    await expect(link).toHaveAttribute('href', DEFAULT_ROUTES.resetPhoneNumberUrl)
    await userEvent.click(link)
    await expect(await canvas.findByRole('heading', { name: 'Reset your phone number' })).toBeVisible()
  },
}
