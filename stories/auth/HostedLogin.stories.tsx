import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { HOSTED_SCOPE, pkceChallenge } from '../../src/api'
import { OAUTH_PATHS } from '../../src/api/oauth'
import { MULTI_FACTOR_ACR, getWorld, people } from '../../src/fixtures'
import { STORAGE_KEYS, useHostedLogin, type HostedLoginSettings } from '../../src/hooks'
import { Button } from '../../src/primitives'
import { heldCall, holdCall } from '../support/gates'
import { sent } from '../support/requests'
import { earlierVisit } from '../support/session'
import { StoryApp } from '../support/StoryApp'
import { memoryStorage } from '../support/StoryGatehouse'

/**
 * Hosted login (spec/auth.md §4): the login route tries the silent refresh, then sends the browser
 * to the identity API's sign-in page with a PKCE challenge, nonce and state; `/oauth/callback`
 * exchanges the code. The fixtures play the identity API's hosted pages and token endpoint.
 */
const hostedLogin: HostedLoginSettings = { clientId: 'gatehouse-app', organization: 'acme' }
type Storage = ReturnType<typeof memoryStorage>
type Spy = ReturnType<typeof fn>

/** The host page's hosted-login buttons: a step-up and the hosted sign-out. */
function HostedActions() {
  const hosted = useHostedLogin()
  return (
    <p>
      <Button variant="secondary" onPress={() => void hosted.stepUp({ maxAge: 300 })}>
        Verify for billing
      </Button>{' '}
      <Button variant="text" onPress={() => void hosted.logout()}>
        Sign out everywhere
      </Button>
    </p>
  )
}

const meta = {
  title: 'Sign-in/Hosted login',
  component: StoryApp,
  args: { navigate: fn(), hostedLogin, account: people.ada, delays: { afterLogin: 0 }, hostActions: () => <HostedActions /> },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** The latest authorize URL the kit sent the browser to (the navigate spy heard it). */
function authorizeRequest(navigate: Spy): URL {
  const call = navigate.mock.calls.map(([to]) => String(to)).findLast((to) => to.includes(OAUTH_PATHS.authorize))
  if (!call) throw new Error('no redirect to the authorize endpoint')
  return new URL(call, window.location.origin)
}

const pendingOf = (storage: Storage) => JSON.parse(storage.entries()[STORAGE_KEYS.hostedLoginVerifier] ?? 'null') as { verifier: string; state: string; nonce: string } | null

export const RedirectsToSignIn: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async ({ canvas, args, step }) => {
    await step('no session to refresh silently: the browser leaves for the hosted sign-in page', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Sign in to Gatehouse' })).toBeVisible()
      await expect(sent(OAUTH_PATHS.silent)).toHaveLength(1)
    })
    await step('the request: code flow, scope openid email profile, S256 challenge of the kept verifier, nonce, state, organization', async () => {
      const request = authorizeRequest(args.navigate as Spy)
      const pending = pendingOf(args.sessionStorage as Storage)!
      await expect(pending.verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/)
      await expect(Object.fromEntries(request.searchParams)).toEqual({
        response_type: 'code',
        client_id: 'gatehouse-app',
        scope: HOSTED_SCOPE,
        redirect_uri: `${window.location.origin}/oauth/callback`,
        code_challenge: await pkceChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        organization: 'acme',
      })
    })
  },
}

