import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { getWorld, INVALID_MAGIC_LINK, MAGIC_LINK_TOKEN, people } from '../../src/fixtures'
import { STORAGE_KEYS } from '../../src/hooks'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'
import { enterEmail } from './loginSteps'

const meta = {
  title: 'Sign-in/Social and SSO',
  component: StoryApp,
  args: { navigate: fn(), onEvent: fn(), delays: { ssoRedirect: 50, ssoFailureRedirect: 300 } },
  parameters: { scenario: 'socialLogin' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

export const SocialSignIn: Story = {
  args: { account: people.ada },
  play: async ({ canvas, userEvent, args, step }) => {
    let request = new URL(window.location.href)
    await step('active providers are offered in order, the vendor’s own last; Facebook is off', async () => {
      const list = await canvas.findByRole('list', { name: 'Sign in with another account' })
      const names = [...list.querySelectorAll('button')].map((button) => button.textContent)
      await expect(names).toEqual(['Continue with Microsoft', 'Continue with Google', 'Continue with GitHub', 'Continue with Acme Okta'])
    })
    await step('Google gets this sign-in’s state and an S256 PKCE challenge', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(expect.stringContaining('https://accounts.google.test/'), undefined))
      request = new URL(args.navigate.mock.calls[0]![0])
      await expect(request.searchParams.get('client_id')).toBe('gatehouse-google')
      await expect(request.searchParams.get('code_challenge_method')).toBe('S256')
      await expect(request.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      await expect(request.searchParams.get('state')).toBeTruthy()
      await expect(request.searchParams.get('redirect_uri')).toBe(new URL('/account/social/success', window.location.origin).href)
    })
    await step('consenting at Google comes back signed in', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Ada Lovelace' }))
      await expect(await canvas.findByText('Signed in as ada@acme.test')).toBeVisible()
      // Under StrictMode too: one provider load, one postlogin.
      await expect(sent('/user/sso/google/postlogin')).toHaveLength(1)
      await expect(sent('/identity/resources/sso/v2')).toHaveLength(1)
      await expect(sent('/user/sso/google/postlogin')[0]?.query).toEqual({
        code: expect.any(String),
        state: request.searchParams.get('state'),
        code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43,128}$/),
        redirectUri: new URL('/account/social/success', window.location.origin).href,
      })
      await expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true })
      await expect(args.onEvent).not.toHaveBeenCalled()
    })
  },
}

export const SocialSignUpNewUser: Story = {
  args: { account: people.newSocial, localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'true' }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with GitHub' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Hedy Lamarr' }))
    await expect(await canvas.findByText('Signed in as hedy@mail.test')).toBeVisible()
    const hedy = getWorld().users.find((user) => user.email === people.newSocial.email)
    await expect(hedy).toBeDefined()
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'signup_completed', userId: hedy!.id, email: 'hedy@mail.test', name: 'Hedy Lamarr', provider: 'github' })
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'user_verified', userId: hedy!.id, email: 'hedy@mail.test', provider: 'github' })
    const stored = (args.localStorage as ReturnType<typeof memoryStorage>).entries()
    await expect(stored[STORAGE_KEYS.userId]).toBe(hedy!.id)
    await expect(stored[STORAGE_KEYS.registerQuickLogin]).toBeUndefined()
  },
}

/** spec/auth.md §4: only a new social user is remembered and has the quick-login flag cleared. */
export const SocialSignInReturningUserKeepsStorage: Story = {
  args: { account: people.ada, localStorage: memoryStorage({ [STORAGE_KEYS.registerQuickLogin]: 'true', [STORAGE_KEYS.userId]: 'user-previous' }) },
  // It ends on the host page SocialSignIn already captures; what differs is in storage.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with GitHub' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Ada Lovelace' }))
    await expect(await canvas.findByText('Signed in as ada@acme.test')).toBeVisible()
    const stored = (args.localStorage as ReturnType<typeof memoryStorage>).entries()
    await expect(stored[STORAGE_KEYS.registerQuickLogin]).toBe('true')
    await expect(stored[STORAGE_KEYS.userId]).toBe('user-previous')
    await expect(args.onEvent).not.toHaveBeenCalled()
  },
}

