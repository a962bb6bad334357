// The local identity API listens on 127.0.0.1, where any page in the developer's browser can reach
// it: it answers only its own Host (DNS rebinding), only the pages it was told about (the example
// host's by default), and its request log does not hand out the passwords and codes it saw.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { people } from '../src/fixtures'
import { REDACTED, isOwnHost, redactSecrets, startDevApi, type DevApi, type DevRequest } from './devApi'

let api: DevApi
let port: number

beforeAll(async () => {
  api = await startDevApi({ port: 0 })
  port = Number(new URL(api.url).port)
})

afterAll(async () => {
  await api?.close()
})

/** A request with the headers as given (fetch will not send another Host). */
function send(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; text: string; allowOrigin: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, allowOrigin: response.headers['access-control-allow-origin'] as string | undefined }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const login = (origin: string, host = `127.0.0.1:${port}`) =>
  send('/identity/resources/auth/v1/user', { host, origin, 'content-type': 'application/json' }, 'POST', JSON.stringify({ email: people.ada.email, password: people.ada.password }))

describe('dev API: only its own Host (DNS rebinding)', () => {
  it.each([
    ['127.0.0.1:PORT', true],
    ['localhost:PORT', true],
    ['LOCALHOST:PORT', true],
    ['evil.test:PORT', false],
    ['127.0.0.1:1', false],
    ['127.0.0.1', false],
    ['127.0.0.1.evil.test:PORT', false],
    ['', false],
  ])('isOwnHost(%j) → %s', (host, expected) => {
    expect(isOwnHost(host.replace('PORT', '4010') || undefined, 4010)).toBe(expected)
  })

  it('a request whose Host is another name is refused before anything runs, /__dev/ routes included', async () => {
    api.reset()
    const rebound = await login('http://evil.test:' + port, `evil.test:${port}`)
    expect(rebound.status).toBe(403)
    expect((await send('/__dev/outbox', { host: `evil.test:${port}` })).status).toBe(403)
    expect((await send('/__dev/reset', { host: `evil.test:${port}` }, 'POST')).status).toBe(403)
    expect(api.requests()).toEqual([])
    expect((await send('/__dev/outbox', { host: `localhost:${port}` })).status).toBe(200)
  })
})

describe('dev API: allowed origins', () => {
  it('by default only the example host’s origins may call with credentials', async () => {
    api.reset()
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173']) {
      const allowed = await login(origin)
      expect(allowed.status).toBe(200)
      expect(allowed.allowOrigin).toBe(origin)
    }
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:8080', 'https://evil.test', 'null']) {
      const refused = await login(origin)
      expect(refused.status).toBe(403)
      expect(refused.allowOrigin).toBeUndefined()
    }
  })

  it('allowOrigin adds one more', async () => {
    const origin = 'http://127.0.0.1:4173'
    expect((await login(origin)).status).toBe(403)
    api.allowOrigin(origin)
    expect((await login(origin)).status).toBe(200)
  })

  it('/__dev/ routes refuse a page of another origin; Node, curl and an allowed page may use them', async () => {
    api.reset()
    await login('http://127.0.0.1:5173')
    expect((await send('/__dev/reset', { host: `127.0.0.1:${port}`, origin: 'https://evil.test' }, 'POST')).status).toBe(403)
    expect((await send('/__dev/requests', { host: `127.0.0.1:${port}`, origin: 'https://evil.test' })).status).toBe(403)
    expect((await send('/__dev/expire-access-tokens', { host: `127.0.0.1:${port}`, origin: 'http://127.0.0.1:3000' }, 'POST')).status).toBe(403)
    // Not reset by the refused call.
    expect(api.requests()).toHaveLength(1)
    expect((await send('/__dev/outbox', { host: `127.0.0.1:${port}`, origin: 'http://127.0.0.1:5173' })).status).toBe(200)
    expect((await fetch(`${api.url}/__dev/outbox`)).status).toBe(200)
  })
})

describe('dev API: GET /__dev/requests redacts secrets', () => {
  it('passwords, codes, verifiers and tokens are redacted in the served log; the in-process log keeps them for tests', async () => {
    api.reset()
    const origin = 'http://127.0.0.1:5173'
    await login(origin)
    await send('/oauth/token', { host: `127.0.0.1:${port}`, origin, 'content-type': 'application/x-www-form-urlencoded' }, 'POST', 'grant_type=authorization_code&code=c-123&code_verifier=v-456&client_id=app-1')
    const served = (await (await fetch(`${api.url}/__dev/requests`)).json()) as { requests: DevRequest[]; world: { body: unknown }[] }
    const text = JSON.stringify(served)
    for (const secret of [people.ada.password, 'c-123', 'v-456']) expect(text).not.toContain(secret)
    expect(served.requests[0]!.body).toEqual({ email: people.ada.email, password: REDACTED })
    expect(Object.fromEntries(new URLSearchParams(served.requests[1]!.body as string))).toEqual({ grant_type: 'authorization_code', code: REDACTED, code_verifier: REDACTED, client_id: 'app-1' })
    expect(api.requests()[0]!.body).toEqual({ email: people.ada.email, password: people.ada.password })
  })

  it.each<[string, unknown, unknown]>([
    ['password fields', { email: 'a@b.c', password: 'p', newPassword: 'n', currentPassword: 'c' }, { email: 'a@b.c', password: REDACTED, newPassword: REDACTED, currentPassword: REDACTED }],
    ['codes and tokens', { code: '123456', otc: '1', token: 't', mfaToken: 'm', resetPhoneNumberToken: 'r', recoveryCode: 'rc', codeChallenge: 'public' }, { code: REDACTED, otc: REDACTED, token: REDACTED, mfaToken: REDACTED, resetPhoneNumberToken: REDACTED, recoveryCode: REDACTED, codeChallenge: 'public' }],
    ['OAuth fields, nested', { grant: { refresh_token: 'r', access_token: 'a', code_verifier: 'v', client_secret: 's' } }, { grant: { refresh_token: REDACTED, access_token: REDACTED, code_verifier: REDACTED, client_secret: REDACTED } }],
    ['a form body', 'email=a%40b.c&password=p', 'email=a%40b.c&password=%5Bredacted%5D'],
    ['plain text', 'hello = world', 'hello = world'],
    ['null', null, null],
  ])('redactSecrets(%s)', (_name, value, expected) => {
    expect(redactSecrets(value)).toEqual(expected)
  })
})
