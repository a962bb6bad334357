import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as activation from './activation'
import * as passwords from './passwords'

type Call = (client: Client) => Promise<unknown>
const U = '/identity/resources/users/v1'
const CONFIG = { minLength: 10, maxLength: 128, allowPassphrases: true, minPhraseLength: 20, minOptionalTestsToPass: 3, passwordHistory: { enabled: true, historySize: 3 } }

describe('password and activation calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['getPasswordConfig', (c) => passwords.getPasswordConfig(c), CONFIG, 'GET', `${U}/passwords/config`, undefined],
    ['getPasswordConfig for a user', (c) => passwords.getPasswordConfig(c, { userId: 'u1' }), CONFIG, 'GET', `${U}/passwords/config?userId=u1`, undefined],
    ['validateResetPasswordToken', (c) => passwords.validateResetPasswordToken(c, { userId: 'u1', token: 't' }), {}, 'POST', `${U}/passwords/reset/validate`, { userId: 'u1', token: 't' }],
    ['resetPassword', (c) => passwords.resetPassword(c, { userId: 'u1', token: 't', password: 'p' }), undefined, 'POST', `${U}/passwords/reset/verify`, { userId: 'u1', token: 't', password: 'p' }],
    ['getActivationStrategy', (c) => activation.getActivationStrategy(c, { userId: 'u1', token: 't' }), { shouldSetPassword: true }, 'GET', `${U}/activate/strategy?userId=u1&token=t`, undefined],
    ['activateAccount', (c) => activation.activateAccount(c, { userId: 'u1', token: 't', password: 'p' }), {}, 'POST', `${U}/activate`, { userId: 'u1', token: 't', password: 'p' }],
    ['resendActivationEmail', (c) => activation.resendActivationEmail(c, { email: 'a@b.test' }), undefined, 'POST', `${U}/activate/reset`, { email: 'a@b.test' }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('getPasswordConfig keeps fields it does not know (loose object)', async () => {
    await expect(passwords.getPasswordConfig(answering({ ...CONFIG, future: 1 }).client)).resolves.toEqual({ ...CONFIG, future: 1 })
  })

  it.each<[string, Call, unknown]>([
    ['a config whose minLength is text', (c) => passwords.getPasswordConfig(c), { minLength: '10' }],
    ['a config asking for 5 of the 4 classes', (c) => passwords.getPasswordConfig(c), { minOptionalTestsToPass: 5 }],
    ['a history without its size', (c) => passwords.getPasswordConfig(c), { passwordHistory: { enabled: true } }],
    ['a strategy without shouldSetPassword', (c) => activation.getActivationStrategy(c, { userId: 'u', token: 't' }), {}],
    ['an activation whose token is a number', (c) => activation.activateAccount(c, { userId: 'u', token: 't' }), { accessToken: 42 }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
