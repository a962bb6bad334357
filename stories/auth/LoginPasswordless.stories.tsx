import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import {
  ADA_PHONE_NUMBER,
  getWorld,
  INVALID_ONE_TIME_CODE,
  lastMessageTo,
  ONE_TIME_CODE_EXPIRED,
  people,
} from '../../src/fixtures'
import { sent } from '../support/requests'
import { LoginStory } from './LoginStory'
import { enterEmail } from './loginSteps'

const meta = {
  title: 'Sign-in/Passwordless',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'passwordlessCode' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The code in the newest email or SMS to `to`, read as its owner would. */
function inbox(to: string): string {
  const message = lastMessageTo(getWorld(), to)
  if (!message) throw new Error(`nothing was sent to ${to}`)
  return message.code
}

async function reachStep({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, heading: string) {
  await enterEmail(canvas, userEvent, people.ada.email)
  const title = await canvas.findByRole('heading', { name: heading })
  await waitFor(() => expect(title).toHaveFocus())
}

async function enterCode({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, code: string) {
  const field = canvas.getByLabelText('Code')
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
}

export const EmailCode: Story = {
  play: async (context) => {
    const { canvas, args, step } = context
    await step('the email sends a code and the code step says where it went', async () => {
      await reachStep(context, 'Enter the code we emailed you')
      await expect(canvas.getByText('We sent a 6-digit code to ada@acme.test.')).toBeVisible()
      await expect(sent('/passwordless/code/prelogin').map((request) => request.body)).toEqual([{ type: 'Code', email: people.ada.email }])
    })
    await step('the code from the email signs in', async () => {
      const code = inbox(people.ada.email)
      await enterCode(context, code)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(sent('/passwordless/code/postlogin').map((request) => request.body)).toEqual([{ type: 'Code', token: code, email: people.ada.email }])
    })
  },
}

export const EmailCodeWrong: Story = {
  play: async (context) => {
    const { canvas, args } = context
    await reachStep(context, 'Enter the code we emailed you')
    const right = inbox(people.ada.email)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    await enterCode(context, wrong)
    const field = canvas.getByLabelText('Code')
    await expect(await canvas.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(wrong)
    await waitFor(() => expect(field).toHaveFocus())
    await enterCode(context, right)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const EmailCodeMalformed: Story = {
  tags: ['screenshot-dark'],
  play: async (context) => {
    const { canvas } = context
    await reachStep(context, 'Enter the code we emailed you')
    await enterCode(context, '12ab')
    await expect(await canvas.findByText('Enter the 6-digit code we sent you.')).toBeVisible()
    await expect(sent('/passwordless/code/postlogin')).toHaveLength(0)
  },
}

export const EmailCodeExpired: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context
    await reachStep(context, 'Enter the code we emailed you')
    const stale = inbox(people.ada.email)
    await step('ten minutes pass before the code is typed', async () => {
      for (const entry of getWorld().oneTimeCodes) entry.expiresAt = Date.now() - 1
      await enterCode(context, stale)
      await expect(await canvas.findByText(ONE_TIME_CODE_EXPIRED)).toBeVisible()
    })
    await step('a new code is sent and works', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
      await expect(await canvas.findByText('We sent a new code.')).toBeVisible()
      await expect(sent('/passwordless/code/prelogin')).toHaveLength(2)
      await enterCode(context, inbox(people.ada.email))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    })
  },
}

export const EmailCodeResendReplacesOldCode: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await reachStep(context, 'Enter the code we emailed you')
    const first = inbox(people.ada.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('We sent a new code.')
    const second = inbox(people.ada.email)
    if (first !== second) {
      await enterCode(context, first)
      await expect(await canvas.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
    }
    await enterCode(context, second)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const SmsCode: Story = {
  parameters: { scenario: 'passwordlessSms' },
  play: async (context) => {
    const { canvas, args } = context
    await reachStep(context, 'Enter the code we texted you')
    await expect(canvas.getByText('We sent a 6-digit code to +1 ••• ••• 0123.')).toBeVisible()
    const code = inbox(ADA_PHONE_NUMBER)
    await enterCode(context, code)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(sent('/passwordless/smscode/postlogin')[0]?.body).toEqual({ type: 'SmsCode', token: code, email: people.ada.email })
  },
}

export const MagicLinkSent: Story = {
  parameters: { scenario: 'magicLink' },
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await step('the email sends a link', async () => {
      await reachStep(context, 'Check your email')
      await expect(canvas.getByText(/We sent a sign-in link to ada@acme\.test/)).toBeVisible()
      await expect(sent('/passwordless/magiclink/prelogin').map((request) => request.body)).toEqual([{ type: 'MagicLink', email: people.ada.email }])
    })
    await step('another link can be sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
      await expect(await canvas.findByText('We sent a new link.')).toBeVisible()
      await expect(getWorld().outbox.filter((message) => message.purpose === 'passwordless:MagicLink')).toHaveLength(2)
    })
    await step('a different email can be used', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }))
      const heading = await canvas.findByRole('heading', { name: 'Sign in' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
    })
  },
}

export const ServerError: Story = {
  // The code (the authenticator app's of this half-minute, or a random one sent) stays in the field: masked in the screenshot.
  parameters: { scenario: 'passwordlessServerError', screenshot: { mask: ['input[autocomplete="one-time-code"]'] } },
  play: async (context) => {
    const { canvas, args } = context
    await reachStep(context, 'Enter the code we emailed you')
    const code = inbox(people.ada.email)
    await enterCode(context, code)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(canvas.getByLabelText('Code')).toHaveValue(code)
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

export const NetworkFailure: Story = {
  parameters: { scenario: 'passwordlessNetworkError' },
  play: async ({ canvas, userEvent }) => {
    await enterEmail(canvas, userEvent, people.ada.email)
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveValue(people.ada.email)
  },
}

export const KeyboardOnlyEmailCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await userEvent.keyboard(people.ada.email)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const heading = await canvas.findByRole('heading', { name: 'Enter the code we emailed you' })
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.tab()
    await expect(canvas.getByLabelText('Code')).toHaveFocus()
    await userEvent.keyboard(inbox(people.ada.email))
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}
