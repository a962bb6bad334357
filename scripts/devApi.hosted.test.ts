// The local identity API's own pages for hosted login, over HTTP: the sign-in page (a code bound to
// the PKCE challenge, only back to an allowed origin) and the end-session page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPkcePair, OAUTH_PATHS } from '../src/api/oauth'
import { people } from '../src/fixtures'
import { startDevApi, type DevApi } from './devApi'

const APP = 'http://127.0.0.1:5173'
const CALLBACK = `${APP}/oauth/callback`
let api: DevApi

beforeAll(async () => {
  api = await startDevApi({ port: 0, origins: [APP] })
})

afterAll(async () => {
  await api?.close()
})

function authorizeUrl(challenge: string, redirectUri = CALLBACK): string {
  const url = new URL(`${api.url}${OAUTH_PATHS.authorize}`)
  const query = { response_type: 'code', client_id: 'app-1', scope: 'openid email profile', redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'state-1', nonce: 'nonce-1' }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.href
}

const signIn = (url: string, email: string, password: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url }, body: new URLSearchParams({ email, password }) })

const exchange = (code: string, verifier: string) =>
  fetch(`${api.url}${OAUTH_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'app-1', redirect_uri: CALLBACK, code, code_verifier: verifier }),
  })

describe('dev API: the hosted sign-in page', () => {
  it('shows a form; a wrong password shows it again; the right one goes back with a code the PKCE verifier exchanges once', async () => {
    api.reset()
    const { verifier, challenge } = await createPkcePair()
    const page = await fetch(authorizeUrl(challenge))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toMatch(/<form method="post">[\s\S]*name="email"[\s\S]*name="password"/)

    const wrong = await signIn(authorizeUrl(challenge), people.ada.email, 'not-her-password')
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Incorrect email or password.')

    const right = await signIn(authorizeUrl(challenge), people.ada.email, people.ada.password)
    expect(right.status).toBe(302)
    const back = new URL(right.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK)
    expect(back.searchParams.get('state')).toBe('state-1')
    const code = back.searchParams.get('code')!

    const another = await createPkcePair()
    const refused = await exchange(code, another.verifier)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })
    // The code was spent by the refused attempt: a new sign-in, then the right verifier.
    const again = new URL((await signIn(authorizeUrl(challenge), people.ada.email, people.ada.password)).headers.get('location')!)
    const tokens = await exchange(again.searchParams.get('code')!, verifier)
    expect(tokens.status).toBe(200)
    expect(await tokens.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String), id_token: expect.any(String) })
    expect(api.requests().filter((request) => request.path === OAUTH_PATHS.authorize).map((request) => `${request.method} ${request.status}`)).toEqual(['GET 200', 'POST 401', 'POST 302', 'POST 302'])
  })

  it('sends the browser nowhere but an allowed origin', async () => {
    api.reset()
    const { challenge } = await createPkcePair()
    const elsewhere = await signIn(authorizeUrl(challenge, 'https://attacker.test/oauth/callback'), people.ada.email, people.ada.password)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.headers.get('location')).toBeNull()
  })
})

describe('dev API: the end-session page', () => {
  it('ends the hosted sessions and goes back to post_logout_redirect_uri on an allowed origin only', async () => {
    api.reset()
    const end = (back: string) => fetch(`${api.url}${OAUTH_PATHS.logout}?${new URLSearchParams({ client_id: 'app-1', post_logout_redirect_uri: back })}`, { redirect: 'manual' })
    const allowed = await end(`${APP}/account/login`)
    expect(allowed.status).toBe(302)
    expect(allowed.headers.get('location')).toBe(`${APP}/account/login`)
    const elsewhere = await end('https://attacker.test/')
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.headers.get('location')).toBeNull()
  })
})
