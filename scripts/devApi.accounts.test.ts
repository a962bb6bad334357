// The local identity API answers the account lifecycle's calls over HTTP, from the same handlers
// the stories use: password rules, a reset link that works once, activation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activation, auth, createClient, passwords, type Client } from '../src/api'
import { ACTIVATION_TOKENS, getWorld, lastMessageTo, people, REFRESH_COOKIE } from '../src/fixtures'
import { startDevApi, type DevApi } from './devApi'

let api: DevApi
let client: Client

beforeAll(async () => {
  api = await startDevApi({ port: 0 })
  client = createClient({ baseUrl: api.url, logLevel: 'silent' })
})

afterAll(async () => {
  await api?.close()
})

describe('dev API: account lifecycle', () => {
  it('answers the password rules', async () => {
    api.reset()
    await expect(passwords.getPasswordConfig(client)).resolves.toMatchObject({ minLength: 10, passwordHistory: { enabled: true, historySize: 3 } })
  })

  it('emails a reset link that sets a new password once; the new password signs in', async () => {
    api.reset()
    await auth.forgotPassword(client, { email: people.ada.email })
    const link = { userId: 'user-ada', token: lastMessageTo(getWorld(), people.ada.email)!.code }
    await passwords.validateResetPasswordToken(client, link)
    await passwords.resetPassword(client, { ...link, password: 'Babbage-Difference-42' })
    await expect(passwords.resetPassword(client, { ...link, password: 'Another-Password-77' })).rejects.toMatchObject({ status: 400 })
    await expect(auth.loginWithPassword(client, { email: people.ada.email, password: 'Babbage-Difference-42' })).resolves.toMatchObject({ userId: 'user-ada' })
    expect(api.requests().map((request) => `${request.method} ${request.path} ${request.status}`)).toContain('POST /identity/resources/users/v1/passwords/reset/verify 200')
  })

  it('activates Katherine with her link', async () => {
    api.reset()
    const link = { userId: 'user-katherine', token: ACTIVATION_TOKENS.katherine }
    await expect(activation.getActivationStrategy(client, link)).resolves.toEqual({ shouldSetPassword: false })
    await expect(activation.activateAccount(client, link)).resolves.toMatchObject({ accessToken: expect.any(String) })
  })
})

describe('dev API: GET /__dev/outbox', () => {
  it('lists the reset link it emailed', async () => {
    api.reset()
    await auth.forgotPassword(client, { email: people.ada.email })
    const { outbox } = (await (await fetch(`${api.url}/__dev/outbox`)).json()) as { outbox: { to: string; purpose: string; code: string }[] }
    expect(outbox.at(-1)).toEqual({ channel: 'email', to: people.ada.email, purpose: 'passwordReset', code: expect.any(String) })
  })
})

describe('dev API: the request log', () => {
  it('tells which rotation of the refresh cookie a refresh spent, without logging the cookie', async () => {
    api.reset()
    const post = (path: string, init: { body?: unknown; cookie?: string } = {}) =>
      fetch(`${api.url}/identity/resources${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: `${REFRESH_COOKIE}=${init.cookie}` } : {}) },
        body: JSON.stringify(init.body ?? {}),
      })
    const cookieOf = (response: Response) => new RegExp(`^${REFRESH_COOKIE}=([^;]+);`).exec(response.headers.get('set-cookie') ?? '')![1]!
    const first = cookieOf(await post('/auth/v1/user', { body: { email: people.ada.email, password: people.ada.password } }))
    const second = cookieOf(await post('/auth/v1/user/token/refresh', { cookie: first }))
    expect((await post('/auth/v1/user/token/refresh', { cookie: second })).status).toBe(200)
    expect((await post('/auth/v1/user/token/refresh', { cookie: second })).status).toBe(401)

    const refreshes = api.requests().filter((request) => request.path.endsWith('/token/refresh'))
    expect(refreshes.map((request) => request.cookie)).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/), expect.any(String), expect.any(String)])
    expect(refreshes[0]!.cookie).not.toBe(refreshes[1]!.cookie)
    expect(refreshes[1]!.cookie).toBe(refreshes[2]!.cookie)
    expect(JSON.stringify(api.requests())).not.toContain(second)
  })
})
