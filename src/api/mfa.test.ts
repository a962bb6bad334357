import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as mfa from './mfa'

const TOKENS = { accessToken: 'header.payload.sig', refreshToken: 'r', expiresIn: 300 }
const A = '/identity/resources/auth/v1'


type Call = (client: Client) => Promise<unknown>

describe('login-time MFA calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['getRememberDevicePolicy', (c) => mfa.getRememberDevicePolicy(c, { mfaToken: 'm' }), { isAllowedToRemember: true }, 'GET', '/identity/resources/configurations/v1/mfa-policy/allow-remember-device?mfaToken=m', undefined],
    ['verifyMfaLogin', (c) => mfa.verifyMfaLogin(c, { mfaToken: 'm', value: '123456' }), TOKENS, 'POST', `${A}/user/mfa/verify`, { mfaToken: 'm', value: '123456' }],
    ['verifyAuthenticatorApp', (c) => mfa.verifyAuthenticatorApp(c, { deviceId: 'd/1', mfaToken: 'm', value: '1', rememberDevice: true }), TOKENS, 'POST', `${A}/user/mfa/authenticator/d%2F1/verify`, { mfaToken: 'm', value: '1', rememberDevice: true }],
    ['preEnrollAuthenticatorApp', (c) => mfa.preEnrollAuthenticatorApp(c, { mfaToken: 'm' }), { qrCode: 'data:image/png;base64,x' }, 'POST', `${A}/user/mfa/authenticator/enroll`, { mfaToken: 'm' }],
    ['enrollAuthenticatorApp', (c) => mfa.enrollAuthenticatorApp(c, { mfaToken: 'm', token: '1' }), TOKENS, 'POST', `${A}/user/mfa/authenticator/enroll/verify`, { mfaToken: 'm', token: '1' }],
    ['preVerifySms', (c) => mfa.preVerifySms(c, { deviceId: 'p1', mfaToken: 'm' }), { otcToken: 'o' }, 'POST', `${A}/user/mfa/sms/p1`, { mfaToken: 'm' }],
    ['verifySms', (c) => mfa.verifySms(c, { deviceId: 'p1', mfaToken: 'm', otcToken: 'o', code: '1' }), TOKENS, 'POST', `${A}/user/mfa/sms/p1/verify`, { mfaToken: 'm', otcToken: 'o', code: '1' }],
    ['preEnrollSms', (c) => mfa.preEnrollSms(c, { mfaToken: 'm', phoneNumber: '+12025550143' }), { otcToken: 'o' }, 'POST', `${A}/user/mfa/sms/enroll`, { mfaToken: 'm', phoneNumber: '+12025550143' }],
    ['enrollSms', (c) => mfa.enrollSms(c, { mfaToken: 'm', otcToken: 'o', code: '1' }), TOKENS, 'POST', `${A}/user/mfa/sms/enroll/verify`, { mfaToken: 'm', otcToken: 'o', code: '1' }],
    ['preVerifyEmailCode', (c) => mfa.preVerifyEmailCode(c, { mfaToken: 'm' }), { otcToken: 'o' }, 'POST', `${A}/user/mfa/emailcode`, { mfaToken: 'm' }],
    ['verifyEmailCode', (c) => mfa.verifyEmailCode(c, { mfaToken: 'm', otcToken: 'o', code: '1' }), TOKENS, 'POST', `${A}/user/mfa/emailcode/verify`, { mfaToken: 'm', otcToken: 'o', code: '1' }],
    ['recoverMfa', (c) => mfa.recoverMfa(c, { mfaToken: 'm', recoveryCode: 'r' }), TOKENS, 'POST', `${A}/user/mfa/recover`, { mfaToken: 'm', recoveryCode: 'r' }],
    ['preVerifyWebAuthn', (c) => mfa.preVerifyWebAuthn(c, { deviceId: 'w1', mfaToken: 'm' }), { options: { challenge: 'c' } }, 'POST', `${A}/user/mfa/webauthn/w1`, { mfaToken: 'm' }],
    ['verifyWebAuthn', (c) => mfa.verifyWebAuthn(c, { deviceId: 'w1', mfaToken: 'm', options: { id: 'x' } }), TOKENS, 'POST', `${A}/user/mfa/webauthn/w1/verify`, { mfaToken: 'm', options: { id: 'x' } }],
    ['preEnrollWebAuthn', (c) => mfa.preEnrollWebAuthn(c, { mfaToken: 'm' }), { options: { challenge: 'c' } }, 'POST', `${A}/user/mfa/webauthn/enroll`, { mfaToken: 'm' }],
    ['enrollWebAuthn', (c) => mfa.enrollWebAuthn(c, { mfaToken: 'm', options: { id: 'x' } }), TOKENS, 'POST', `${A}/user/mfa/webauthn/enroll/verify`, { mfaToken: 'm', options: { id: 'x' } }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it.each<[string, Call, unknown]>([
    ['preVerifySms without otcToken', (c) => mfa.preVerifySms(c, { deviceId: 'p', mfaToken: 'm' }), {}],
    ['preEnrollAuthenticatorApp without qrCode', (c) => mfa.preEnrollAuthenticatorApp(c, { mfaToken: 'm' }), { secret: 'S' }],
    ['verifySms without tokens', (c) => mfa.verifySms(c, { deviceId: 'p', mfaToken: 'm', otcToken: 'o', code: '1' }), { ok: true }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
