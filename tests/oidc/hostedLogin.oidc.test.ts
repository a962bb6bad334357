/**
 * Hosted login against a real OpenID provider (oidc-provider, started by ./provider.ts), in
 * Chromium: the same functions the hosted-login hooks run, with oauth4webapi doing discovery,
 * PKCE S256, the callback checks, the code exchange, the ID token checks and the refresh.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { commands } from 'vitest/browser'
import { createClient, type HostedServer } from '../../src/api'
import {
  beginHostedLogin,
  completeHostedLogin,
  endHostedSession,
  hostedFailure,
  resolveHostedServer,
  type HostedContext,
  type HostedLoginSettings,
} from '../../src/hooks'
import { startSessionLifecycle } from '../../src/hooks/session/lifecycle'
import { STORAGE_KEYS, browserLocalStorage, browserSessionStorage } from '../../src/hooks/session/storage'
import { createSessionStore } from '../../src/hooks/session/store'
import { CALLBACK_PATH, OIDC_ACCOUNT, OIDC_CLIENT_ID, POST_LOGOUT_PATH } from './shared'
import './commands'

const settings: HostedLoginSettings = { clientId: OIDC_CLIENT_ID, issuer: inject('oidcIssuer'), allowInsecureRequests: true, profile: 'idToken' }
const redirectUri = `${location.origin}${CALLBACK_PATH}`
const postLogoutUri = `${location.origin}${POST_LOGOUT_PATH}`

let context: HostedContext
let server: HostedServer
let stopLifecycle: () => void

beforeEach(async () => {
  // The identity API is not part of this test: every call goes to the provider through oauth4webapi.
  const client = createClient({ baseUrl: 'http://identity-api.invalid' })
  const store = createSessionStore()
  context = { client, store, flags: {}, delays: { profileRetry: 0 }, sessionStorage: browserSessionStorage, localStorage: browserLocalStorage, settings }
  // The provider's lifecycle: a refreshed token reaches the session, a failed refresh signs out.
  stopLifecycle = startSessionLifecycle({ client, store, flags: {}, delays: { profileRetry: 0 }, restore: false })
  server = await resolveHostedServer(client, settings)
})

afterEach(async () => {
  stopLifecycle()
  sessionStorage.clear()
  // The provider's session cookie would outlive the test: end it at the provider.
  const url = await endHostedSession(context, server, postLogoutUri)
  if (url) await commands.followNavigation(url, postLogoutUri)
})

/** The user at the provider: the browser follows the authorize URL to the callback route; where it landed. */
function authorizeAtProvider(url: string): Promise<string> {
  return commands.followNavigation(url, redirectUri)
}