export const SocialCancelledAtProvider: Story = {
  args: { account: people.ada },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Microsoft' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }))
    const heading = await canvas.findByRole('heading', { name: "We couldn't sign you in" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to authenticate')
    await expect(sent('/postlogin')).toHaveLength(0)
    // spec/auth.md §4 SSO failure: on to the authenticated URL shortly after.
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
    await expect(await canvas.findByText('Not signed in')).toBeVisible()
  },
}

const NOT_STARTED_HERE = 'This sign-in was not started in this browser, or it was already used. Start again from the sign-in page.'

export const SocialCallbackWithForgedState: Story = {
  // The failure card stays on screen for its screenshot (OidcCallbackForged follows the redirect after it).
  args: { startAt: '/account/social/success?code=stolen-code&state=forged', delays: { ssoRedirect: 50, ssoFailureRedirect: 60_000 } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: "We couldn't sign you in" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOT_STARTED_HERE)
    await expect(sent('/postlogin')).toHaveLength(0)
  },
}

/** An OIDC callback this browser never started (login CSRF: someone else's code pushed on this browser). */
export const OidcCallbackForged: Story = {
  args: { startAt: '/account/oidc/callback?code=someone-elses-code&state=forged' },
  parameters: { scenario: 'default' },
  play: async ({ canvas, args }) => {
    const heading = await canvas.findByRole('heading', { name: "We couldn't sign you in" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOT_STARTED_HERE)
    // Refused before the server is asked: the code is never redeemed on this browser's behalf.
    await expect(sent('/oidc/postlogin')).toHaveLength(0)
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
    await expect(await canvas.findByText('Not signed in')).toBeVisible()
  },
}

/** A SAML response posted to this browser without a sign-in it started (forged, or IdP-initiated). */
export const SamlCallbackForged: Story = {
  args: { startAt: '/account/saml/callback?SAMLResponse=someone-elses-response&RelayState=sso.acme.test' },
  parameters: { scenario: 'default' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: "We couldn't sign you in" })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOT_STARTED_HERE)
    await expect(sent('/saml/postlogin')).toHaveLength(0)
    // Ends where the failure card leads, not on a card with a redirect pending (a screenshot would race it).
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
    await expect(await canvas.findByText('Not signed in')).toBeVisible()
  },
}

export const SocialServerError: Story = {
  args: { account: people.ada },
  parameters: { scenario: 'socialPostLoginServerError' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Ada Lovelace' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error')
    await expect(sent('/user/sso/google/postlogin')).toHaveLength(1)
  },
}

export const SamlSignIn: Story = {
  args: { account: people.sso },
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.sso.email)
    await expect(await canvas.findByRole('heading', { name: 'Redirecting to single sign-on' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Margaret Hamilton' }))
    await expect(await canvas.findByText('Signed in as margaret@sso.acme.test')).toBeVisible()
    // The IdP got this sign-in's RelayState and brought it back: the callback is bound to this browser.
    const idp = new URL(args.navigate.mock.calls[0]![0])
    await expect(`${idp.origin}${idp.pathname}?tenant=${idp.searchParams.get('tenant')}`).toBe('https://idp.acme.test/saml/login?tenant=acme')
    const relayState = idp.searchParams.get('RelayState')
    await expect(relayState).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    await expect(sent('/user/saml/postlogin')[0]?.body).toEqual({ SAMLResponse: expect.any(String), RelayState: relayState })
  },
}

export const OidcSignIn: Story = {
  args: { account: people.oidc },
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.oidc.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Radia Perlman' }))
    await expect(await canvas.findByText('Signed in as radia@oidc.acme.test')).toBeVisible()
    await expect(sent('/auth/v2/user/oidc/postlogin')[0]?.body).toEqual({
      code: expect.any(String),
      redirectUri: new URL('/account/oidc/callback', window.location.origin).href,
      // The state this browser sent to the IdP, brought back and checked before the code is redeemed.
      RelayState: new URL(args.navigate.mock.calls[0]![0]).searchParams.get('state'),
    })
  },
}

export const OidcSignInV1: Story = {
  args: { account: people.oidc, callback: { oidcVersion: 'v1' } },
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent }) => {
    // A vendor on the older OIDC postlogin (spec/auth.md §7: v1 and v2).
    await enterEmail(canvas, userEvent, people.oidc.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Radia Perlman' }))
    await expect(await canvas.findByText('Signed in as radia@oidc.acme.test')).toBeVisible()
    await expect(sent('/auth/v1/user/oidc/postlogin')).toHaveLength(1)
    await expect(sent('/auth/v2/user/oidc/postlogin')).toHaveLength(0)
  },
}

export const OidcNetworkFailure: Story = {
  args: { account: people.oidc },
  parameters: { scenario: 'oidcPostLoginNetworkError' },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.oidc.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Radia Perlman' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't reach the server. Check your connection and try again.")
    await expect(canvas.getByText('Taking you back in a moment.')).toBeVisible()
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true }))
  },
}