export const CallbackSignsIn: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, args, userEvent, step } = context
    await RedirectsToSignIn.play!(context)
    const { verifier } = pendingOf(args.sessionStorage as Storage)!
    await step('signing in at the hosted page brings the browser back to /oauth/callback, which exchanges the code', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${people.ada.name}` }))
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
      await expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true })
    })
    await step('the token request: authorization_code with the code, redirect_uri and the kept verifier, sent once; the verifier is gone', async () => {
      const [request] = sent(OAUTH_PATHS.token)
      await expect(sent(OAUTH_PATHS.token)).toHaveLength(1)
      await expect(request!.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: `${window.location.origin}/oauth/callback`, code_verifier: verifier, client_id: 'gatehouse-app' })
      await expect(pendingOf(args.sessionStorage as Storage)).toBeNull()
    })
  },
}

export const Exchanging: Story = {
  tags: ['screenshot-dark'],
  args: { sessionStorage: memoryStorage() },
  beforeEach: holdCall('oauthToken'),
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${people.ada.name}` }))
    // The story ends here, the token call still unanswered: its cleanup opens the gate.
    await step('while the token endpoint has not answered, the callback says it is finishing the sign-in', async () => {
      await heldCall('oauthToken')
      await expect(canvas.getByRole('heading', { name: 'Signing you in' })).toBeVisible()
      await expect(canvas.getByText('Finishing your sign-in.')).toBeVisible()
      await expect(canvas.queryByText(/Signed in as/)).toBeNull()
    })
  },
}

/** The hosted page's answer as an attacker would hand it to the callback: another state. */
const withForgedState = (url: string) => {
  const forged = new URL(url)
  forged.searchParams.set('state', 'forged-state')
  return forged.href
}

export const TamperedStateRefused: Story = {
  tags: ['screenshot-dark'],
  args: { sessionStorage: memoryStorage(), hostedAnswer: withForgedState },
  play: async ({ canvas, userEvent, step }) => {
    await step('a callback whose state is not the one sent is refused before any token request', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${people.ada.name}` }))
      const heading = await canvas.findByRole('heading', { name: "We couldn't sign you in" })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByRole('alert')).toHaveTextContent('does not belong to the sign-in started in this browser')
      await expect(sent(OAUTH_PATHS.token)).toHaveLength(0)
      await expect(canvas.queryByText(/Signed in as/)).toBeNull()
    })
  },
}

export const RetryAfterRefusal: Story = {
  args: { sessionStorage: memoryStorage(), hostedAnswer: withForgedState },
  play: async (context) => {
    const { canvas, args, userEvent, step } = context
    await TamperedStateRefused.play!(context)
    await step('Sign in again starts a new sign-in: a fresh state and verifier', async () => {
      const first = authorizeRequest(args.navigate as Spy).searchParams.get('state')
      ;(args.navigate as Spy).mockClear()
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign in to Gatehouse' })).toBeVisible()
      await expect(authorizeRequest(args.navigate as Spy).searchParams.get('state')).not.toBe(first)
    })
  },
}

export const WrongVerifierRefused: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Sign in to Gatehouse' })
    // Another verifier than the one whose challenge went with the request (a swapped or stale one).
    const storage = args.sessionStorage as Storage
    storage.setItem(STORAGE_KEYS.hostedLoginVerifier, JSON.stringify({ ...pendingOf(storage), verifier: 'x'.repeat(43) }))
    await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${people.ada.name}` }))
    await expect(await canvas.findByRole('heading', { name: "We couldn't sign you in" })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('the sign-in service refused it')
    await expect(sent(OAUTH_PATHS.token).map((request) => request.body)).toEqual([expect.objectContaining({ grant_type: 'authorization_code', code_verifier: 'x'.repeat(43) })])
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible()
  },
}

export const TokenEndpointUnreachable: Story = {
  args: { sessionStorage: memoryStorage() },
  beforeEach: () => {
    getWorld().failures.oauthToken = 'networkError'
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${people.ada.name}` }))
    await expect(await canvas.findByRole('heading', { name: "We couldn't sign you in" })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't reach the server")
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible()
  },
}

export const TokenAnswerMalformed: Story = {
  args: { sessionStorage: memoryStorage() },
  beforeEach: () => {
    getWorld().failures.oauthToken = 'malformed'
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${people.ada.name}` }))
    await expect(await canvas.findByRole('heading', { name: "We couldn't sign you in" })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('sent an answer we could not verify')
    await expect(canvas.queryByText(/Signed in as/)).toBeNull()
  },
}

