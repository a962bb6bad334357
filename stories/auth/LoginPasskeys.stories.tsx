import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { findUserByEmail, getWorld, people, registrationOptions, verifyRegistration } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks'
import { createPasskey } from '../../src/hooks/shared/webauthn'
import { sent } from '../support/requests'
import { memoryStorage } from '../support/StoryGatehouse'
import { withVirtualAuthenticator, type VirtualAuthenticator } from '../support/virtualAuthenticator'
import { LoginStory } from './LoginStory'
import { enterEmail, enterPassword, reachPasswordStep } from './loginSteps'

const meta = {
  title: 'Sign-in/Passkeys',
  component: LoginStory,
  args: { navigate: fn() },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const PROMPT_FLAGS = { 'show-passkeys-new': true }
const CANCELLED = 'The passkey request was cancelled or timed out. You can try again.'

/**
 * Gives Ada a passkey the way she would have made one earlier: the fixtures' registration
 * options, a real ceremony on the virtual authenticator, the fixtures' verification.
 */
async function givePasskeyToAda(): Promise<string> {
  const world = getWorld()
  const ada = findUserByEmail(world, people.ada.email)!
  const options = await registrationOptions(world, 'story:earlier-registration', ada)
  const credential = await createPasskey({ options })
  const result = await verifyRegistration(world, 'story:earlier-registration', ada, credential)
  if (!result.ok) throw new Error(result.reason)
  return credential.id
}

/** The story's play function with a virtual authenticator attached (removed afterwards). */
function withAuthenticator(play: (context: Context, authenticator: VirtualAuthenticator) => Promise<void>): Story['play'] {
  return (context) =>
    withVirtualAuthenticator({ transport: 'internal' }, async (authenticator) => {
      if (!authenticator) throw new Error('Passkey stories need vitest browser mode (CDP) for their virtual authenticator')
      await play(context, authenticator)
    })
}

const passkeyButton = (canvas: Context['canvas']) => canvas.getByRole('button', { name: 'Sign in with a passkey' })

async function signInWithPassword({ canvas, userEvent }: Context) {
  await reachPasswordStep(canvas, userEvent, people.ada.email)
  await enterPassword(canvas, userEvent, people.ada.password)
}

async function reachPrompt(context: Context) {
  await signInWithPassword(context)
  const heading = await context.canvas.findByRole('heading', { name: 'Sign in faster with a passkey' })
  await waitFor(() => expect(heading).toHaveFocus())
}

export const PasskeySignIn: Story = {
  // The ES256-only path: the algorithm every authenticator has.
  parameters: { scenario: 'passkeysEs256' },
  args: { localStorage: memoryStorage() },
  play: withAuthenticator(async (context) => {
    const { canvas, userEvent, args, step } = context
    const credentialId = await givePasskeyToAda()
    await step('the passkey signs Ada in; the email typed narrows the challenge to her account', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), people.ada.email)
      await userEvent.click(passkeyButton(canvas))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(canvas.getByRole('heading', { name: "You're signed in" })).toBeVisible()
    })
    await step('prelogin, then the signed assertion, were sent', async () => {
      await expect(sent('/webauthn/prelogin').map((request) => request.body)).toEqual([{ email: people.ada.email }])
      const [postlogin] = sent('/webauthn/postlogin')
      await expect(postlogin?.body).toMatchObject({ id: credentialId, type: 'public-key', response: { signature: expect.any(String) } })
      await expect(sent('/users/v2/me')).toHaveLength(1)
      await expect(sent('/identity/resources/auth/v1/user')).toHaveLength(0)
    })
    await step('passkeys are remembered as the preferred login method', async () => {
      await expect(args.localStorage?.getItem(STORAGE_KEYS.preferredLoginMethod)).toBe('passkeys')
    })
  }),
}

export const PasskeySignInWithoutEmail: Story = {
  play: withAuthenticator(async ({ canvas, userEvent, args }) => {
    await givePasskeyToAda()
    await userEvent.click(passkeyButton(canvas))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    // No email: a discoverable passkey says who is signing in.
    await expect(sent('/webauthn/prelogin')[0]?.body).toEqual({})
  }),
}

export const PasskeyCancelled: Story = {
  play: withAuthenticator(async (context, authenticator) => {
    const { canvas, userEvent, args, step } = context
    await givePasskeyToAda()
    await step('dismissing the browser prompt shows why nothing happened', async () => {
      await authenticator.cancelNextCeremony()
      await userEvent.click(passkeyButton(canvas))
      await expect(await canvas.findByRole('alert')).toHaveTextContent(CANCELLED)
      await expect(sent('/webauthn/postlogin')).toHaveLength(0)
      await expect(args.navigate).not.toHaveBeenCalled()
      await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled()
    })
    await step('trying again works', async () => {
      await authenticator.setUserVerified(true)
      await userEvent.click(passkeyButton(canvas))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      await expect(sent('/webauthn/prelogin')).toHaveLength(2)
    })
  }),
}

export const PasskeyCancelledInPage: Story = {
  play: withAuthenticator(async (context, authenticator) => {
    const { canvas, userEvent, args, step } = context
    await givePasskeyToAda()
    await step('while the authenticator waits for a touch, the button shows it and offers to cancel', async () => {
      await authenticator.setAutomaticPresence(false)
      await userEvent.click(passkeyButton(canvas))
      await waitFor(() => expect(passkeyButton(canvas)).toHaveAttribute('aria-disabled', 'true'))
      await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled()
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Passkey request cancelled.')
      await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull()
      await expect(sent('/webauthn/postlogin')).toHaveLength(0)
    })
    await step('the email is still there to use instead', async () => {
      await enterEmail(canvas, userEvent, people.ada.email)
      await expect(await canvas.findByRole('heading', { name: 'Enter your password' })).toBeVisible()
      await expect(args.navigate).not.toHaveBeenCalled()
    })
  }),
}

