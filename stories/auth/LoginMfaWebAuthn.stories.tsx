import type { Meta, StoryObj } from '@storybook/react-vite'
import { startRegistration } from '@simplewebauthn/browser'
import { expect, fn, waitFor } from 'storybook/test'
import { getWorld, people } from '../../src/fixtures'
import { registrationOptions, verifyRegistration } from '../../src/fixtures/webauthn'
import { sent } from '../support/requests'
import { withVirtualAuthenticator } from '../support/virtualAuthenticator'
import { LoginStory } from './LoginStory'
import { reachMfaStep } from './loginMfaSteps'

const meta = {
  title: 'Sign-in/Two-factor/Security keys',
  component: LoginStory,
  args: { navigate: fn() },
  parameters: { scenario: 'mfaRequired' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

const ada = () => getWorld().users.find((user) => user.email === people.ada.email)!

/** Ada registered a security key earlier (on the virtual authenticator) and uses it as a second factor. */
async function registerAdaSecurityKey(): Promise<string> {
  const world = getWorld()
  const optionsJSON = await registrationOptions(world, 'story:setup', ada())
  const result = await verifyRegistration(world, 'story:setup', ada(), await startRegistration({ optionsJSON }), 'CrossPlatform')
  if (!result.ok) throw new Error(result.reason)
  ada().mfa = { ...ada().mfa, webauthn: true }
  return result.credential.id
}

export const VerifyWithSecurityKey: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await withVirtualAuthenticator({ transport: 'usb' }, async (authenticator) => {
      const deviceId = await registerAdaSecurityKey()
      await step('the key is offered beside the app', async () => {
        await reachMfaStep(canvas, userEvent, 'Choose how to verify')
        await userEvent.click(canvas.getByRole('button', { name: 'Security key' }))
        const heading = await canvas.findByRole('heading', { name: 'Use your security key' })
        await waitFor(() => expect(heading).toHaveFocus())
        // The key has no name of its own: the sentence says what to use, whole.
        await expect(canvas.getByText('Confirm it is you with your security key.')).toBeVisible()
      })
      await step('a cancelled prompt can be tried again', async () => {
        await authenticator?.cancelNextCeremony()
        await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
        await expect(await canvas.findByRole('alert')).toHaveTextContent('The request was cancelled or timed out. Try again when you are ready.')
        await authenticator?.setUserVerified(true)
      })
      await step('touching the key signs in', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
        await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
        await expect(sent(`/user/mfa/webauthn/${deviceId}/verify`).at(-1)?.body).toMatchObject({ mfaToken: expect.any(String), options: { id: deviceId }, rememberDevice: false })
      })
    })
  },
}

export const EnrolPasskey: Story = {
  parameters: { scenario: 'mfaEnforcedPasskey' },
  play: async ({ canvas, userEvent, args }) => {
    await withVirtualAuthenticator({}, async (authenticator) => {
      await reachMfaStep(canvas, userEvent, 'Set up a passkey on this device')
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
      const heading = await canvas.findByRole('heading', { name: 'Save your recovery code' })
      await waitFor(() => expect(heading).toHaveFocus())
      if (authenticator) await expect(await authenticator.credentials()).toHaveLength(1)
      await expect(ada().webauthnCredentials).toEqual([expect.objectContaining({ deviceType: 'Platform' })])
      await expect(sent('/user/mfa/webauthn/enroll')[0]?.body).toEqual({ mfaToken: expect.any(String), deviceType: 'Platform' })
      await userEvent.click(canvas.getByRole('button', { name: "I've saved it, continue" }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    })
  },
}
