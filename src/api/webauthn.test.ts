import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import * as v from 'valibot'
import { type Client } from './client'
import { ApiError } from './errors'
import * as webauthn from './webauthn'

const CHALLENGE = 'dGhlLWNoYWxsZW5nZQ'
const REQUEST_OPTIONS = { challenge: CHALLENGE, rpId: 'localhost', allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key', transports: ['internal'] }], userVerification: 'preferred' }
const CREATION_OPTIONS = {
  challenge: CHALLENGE,
  rp: { name: 'Acme', id: 'localhost' },
  user: { id: 'dXNlci1hZGE', name: 'ada@acme.test', displayName: 'Ada' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
}
const ASSERTION = { id: 'Y3JlZC0x', rawId: 'Y3JlZC0x', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } }


type Call = (client: Client) => Promise<unknown>

describe('webauthn calls: method and path (reference/endpoints.json)', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['passkeyPreLogin', (c) => webauthn.passkeyPreLogin(c, { email: 'ada@acme.test' }), { options: REQUEST_OPTIONS }, 'POST', '/identity/resources/auth/v1/webauthn/prelogin', { email: 'ada@acme.test' }],
    ['passkeyPreLogin (no email)', (c) => webauthn.passkeyPreLogin(c), REQUEST_OPTIONS, 'POST', '/identity/resources/auth/v1/webauthn/prelogin', {}],
    ['passkeyPostLogin', (c) => webauthn.passkeyPostLogin(c, ASSERTION), { accessToken: 'a.b.c' }, 'POST', '/identity/resources/auth/v1/webauthn/postlogin', ASSERTION],
    ['getPublicAuthStrategies', (c) => webauthn.getPublicAuthStrategies(c), {}, 'GET', '/identity/resources/configurations/v1/auth/strategies/public', undefined],
    ['getWebAuthnDevices', (c) => webauthn.getWebAuthnDevices(c), { devices: [] }, 'GET', '/identity/resources/users/webauthn/v1/devices', undefined],
    ['createWebAuthnDevice', (c) => webauthn.createWebAuthnDevice(c), { options: CREATION_OPTIONS }, 'POST', '/identity/resources/users/webauthn/v1/devices', {}],
    ['verifyWebAuthnDevice', (c) => webauthn.verifyWebAuthnDevice(c, { ...ASSERTION, deviceType: 'Platform' }), undefined, 'POST', '/identity/resources/users/webauthn/v1/devices/verify', { ...ASSERTION, deviceType: 'Platform' }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('prelogin answers the options, unwrapped', async () => {
    const { client } = answering({ options: REQUEST_OPTIONS })
    await expect(webauthn.passkeyPreLogin(client)).resolves.toEqual(REQUEST_OPTIONS)
  })

  it('device list answers the devices', async () => {
    const { client } = answering({ devices: [{ id: 'd1', deviceType: 'Platform' }] })
    await expect(webauthn.getWebAuthnDevices(client)).resolves.toEqual([{ id: 'd1', deviceType: 'Platform' }])
  })

  it('postlogin without tokens is a malformed answer', async () => {
    const { client } = answering({ userId: 'u1' })
    await expect(webauthn.passkeyPostLogin(client, ASSERTION)).rejects.toMatchObject({ reason: 'malformed' })
  })

  it('a challenge that is not base64url is a malformed answer (spec/auth.md §5)', async () => {
    const { client } = answering({ options: { ...REQUEST_OPTIONS, challenge: 'not base64url!' } })
    const failure = webauthn.passkeyPreLogin(client)
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ reason: 'malformed' })
  })

  it('creation options with a user id that is not base64url are malformed', async () => {
    const { client } = answering({ options: { ...CREATION_OPTIONS, user: { ...CREATION_OPTIONS.user, id: 'ada@acme' } } })
    await expect(webauthn.createWebAuthnDevice(client)).rejects.toMatchObject({ reason: 'malformed' })
  })
})

describe('unwrapWebAuthnOptions', () => {
  it.each<[string, unknown, unknown]>([
    ['bare options', REQUEST_OPTIONS, REQUEST_OPTIONS],
    ['{ options }', { options: REQUEST_OPTIONS }, REQUEST_OPTIONS],
    ['{ publicKey }', { publicKey: REQUEST_OPTIONS }, REQUEST_OPTIONS],
    ['{ options: { publicKey } }', { options: { publicKey: REQUEST_OPTIONS } }, REQUEST_OPTIONS],
    ['options that carry their own "options" field stay as they are', { challenge: CHALLENGE, options: 1 }, { challenge: CHALLENGE, options: 1 }],
    ['something else is left for the schema to refuse', { hello: 1 }, { hello: 1 }],
    ['null', null, null],
    ['a string', 'x', 'x'],
  ])('%s', (_name, answer, expected) => {
    expect(webauthn.unwrapWebAuthnOptions(answer)).toEqual(expected)
  })

  it('the schemas accept both shapes and keep unknown fields', () => {
    const extra = { ...CREATION_OPTIONS, hints: ['client-device'] }
    expect(v.parse(webauthn.WebAuthnCreationOptionsSchema, { options: extra })).toEqual(extra)
    expect(v.parse(webauthn.WebAuthnRequestOptionsSchema, REQUEST_OPTIONS)).toEqual(REQUEST_OPTIONS)
  })

  it('a wrapper with nothing inside is refused', () => {
    expect(v.safeParse(webauthn.WebAuthnRequestOptionsSchema, { options: {} }).success).toBe(false)
  })
})