describe('hosted login against oidc-provider', () => {
  it('authorize → callback → token → refresh (rotated) → logout', async () => {
    const authorize = new URL(await beginHostedLogin(context, server, { redirectUri }))
    expect(`${authorize.origin}${authorize.pathname}`).toBe(server.as.authorization_endpoint)
    const sent = Object.fromEntries(authorize.searchParams)
    expect(sent).toMatchObject({ response_type: 'code', client_id: OIDC_CLIENT_ID, scope: 'openid email profile', redirect_uri: redirectUri, code_challenge_method: 'S256' })
    expect(sent.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sent.nonce).toBeTruthy()
    expect(sent.state).toBeTruthy()
    const pending = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.hostedLoginVerifier)!) as { verifier: string }
    expect(pending.verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/)

    const landed = new URL(await authorizeAtProvider(authorize.href))
    expect(landed.searchParams.get('state')).toBe(sent.state)
    expect(landed.searchParams.get('code')).toBeTruthy()

    const { user } = await completeHostedLogin(context, server, landed.href)
    expect(user).toMatchObject({ id: OIDC_ACCOUNT.id, sub: OIDC_ACCOUNT.id, email: OIDC_ACCOUNT.email, name: OIDC_ACCOUNT.name })
    expect(context.store.getSnapshot()).toMatchObject({ isAuthenticated: true })
    const firstToken = context.client.getAccessToken()!
    expect(firstToken.split('.')).toHaveLength(3)
    // The verifier is one-use: it left session storage with the exchange.
    expect(sessionStorage.getItem(STORAGE_KEYS.hostedLoginVerifier)).toBeNull()

    // spec/auth.md §4 session refresh in hosted mode: the client refreshes by the refresh-token grant.
    const second = await context.client.refresh()
    expect(second.accessToken).not.toBe(firstToken)
    expect(context.store.getSnapshot().user?.accessToken).toBe(second.accessToken)
    // The refresh token rotated: a second refresh must send the new one (the provider revokes the grant when an old one comes back).
    const third = await context.client.refresh()
    expect(third.accessToken).not.toBe(second.accessToken)
    expect(context.store.getSnapshot().user?.accessToken).toBe(third.accessToken)

    const endSession = new URL((await endHostedSession(context, server, postLogoutUri))!)
    expect(`${endSession.origin}${endSession.pathname}`).toBe(server.as.end_session_endpoint)
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy()
    expect(context.store.getSnapshot()).toMatchObject({ isAuthenticated: false, user: null })
    expect(context.client.getAccessToken()).toBeNull()
    expect(await commands.followNavigation(endSession.href, postLogoutUri)).toBe(postLogoutUri)
    // Signed out here: there is no refresh token left to renew the session with.
    await expect(context.client.refresh()).rejects.toBeTruthy()
  })

  it('a callback whose state was tampered with is refused, and nothing is signed in', async () => {
    const landed = new URL(await authorizeAtProvider(await beginHostedLogin(context, server, { redirectUri })))
    landed.searchParams.set('state', `${landed.searchParams.get('state')}x`)
    const error = await completeHostedLogin(context, server, landed.href).catch((caught: unknown) => caught)
    // Refused before any request, by the kit's own check of the state (oauth4webapi checks it again after).
    expect(error).toMatchObject({ error: { code: 'stateMismatch', message: 'Failed to authenticate' } })
    expect(context.store.getSnapshot().isAuthenticated).toBe(false)
    expect(context.client.getAccessToken()).toBeNull()
  })

  it('a code exchanged with another verifier is refused by the token endpoint', async () => {
    const authorize = await beginHostedLogin(context, server, { redirectUri })
    const pending = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.hostedLoginVerifier)!) as Record<string, unknown>
    sessionStorage.setItem(STORAGE_KEYS.hostedLoginVerifier, JSON.stringify({ ...pending, verifier: 'x'.repeat(43) }))
    const landed = await authorizeAtProvider(authorize)
    const error = await completeHostedLogin(context, server, landed).catch((caught: unknown) => caught)
    expect(hostedFailure(error)).toMatchObject({ code: 'tokenRefused', status: 400 })
    expect(context.store.getSnapshot().isAuthenticated).toBe(false)
  })

  it('a callback this browser did not start is refused before any request', async () => {
    const landed = await authorizeAtProvider(await beginHostedLogin(context, server, { redirectUri }))
    sessionStorage.removeItem(STORAGE_KEYS.hostedLoginVerifier)
    await expect(completeHostedLogin(context, server, landed)).rejects.toMatchObject({ error: { code: 'signInNotStarted' } })
  })

  it('a step-up asks the provider for the multi-factor acr and max_age, and the ID token’s auth_time is checked against it', async () => {
    const authorize = new URL(await beginHostedLogin(context, server, { redirectUri, stepUp: { maxAge: 600 }, returnTo: '/billing' }))
    expect(authorize.searchParams.get('acr_values')).toBe('http://schemas.openid.net/pape/policies/2007/06/multi-factor')
    expect(authorize.searchParams.get('max_age')).toBe('600')
    const { user, returnTo } = await completeHostedLogin(context, server, await authorizeAtProvider(authorize.href))
    expect(returnTo).toBe('/billing')
    expect(user.email).toBe(OIDC_ACCOUNT.email)
  })
})