/** The browser's WebAuthn, put back after the story that hides it. */
let hiddenPublicKeyCredential: unknown

export const WebAuthnUnsupported: Story = {
  beforeEach: () => {
    const page = window as unknown as { PublicKeyCredential?: unknown }
    hiddenPublicKeyCredential = page.PublicKeyCredential
    delete page.PublicKeyCredential
    return () => {
      page.PublicKeyCredential = hiddenPublicKeyCredential
    }
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull()
    await reachPasswordStep(canvas, userEvent, people.ada.email)
    await expect(sent('/webauthn/prelogin')).toHaveLength(0)
  },
}

export const PromptPasskeysCreate: Story = {
  args: { flags: PROMPT_FLAGS },
  play: withAuthenticator(async (context, authenticator) => {
    const { canvas, userEvent, args, step } = context
    await step('after the password, Ada (no passkeys yet) is offered one', async () => {
      await reachPrompt(context)
      await expect(sent('/auth/strategies/public')).toHaveLength(1)
      await expect(sent('/users/webauthn/v1/devices').filter((request) => request.method === 'GET')).toHaveLength(1)
      await expect(args.navigate).not.toHaveBeenCalled()
    })
    await step('creating one registers it for real, then the login goes on', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create a passkey' }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
      const [verify] = sent('/users/webauthn/v1/devices/verify')
      await expect(verify?.body).toMatchObject({ deviceType: 'Platform', type: 'public-key', response: { attestationObject: expect.any(String) } })
    })
    await step('the credential is on the account and on the authenticator', async () => {
      const ada = findUserByEmail(getWorld(), people.ada.email)!
      await expect(ada.webauthnCredentials).toHaveLength(1)
      const [stored] = await authenticator.credentials()
      await expect(stored).toMatchObject({ rpId: window.location.hostname, isResidentCredential: true, userName: people.ada.email })
    })
  }),
}

export const PromptPasskeysCreateCancelled: Story = {
  args: { flags: PROMPT_FLAGS },
  play: withAuthenticator(async (context, authenticator) => {
    const { canvas, userEvent, args } = context
    await reachPrompt(context)
    await authenticator.cancelNextCeremony()
    await userEvent.click(canvas.getByRole('button', { name: 'Create a passkey' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CANCELLED)
    await expect(sent('/users/webauthn/v1/devices/verify')).toHaveLength(0)
    await expect(args.navigate).not.toHaveBeenCalled()
    // Not now still leads on.
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
  }),
}

export const PromptPasskeysNotNow: Story = {
  args: { flags: PROMPT_FLAGS, localStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await reachPrompt(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(sent('/users/webauthn/v1/devices').filter((request) => request.method === 'POST')).toHaveLength(0)
    await expect(args.localStorage?.getItem(STORAGE_KEYS.dontShowAgainPromptPasskeys)).toBeNull()
  },
}

export const PromptPasskeysDontShowAgain: Story = {
  args: { flags: PROMPT_FLAGS, localStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, userEvent, args } = context
    await reachPrompt(context)
    await userEvent.click(canvas.getByRole('button', { name: "Don't show this again" }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(args.localStorage?.getItem(STORAGE_KEYS.dontShowAgainPromptPasskeys)).toBe('true')
  },
}

export const PromptNotShownAfterDontShowAgain: Story = {
  args: { flags: PROMPT_FLAGS, localStorage: memoryStorage({ [STORAGE_KEYS.dontShowAgainPromptPasskeys]: 'true' }) },
  play: async (context) => {
    await signInWithPassword(context)
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    // Known in the browser: the server is not even asked.
    await expect(sent('/users/webauthn/v1/devices')).toHaveLength(0)
  },
}

export const PromptNotShownWhenFlagOff: Story = {
  play: async (context) => {
    await signInWithPassword(context)
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(context.canvas.queryByRole('heading', { name: 'Sign in faster with a passkey' })).toBeNull()
    await expect(sent('/auth/strategies/public')).toHaveLength(0)
    await expect(sent('/users/webauthn/v1/devices')).toHaveLength(0)
  },
}

export const PromptNotShownWhenStrategyInactive: Story = {
  args: { flags: PROMPT_FLAGS },
  parameters: { scenario: 'passkeysInactive' },
  play: async (context) => {
    await signInWithPassword(context)
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(sent('/auth/strategies/public')).toHaveLength(1)
    await expect(context.canvas.queryByRole('heading', { name: 'Sign in faster with a passkey' })).toBeNull()
  },
}

export const PromptNotShownWithExistingPasskey: Story = {
  args: { flags: PROMPT_FLAGS },
  play: withAuthenticator(async (context) => {
    await givePasskeyToAda()
    await signInWithPassword(context)
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(sent('/users/webauthn/v1/devices').filter((request) => request.method === 'GET')).toHaveLength(1)
    await expect(context.canvas.queryByRole('heading', { name: 'Sign in faster with a passkey' })).toBeNull()
  }),
}

export const ServerError: Story = {
  tags: ['screenshot-dark'],
  parameters: { scenario: 'passkeyPostLoginServerError' },
  play: withAuthenticator(async ({ canvas, userEvent, args }) => {
    await givePasskeyToAda()
    await userEvent.click(passkeyButton(canvas))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(sent('/webauthn/postlogin')).toHaveLength(1)
    await expect(args.navigate).not.toHaveBeenCalled()
    await expect(passkeyButton(canvas)).toBeEnabled()
  }),
}
