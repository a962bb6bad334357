import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import * as v from 'valibot'
import { type Client } from './client'
import { ApiError, MALFORMED_MESSAGE } from './errors'
import * as auth from './auth'
import { LoginResponseSchema, UserProfileSchema, VendorConfigSchema } from './auth.schemas'

const TOKEN_ANSWER = { accessToken: 'header.payload.sig', refreshToken: 'r', expiresIn: 300 }


type Call = (client: Client) => Promise<unknown>

describe('auth calls: method and path (reference/endpoints.txt)', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['loginWithPassword', (c) => auth.loginWithPassword(c, { email: 'a@b.test', password: 'pw' }), TOKEN_ANSWER, 'POST', '/identity/resources/auth/v1/user', { email: 'a@b.test', password: 'pw' }],
    ['ssoPreLogin', (c) => auth.ssoPreLogin(c, { email: 'a@sso.test', tenantId: 't1' }), { address: 'https://idp.test' }, 'POST', '/identity/resources/auth/v2/user/sso/prelogin', { email: 'a@sso.test', tenantId: 't1' }],
    ['getVendorConfig', (c) => auth.getVendorConfig(c), { authStrategy: 'EmailAndPassword' }, 'GET', '/identity/resources/configurations/v1/public', undefined],
    ['getMe', (c) => auth.getMe(c), { id: 'u1', email: 'a@b.test' }, 'GET', '/identity/resources/users/v2/me', undefined],
    ['forgotPassword', (c) => auth.forgotPassword(c, { email: 'a@b.test' }), undefined, 'POST', '/identity/resources/users/v1/passwords/reset', { email: 'a@b.test' }],
    ['logout', (c) => auth.logout(c), undefined, 'POST', '/identity/resources/auth/v1/logout', undefined],
    ['refreshToken', (c) => auth.refreshToken(c, { tenantId: 't1' }), TOKEN_ANSWER, 'POST', '/identity/resources/auth/v1/user/token/refresh', { tenantId: 't1' }],
    ['refreshToken (no input)', (c) => auth.refreshToken(c), TOKEN_ANSWER, 'POST', '/identity/resources/auth/v1/user/token/refresh', {}],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('passes the abort signal through: aborting it aborts the request', async () => {
    const { client, fetch } = answering({})
    const controller = new AbortController()
    await auth.getVendorConfig(client, { signal: controller.signal })
    const sent = fetch.mock.calls[0]![1]!.signal!
    expect(sent.aborted).toBe(false)
    controller.abort()
    expect(sent.aborted).toBe(false) // the exchange is over: its signal is no longer linked
  })

  it('returns the checked answer', async () => {
    const { client } = answering({ address: 'https://idp.test/saml', idpType: 'saml', extra: 1 })
    await expect(auth.ssoPreLogin(client, { email: 'a@sso.test' })).resolves.toEqual({ address: 'https://idp.test/saml', idpType: 'saml', extra: 1 })
  })

  it('forgotPassword and logout accept an empty body', async () => {
    await expect(auth.forgotPassword(answering(undefined).client, { email: 'a@b.test' })).resolves.toEqual({})
    await expect(auth.logout(answering(undefined).client)).resolves.toEqual({})
  })
})

describe('auth calls: malformed answers', () => {
  it.each<[string, Call, unknown]>([
    ['loginWithPassword with neither token', (c) => auth.loginWithPassword(c, { email: 'a@b.test', password: 'pw' }), { mfaRequired: false }],
    ['loginWithPassword with accessToken 42', (c) => auth.loginWithPassword(c, { email: 'a@b.test', password: 'pw' }), { accessToken: 42 }],
    ['refreshToken with an empty answer', (c) => auth.refreshToken(c), {}],
    ['getMe without an email', (c) => auth.getMe(c), { id: 'u1' }],
    ['getVendorConfig with an unknown strategy', (c) => auth.getVendorConfig(c), { authStrategy: 'Telepathy' }],
    ['ssoPreLogin with a numeric address', (c) => auth.ssoPreLogin(c, { email: 'a@b.test' }), { address: 7 }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed', status: 200, message: MALFORMED_MESSAGE })
  })
})

describe('LoginResponseSchema', () => {
  it.each<[string, unknown]>([
    ['tokens', TOKEN_ANSWER],
    ['an MFA challenge', { mfaRequired: true, mfaToken: 'mfa-1', mfaDevices: { authenticators: [{ id: 'a1' }] }, mfaStrategies: ['AuthenticatorApp'] }],
    ['tokens with unknown fields', { accessToken: 'x', somethingNew: { nested: true } }],
  ])('accepts %s', (_name, answer) => {
    const result = v.safeParse(LoginResponseSchema, answer)
    expect(result.success).toBe(true)
    expect(result.output).toEqual(answer)
  })

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['mfaRequired without mfaToken', { mfaRequired: true }],
    ['mfaToken without mfaRequired', { mfaToken: 'mfa-1' }],
    ['mfaToken with mfaRequired false', { mfaRequired: false, mfaToken: 'mfa-1' }],
    ['an empty accessToken', { accessToken: '' }],
    ['an empty mfaToken', { mfaRequired: true, mfaToken: '' }],
    ['accessToken 42', { accessToken: 42 }],
    ['expiresIn as text', { accessToken: 'x', expiresIn: 'soon' }],
    ['a device without id', { mfaRequired: true, mfaToken: 'm', mfaDevices: { phones: [{}] } }],
    ['null', null],
    ['a string', 'token'],
  ])('rejects %s', (_name, answer) => {
    expect(v.safeParse(LoginResponseSchema, answer).success).toBe(false)
  })
})

describe('other schemas', () => {
  it('UserProfileSchema needs id and email, allows a null picture', () => {
    expect(v.safeParse(UserProfileSchema, { id: 'u', email: 'e', profilePictureUrl: null }).success).toBe(true)
    expect(v.safeParse(UserProfileSchema, { id: 'u' }).success).toBe(false)
    expect(v.safeParse(UserProfileSchema, { id: 'u', email: 'e', roles: [{ id: 'r' }] }).success).toBe(false)
  })

  it('VendorConfigSchema accepts every spec strategy', () => {
    for (const authStrategy of auth.AUTH_STRATEGIES) {
      expect(v.safeParse(VendorConfigSchema, { authStrategy }).success, authStrategy).toBe(true)
    }
    expect(v.safeParse(VendorConfigSchema, { allowSignups: 'yes' }).success).toBe(false)
  })
})
