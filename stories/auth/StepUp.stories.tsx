import type { Meta, StoryObj } from '@storybook/react-vite'
import { Secret, TOTP } from 'otpauth'
import { expect, fn, waitFor } from 'storybook/test'
import { ADA_TOTP_SECRET, MULTI_FACTOR_ACR, people } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'
import { enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Step-up',
  component: StoryApp,
  args: { navigate: fn(), delays: { afterLogin: 0 } },
  parameters: { scenario: 'mfaRequired' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const appCode = () => new TOTP({ secret: Secret.fromBase32(ADA_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate()
const steppedUp = { acr: MULTI_FACTOR_ACR, amr: ['pwd', 'mfa', 'otp'] }
const local = () => memoryStorage()
type Storage = ReturnType<typeof memoryStorage>

export const GateThenAuthenticatorApp: Story = {
  tags: ['screenshot-dark'],
  args: { signedInAs: { email: people.ada.email }, startAt: '/billing?tab=cards', localStorage: local() },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('a password-only session meets the gate', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
      await expect(canvas.queryByText(/Payment methods/)).toBeNull()
    })
    await step('Verify remembers the page and opens step-up with the maxAge', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
      await expect(args.navigate).toHaveBeenCalledWith('/account/step-up?maxAge=300', undefined)
      await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.stepUpRedirectUrl]).toBe('/billing?tab=cards')
    })
    await step('the app code steps up and the page comes back open', async () => {
      const heading = await canvas.findByRole('heading', { name: 'Enter your authentication code' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(sent('/user/step-up/generate').map((request) => request.body)).toEqual([{ maxAge: 300 }])
      await userEvent.type(canvas.getByLabelText('Authentication code'), appCode())
      await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
      await expect(await canvas.findByText('Payment methods: Visa ending 4242')).toBeVisible()
      await expect(args.navigate).toHaveBeenLastCalledWith('/billing?tab=cards', { replace: true })
      await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.stepUpRedirectUrl]).toBeUndefined()
    })
  },
}

export const AlreadySteppedUp: Story = {
  args: { signedInAs: { email: people.ada.email, proof: steppedUp }, startAt: '/billing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment methods: Visa ending 4242')).toBeVisible()
    await expect(sent('/user/step-up/generate')).toHaveLength(0)
  },
}

export const GateClosesWhenMaxAgeRunsOut: Story = {
  // A 5 s gate: the page shows well inside it even on a busy machine (at 1 s the first paint could
  // come after the gate had closed); then the gate closes by itself, at the latest 5 s later.
  args: { signedInAs: { email: people.ada.email, proof: steppedUp }, startAt: '/billing?gate=5' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment methods: Visa ending 4242')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Confirm it is you' }, { timeout: 10000 })).toBeVisible()
    await expect(canvas.queryByText(/Payment methods/)).toBeNull()
  },
}

export const SessionStillSteppedUp: Story = {
  args: { signedInAs: { email: people.ada.email, proof: steppedUp }, startAt: '/account/step-up' },
  play: async ({ canvas, args }) => {
    // The server answers with a session straight away: no second factor is asked for.
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(await canvas.findByText('Signed in as ada@acme.test')).toBeVisible()
    await expect(sent('/user/step-up/generate').map((request) => request.body)).toEqual([{}])
  },
}

export const NoMfaEnrolled: Story = {
  parameters: { scenario: 'default' },
  args: { signedInAs: { email: people.ada.email }, startAt: '/account/step-up?maxAge=60' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Set up two-factor authentication first' })).toBeVisible()
    await expect(sent('/user/step-up/generate')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('link', { name: 'Go back' }))
    await expect(args.navigate).toHaveBeenLastCalledWith('/', undefined)
  },
}

export const ServerErrorSignsOut: Story = {
  parameters: { scenario: 'stepUpServerError' },
  args: { signedInAs: { email: people.ada.email }, startAt: '/account/step-up?maxAge=60&tenantId=tenant-acme', localStorage: local() },
  play: async ({ args }) => {
    // spec/auth.md §4: any other error marks step-up as owed and logs out, keeping the query.
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/account/logout?maxAge=60&tenantId=tenant-acme', { replace: true }))
    await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.shouldStepUp]).toBe('60')
  },
}

export const OwedStepUpAfterSignIn: Story = {
  parameters: { scenario: 'default' },
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.shouldStepUp]: '300' }) },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    // A password-only session still owes the step-up: back to it instead of the app.
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/account/step-up?maxAge=300', { replace: true }))
    await expect(await canvas.findByRole('heading', { name: 'Set up two-factor authentication first' })).toBeVisible()
  },
}

export const OwedStepUpSettledBySignIn: Story = {
  args: { localStorage: memoryStorage({ [STORAGE_KEYS.shouldStepUp]: '300' }) },
  play: async ({ canvas, userEvent, args }) => {
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await enterPassword(canvas, userEvent, people.ada.password)
    const codeHeading = await canvas.findByRole('heading', { name: 'Enter your authentication code' })
    await waitFor(() => expect(codeHeading).toHaveFocus())
    await userEvent.type(canvas.getByLabelText('Authentication code'), appCode())
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    // Signing in with the second factor already satisfies it: straight on, marker gone.
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
    await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.shouldStepUp]).toBeUndefined()
  },
}