export const SilentRefreshSignsIn: Story = {
  beforeEach: async () => {
    await earlierVisit()
    getWorld().requests.length = 0
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
    await expect(sent(OAUTH_PATHS.silent)).toHaveLength(1)
    await expect((args.navigate as Spy).mock.calls.some(([to]) => String(to).includes(OAUTH_PATHS.authorize))).toBe(false)
    await expect(args.navigate).toHaveBeenCalledWith('/', { replace: true })
  },
}

export const RefreshByRefreshToken: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, userEvent, step } = context
    await CallbackSignsIn.play!(context)
    await step('an expired access token is renewed by the refresh-token grant, not the refresh call', async () => {
      const { expireIssuedAccessTokens } = await import('../../src/fixtures/tokens')
      expireIssuedAccessTokens()
      const [exchange] = sent(OAUTH_PATHS.token)
      await userEvent.click(canvas.getByRole('button', { name: 'Load my profile' }))
      await expect(await canvas.findByText(`Profile loaded: ${people.ada.name}`)).toBeVisible()
      const refresh = sent(OAUTH_PATHS.token).slice(1)
      await expect(refresh).toHaveLength(1)
      await expect(refresh[0]!.body).toMatchObject({ grant_type: 'refresh_token', client_id: 'gatehouse-app' })
      await expect(exchange).toBeDefined()
      await expect(sent('/user/token/refresh')).toHaveLength(0)
    })
  },
}

export const HostedLogout: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, args, userEvent, step } = context
    await CallbackSignsIn.play!(context)
    await step('sign-out ends the session here, then at the identity API’s end-session page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign out of Gatehouse' })).toBeVisible()
      const [to] = (args.navigate as Spy).mock.lastCall!
      const endSession = new URL(String(to), window.location.origin)
      await expect(endSession.pathname).toBe(OAUTH_PATHS.logout)
      await expect(endSession.searchParams.get('client_id')).toBe('gatehouse-app')
      await expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/account/login`)
      await expect(endSession.searchParams.get('id_token_hint')).toBeTruthy()
    })
    await step('back on the login route, signed out: a new visit must sign in again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign in to Gatehouse' })).toBeVisible()
      await expect(sent(OAUTH_PATHS.silent)).toHaveLength(2)
    })
  },
}

export const LogoutRouteEndsHostedSession: Story = {
  args: { sessionStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, args, userEvent, step } = context
    await CallbackSignsIn.play!(context)
    await step('the logout route in hosted mode ends the session at the identity API’s end-session page, not by the logout call', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign out of Gatehouse' })).toBeVisible()
      await expect(new URL(String((args.navigate as Spy).mock.lastCall![0]), window.location.origin).pathname).toBe(OAUTH_PATHS.logout)
      await expect(sent('/auth/v1/logout')).toHaveLength(0)
    })
  },
}

export const StepUpRedirect: Story = {
  args: { sessionStorage: memoryStorage(), localStorage: memoryStorage() },
  play: async (context) => {
    const { canvas, args, userEvent, step } = context
    await CallbackSignsIn.play!(context)
    await step('a hosted step-up redirects with the multi-factor acr, max_age and the organization', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Verify for billing' }))
      await expect(await canvas.findByRole('heading', { name: 'Sign in to Gatehouse' })).toBeVisible()
      const request = authorizeRequest(args.navigate as Spy)
      await expect(request.searchParams.get('acr_values')).toBe(MULTI_FACTOR_ACR)
      await expect(request.searchParams.get('max_age')).toBe('300')
      await expect(request.searchParams.get('organization')).toBe('acme')
      await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.stepUpRedirectUrl]).toBe('/')
    })
    await step('back from the provider, the session carries the multi-factor proof and the page it was asked from opens', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Sign in as ${people.ada.name}` }))
      await expect(await canvas.findByText(`Signed in as ${people.ada.email}`)).toBeVisible()
      await expect(args.navigate).toHaveBeenLastCalledWith('/', { replace: true })
      await expect((args.localStorage as Storage).entries()[STORAGE_KEYS.stepUpRedirectUrl]).toBeUndefined()
    })
  },
}
