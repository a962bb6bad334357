import * as v from 'valibot'
import type { Client } from './client'
import { LoginResponseSchema, type LoginResponse } from './auth.schemas'
import type { CallOptions } from './auth'

const AUTH = '/identity/resources/auth/v1'
const CONFIGURATIONS = '/identity/resources/configurations/v1'

export const RememberDevicePolicySchema = v.looseObject({
  isAllowedToRemember: v.boolean(),
  /** How long a remembered device skips MFA, in seconds. */
  mfaDeviceExpiration: v.optional(v.number()),
})
export type RememberDevicePolicy = v.InferOutput<typeof RememberDevicePolicySchema>

/** A code the API sent by SMS or email: the token that names it in the verify call. */
export const OneTimeCodeSentSchema = v.looseObject({
  otcToken: v.string(),
  /** The number texted, as the server shows it (often masked). */
  phoneNumber: v.optional(v.string()),
})
export type OneTimeCodeSent = v.InferOutput<typeof OneTimeCodeSentSchema>

/** An authenticator-app enrolment: the QR image (a data URL) and, when given, the secret for manual entry. */
export const AuthenticatorEnrolmentSchema = v.looseObject({
  qrCode: v.string(),
  secret: v.optional(v.string()),
})
export type AuthenticatorEnrolment = v.InferOutput<typeof AuthenticatorEnrolmentSchema>

/** WebAuthn options for a ceremony, as the server sends them (challenge and ids in base64url). */
export const WebAuthnOptionsSchema = v.looseObject({
  options: v.looseObject({ challenge: v.string() }),
  webauthnToken: v.optional(v.string()),
})
export type WebAuthnOptions = v.InferOutput<typeof WebAuthnOptionsSchema>

const post = <T>(client: Client, path: string, body: unknown, schema: v.GenericSchema<unknown, T>, options: CallOptions) =>
  client.request(`${AUTH}${path}`, { method: 'POST', body, schema, ...options })

/** Whether the vendor lets this login remember the device, and for how long. */
export function getRememberDevicePolicy(client: Client, input: { mfaToken: string }, options: CallOptions = {}): Promise<RememberDevicePolicy> {
  return client.request(`${CONFIGURATIONS}/mfa-policy/allow-remember-device`, { query: input, schema: RememberDevicePolicySchema, ...options })
}

/** loginWithMfa: an authenticator-app code for the MFA token, no device named; answers tokens like a login. */
export function verifyMfaLogin(
  client: Client,
  input: { mfaToken: string; value: string; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, '/user/mfa/verify', input, LoginResponseSchema, options)
}

/** verifyMFAAuthenticatorAppForLogin: an authenticator-app code for one enrolled app. */
export function verifyAuthenticatorApp(
  client: Client,
  { deviceId, ...body }: { deviceId: string; mfaToken: string; value: string; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, `/user/mfa/authenticator/${encodeURIComponent(deviceId)}/verify`, body, LoginResponseSchema, options)
}

/** preEnrollMFAAuthenticatorAppForLogin: starts enrolling an app for a user who has none; answers the QR code. */
export function preEnrollAuthenticatorApp(client: Client, input: { mfaToken: string }, options: CallOptions = {}): Promise<AuthenticatorEnrolment> {
  return post(client, '/user/mfa/authenticator/enroll', input, AuthenticatorEnrolmentSchema, options)
}

/** enrollMFAAuthenticatorAppForLogin: the first code from the new app; answers tokens and a recovery code. */
export function enrollAuthenticatorApp(client: Client, input: { mfaToken: string; token: string }, options: CallOptions = {}): Promise<LoginResponse> {
  return post(client, '/user/mfa/authenticator/enroll/verify', input, LoginResponseSchema, options)
}

/** preVerifyMFASMSForLogin: texts a code to an enrolled phone. */
export function preVerifySms(client: Client, { deviceId, ...body }: { deviceId: string; mfaToken: string }, options: CallOptions = {}): Promise<OneTimeCodeSent> {
  return post(client, `/user/mfa/sms/${encodeURIComponent(deviceId)}`, body, OneTimeCodeSentSchema, options)
}

/** verifyMFASMSForLogin: the texted code. */
export function verifySms(
  client: Client,
  { deviceId, ...body }: { deviceId: string; mfaToken: string; otcToken: string; code: string; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, `/user/mfa/sms/${encodeURIComponent(deviceId)}/verify`, body, LoginResponseSchema, options)
}

/** preEnrollMFASMSForLogin: texts a code to a new phone number (E.164). */
export function preEnrollSms(client: Client, input: { mfaToken: string; phoneNumber: string }, options: CallOptions = {}): Promise<OneTimeCodeSent> {
  return post(client, '/user/mfa/sms/enroll', input, OneTimeCodeSentSchema, options)
}

/** enrollMFASMSForLogin: the code texted to the new number; answers tokens and a recovery code. */
export function enrollSms(client: Client, input: { mfaToken: string; otcToken: string; code: string }, options: CallOptions = {}): Promise<LoginResponse> {
  return post(client, '/user/mfa/sms/enroll/verify', input, LoginResponseSchema, options)
}

/** preVerifyMFAEmailCode: emails a code to the user. */
export function preVerifyEmailCode(client: Client, input: { mfaToken: string }, options: CallOptions = {}): Promise<OneTimeCodeSent> {
  return post(client, '/user/mfa/emailcode', input, OneTimeCodeSentSchema, options)
}

/** verifyMFAEmailCode: the emailed code. */
export function verifyEmailCode(
  client: Client,
  input: { mfaToken: string; otcToken: string; code: string; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, '/user/mfa/emailcode/verify', input, LoginResponseSchema, options)
}

/** recoverMfaToken: a recovery code instead of the second factor; the code is used up. */
export function recoverMfa(client: Client, input: { mfaToken: string; recoveryCode: string; email?: string }, options: CallOptions = {}): Promise<LoginResponse> {
  return post(client, '/user/mfa/recover', input, LoginResponseSchema, options)
}

/** preVerifyMFAWebAuthnForLogin: assertion options for one enrolled security key or passkey. */
export function preVerifyWebAuthn(client: Client, { deviceId, ...body }: { deviceId: string; mfaToken: string }, options: CallOptions = {}): Promise<WebAuthnOptions> {
  return post(client, `/user/mfa/webauthn/${encodeURIComponent(deviceId)}`, body, WebAuthnOptionsSchema, options)
}

/** verifyMFAWebAuthnForLogin: the signed assertion. */
export function verifyWebAuthn(
  client: Client,
  { deviceId, ...body }: { deviceId: string; mfaToken: string; webauthnToken?: string; options: unknown; rememberDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, `/user/mfa/webauthn/${encodeURIComponent(deviceId)}/verify`, body, LoginResponseSchema, options)
}

/** preEnrollMFAWebAuthnForLogin: registration options for a new security key or passkey. */
export function preEnrollWebAuthn(client: Client, input: { mfaToken: string; deviceType?: 'Platform' | 'CrossPlatform' }, options: CallOptions = {}): Promise<WebAuthnOptions> {
  return post(client, '/user/mfa/webauthn/enroll', input, WebAuthnOptionsSchema, options)
}

/** enrollMFAWebAuthnForLogin: the new credential; answers tokens and a recovery code. */
export function enrollWebAuthn(
  client: Client,
  input: { mfaToken: string; webauthnToken?: string; options: unknown },
  options: CallOptions = {},
): Promise<LoginResponse> {
  return post(client, '/user/mfa/webauthn/enroll/verify', input, LoginResponseSchema, options)
}