export const MagicLinkCallback: Story = {
  args: { startAt: `/account/login/magic-link?token=${MAGIC_LINK_TOKEN}` },
  parameters: { scenario: 'magicLinkSent' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Signed in as ada@acme.test')).toBeVisible()
    await expect(sent('/passwordless/magiclink/postlogin').map((request) => request.body)).toEqual([{ type: 'MagicLink', token: MAGIC_LINK_TOKEN }])
    await expect(args.navigate).toHaveBeenCalledWith('/', { replace: true })
  },
}

export const MagicLinkExpired: Story = {
  args: { startAt: `/account/login/magic-link?token=${MAGIC_LINK_TOKEN}` },
  parameters: { scenario: 'magicLinkExpired' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INVALID_MAGIC_LINK)
    // A magic link failure stays on screen: the way on is a new link.
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(args.navigate).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('link', { name: 'Back to sign in' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  },
}

export const SsoThroughNativeBridge: Story = {
  args: { nativeBridge: { loginWithSSO: fn(), loginWithSocialLogin: fn() } },
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.sso.email)
    await expect(await canvas.findByRole('heading', { name: 'Redirecting to single sign-on' })).toBeVisible()
    // Inside a mobile shell the IdP opens natively, at once; the web view does not navigate.
    await expect(args.nativeBridge!.loginWithSSO).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/idp\.acme\.test\/saml\/login\?tenant=acme&RelayState=[\w-]{20,}$/))
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** spec/auth.md §4 SSO failure: the mobile shell's bridge cannot open the IdP. */
export const SsoNativeBridgeFails: Story = {
  args: {
    nativeBridge: {
      loginWithSSO: fn(() => {
        throw new Error('The native app bridge is not available')
      }),
      loginWithSocialLogin: fn(),
    },
  },
  parameters: { scenario: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    await enterEmail(canvas, userEvent, people.sso.email)
    await expect(await canvas.findByRole('heading', { name: "We couldn't sign you in" })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't open your organisation's sign-in page. Please try again.")
    await expect(args.nativeBridge!.loginWithSSO).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/', { replace: true }))
    await expect(args.navigate).toHaveBeenCalledTimes(1)
  },
}

export const SocialThroughNativeBridge: Story = {
  args: { nativeBridge: { loginWithSSO: fn(), loginWithSocialLogin: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(args.nativeBridge!.loginWithSocialLogin).toHaveBeenCalledWith(expect.stringContaining('https://github.test/login/oauth/authorize?')))
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** A mobile shell's sheet closed without signing in: nothing tells the page, so the buttons must not stay busy. */
export const SocialNativeSheetCancelled: Story = {
  tags: ['screenshot-dark'],
  args: { nativeBridge: { loginWithSSO: fn(), loginWithSocialLogin: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(args.nativeBridge!.loginWithSocialLogin).toHaveBeenCalledTimes(1))
    // The person cancels the native sheet and picks another provider.
    const google = canvas.getByRole('button', { name: 'Continue with Google' })
    await waitFor(() => expect(google).toBeEnabled())
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled()
    await userEvent.click(google)
    await waitFor(() => expect(args.nativeBridge!.loginWithSocialLogin).toHaveBeenCalledTimes(2))
    await expect(args.nativeBridge!.loginWithSocialLogin).toHaveBeenLastCalledWith(expect.stringContaining('https://accounts.google.test/'))
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** No Web Crypto for the PKCE challenge (an insecure origin, an old web view): the sign-in says so, and the buttons work again. */
export const SocialPkceUnavailable: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async ({ canvas, userEvent, args, step }) => {
    const digest = Object.getOwnPropertyDescriptor(crypto.subtle, 'digest')
    Object.defineProperty(crypto.subtle, 'digest', { configurable: true, value: () => Promise.reject(new DOMException('Web Crypto is unavailable', 'NotSupportedError')) })
    try {
      await step('the PKCE step fails: an error, nothing stored, nowhere to go', async () => {
        await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
        await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't start that sign-in in this browser. Please try again or choose another way.")
        await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
        await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled()
        await expect((args.sessionStorage as ReturnType<typeof memoryStorage>).entries()[STORAGE_KEYS.pendingSocialLogin]).toBeUndefined()
        await expect(args.navigate).not.toHaveBeenCalled()
      })
    } finally {
      if (digest) Object.defineProperty(crypto.subtle, 'digest', digest)
      else delete (crypto.subtle as { digest?: unknown }).digest
    }
    await step('once it works, the next press leaves for the provider', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue with GitHub' }))
      await expect(await canvas.findByRole('button', { name: 'Continue as Nobody' })).toBeVisible()
      await expect(canvas.queryByRole('alert')).toBeNull()
    })
  },
}
