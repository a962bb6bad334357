import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ADA_VERIFIED_PHONE, getWorld, INVALID_ONE_TIME_CODE, lastMessageTo, people, phoneNumbersOf } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks'
import { sent } from '../support/requests'
import { memoryStorage } from '../support/StoryGatehouse'
import { LoginStory } from './LoginStory'
import { enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Quick login',
  component: LoginStory,
  args: { navigate: fn() },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Storage = ReturnType<typeof memoryStorage>

const NEW_PHONE = '+14155550199'
const completedKey = `${STORAGE_KEYS.registerQuickLogin}:user-ada`

async function signIn({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await reachPasswordStep(canvas, userEvent, people.ada.email)
  await enterPassword(canvas, userEvent, people.ada.password)
}

async function reachPhoneStep(context: Pick<Context, 'canvas' | 'userEvent'>) {
  await signIn(context)
  const heading = await context.canvas.findByRole('heading', { name: 'Sign in faster next time' })
  await waitFor(() => expect(heading).toHaveFocus())
}

async function submitPhone({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, phone: string) {
  const field = canvas.getByLabelText('Phone number')
  await userEvent.clear(field)
  await userEvent.type(field, phone)
  await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }))
}

async function submitCode({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, code: string) {
  const field = canvas.getByLabelText('Code')
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(canvas.getByRole('button', { name: 'Add phone' }))
}

export const RegisterPhoneForQuickLogin: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'SmsCode' }) },
  play: async (context) => {
    const { canvas, args, step } = context
    await step('a pending registration switches the flow after sign-in', async () => {
      await reachPhoneStep(context)
      await expect(args.navigate).not.toHaveBeenCalled()
    })
    await step('the phone gets a code', async () => {
      await submitPhone(context, '+1 415 555 0199')
      const heading = await canvas.findByRole('heading', { name: 'Enter the code we texted you' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent('/phone-numbers/v1').map((request) => request.body)).toEqual([{ phoneNumber: NEW_PHONE }])
    })
    await step('the code registers the phone, notes it for Ada, and goes on', async () => {
      await submitCode(context, lastMessageTo(getWorld(), NEW_PHONE)!.code)
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(phoneNumbersOf(getWorld(), 'user-ada').map((phone) => phone.phoneNumber)).toEqual([ADA_VERIFIED_PHONE.phoneNumber, NEW_PHONE])
      await expect((args.localStorage as Storage).entries()[completedKey]).toBe('SmsCode')
    })
  },
}

export const InvalidPhoneNumber: Story = {
  tags: ['screenshot-dark'],
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'SmsCode' }) },
  play: async (context) => {
    const { canvas } = context
    await reachPhoneStep(context)
    await submitPhone(context, '555')
    const field = canvas.getByLabelText('Phone number')
    await expect(await canvas.findByText('Enter a valid phone number with its country code, like +1 202 555 0143.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('555')
    await expect(sent('/phone-numbers/v1')).toHaveLength(0)
  },
}

export const WrongCodeThenRight: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'SmsCode' }) },
  play: async (context) => {
    const { canvas, args } = context
    await reachPhoneStep(context)
    await submitPhone(context, NEW_PHONE)
    const heading = await canvas.findByRole('heading', { name: 'Enter the code we texted you' })
    await waitFor(() => expect(heading).toHaveFocus())
    const right = lastMessageTo(getWorld(), NEW_PHONE)!.code
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    await submitCode(context, wrong)
    await expect(await canvas.findByText(INVALID_ONE_TIME_CODE)).toBeVisible()
    await expect(canvas.getByLabelText('Code')).toHaveValue(wrong)
    await submitCode(context, right)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}

export const NotNow: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'SmsCode' }) },
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await reachPhoneStep(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    // Not registered: the next sign-in asks again.
    await expect((args.localStorage as Storage).entries()[completedKey]).toBeUndefined()
  },
}

export const AlreadyRegisteredForThisUser: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'SmsCode', [completedKey]: 'SmsCode' }) },
  play: async (context) => {
    await signIn(context)
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(context.canvas.queryByRole('heading', { name: 'Sign in faster next time' })).toBeNull()
  },
}

export const PasskeyQuickLoginOffersThePrompt: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'Passkeys' }) },
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await signIn(context)
    // Asked for by the host, the passkey prompt shows even without the show-passkeys flag.
    await expect(await canvas.findByRole('heading', { name: 'Sign in faster with a passkey' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  },
}
