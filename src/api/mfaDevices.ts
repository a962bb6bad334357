import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema } from './auth.schemas'
import { AuthenticatorEnrolmentSchema, OneTimeCodeSentSchema, WebAuthnOptionsSchema, type AuthenticatorEnrolment, type OneTimeCodeSent, type WebAuthnOptions } from './mfa'
import type { WebAuthnDeviceType } from './webauthn'

/** spec/auth.md §7 MFA management: the signed-in user's own second factors. */
export const MFA_PATH = '/identity/resources/users/v1/mfa'
export const MFA_DEVICES_PATH = `${MFA_PATH}/devices`

const DeviceSchema = v.looseObject({ id: v.string() })

/** spec/auth.md §3 MFA devices: the lists webauthn, phones, authenticators, emails (each may be absent). */
export const MfaDevicesSchema = v.looseObject({
  webauthn: v.optional(v.array(v.looseObject({ id: v.string(), deviceType: v.optional(v.string()), name: v.optional(v.string()), createdAt: v.optional(v.string()) })), []),
  /** `phoneNumber` as the server shows it, masked but for the last digits. */
  phones: v.optional(v.array(v.looseObject({ id: v.string(), phoneNumber: v.optional(v.string()) })), []),
  authenticators: v.optional(v.array(DeviceSchema), []),
  emails: v.optional(v.array(v.looseObject({ id: v.optional(v.string()), email: v.optional(v.string()) })), []),
})
export type MfaDevices = v.InferOutput<typeof MfaDevicesSchema>

/** A factor enrolled: the recovery code that comes with it, shown once. */
export const MfaEnrolledSchema = v.looseObject({ recoveryCode: v.optional(v.string()) })
export type MfaEnrolled = v.InferOutput<typeof MfaEnrolledSchema>

const post = <T>(client: Client, path: string, body: unknown, schema: v.GenericSchema<unknown, T>, options: CallOptions) =>
  client.request(`${MFA_PATH}${path}`, { method: 'POST', body, schema, ...options })
const device = (id: string) => encodeURIComponent(id)

/** getMFADevices. */
export function getMfaDevices(client: Client, options: CallOptions = {}): Promise<MfaDevices> {
  return client.request(MFA_DEVICES_PATH, { schema: MfaDevicesSchema, ...options })
}

/** preEnrollMFAAuthenticatorApp: a new secret, as a QR code. */
export function preEnrollAuthenticatorApp(client: Client, options: CallOptions = {}): Promise<AuthenticatorEnrolment> {
  return post(client, '/authenticator/enroll', {}, AuthenticatorEnrolmentSchema, options)
}

/** enrollMFAAuthenticatorApp: the app's first code proves it; answers the recovery code. */
export function enrollAuthenticatorApp(client: Client, input: { token: string }, options: CallOptions = {}): Promise<MfaEnrolled> {
  return post(client, '/authenticator/enroll/verify', input, MfaEnrolledSchema, options)
}

/** disableMFAAuthenticatorApp: a code from the app proves the user holds it. */
export function disableAuthenticatorApp(client: Client, { deviceId, token }: { deviceId: string; token: string }, options: CallOptions = {}): Promise<unknown> {
  return post(client, `/authenticator/${device(deviceId)}/disable/verify`, { token }, EmptySchema, options)
}

/** preEnrollMFASMS: texts a code to the number (E.164). */
export function preEnrollSms(client: Client, input: { phoneNumber: string }, options: CallOptions = {}): Promise<OneTimeCodeSent> {
  return post(client, '/sms/enroll', input, OneTimeCodeSentSchema, options)
}

/** enrollMFASMS: the texted code; answers the recovery code. */
export function enrollSms(client: Client, input: { otcToken: string; code: string }, options: CallOptions = {}): Promise<MfaEnrolled> {
  return post(client, '/sms/enroll/verify', input, MfaEnrolledSchema, options)
}

/** preDisableMFASMS: texts a code to the enrolled phone. */
export function preDisableSms(client: Client, { deviceId }: { deviceId: string }, options: CallOptions = {}): Promise<OneTimeCodeSent> {
  return post(client, `/sms/${device(deviceId)}/disable`, {}, OneTimeCodeSentSchema, options)
}

/** disableMFASMS: the texted code. */
export function disableSms(client: Client, { deviceId, ...body }: { deviceId: string; otcToken: string; code: string }, options: CallOptions = {}): Promise<unknown> {
  return post(client, `/sms/${device(deviceId)}/disable/verify`, body, EmptySchema, options)
}

/** preEnrollMFAWebAuthn: registration options for a security key (CrossPlatform) or this device (Platform). */
export function preEnrollWebAuthn(client: Client, input: { deviceType: WebAuthnDeviceType }, options: CallOptions = {}): Promise<WebAuthnOptions> {
  return post(client, '/webauthn/enroll', input, WebAuthnOptionsSchema, options)
}

/** enrollMFAWebAuthn: the new credential; answers the recovery code. */
export function enrollWebAuthn(client: Client, input: { webauthnToken?: string; deviceType: WebAuthnDeviceType; options: unknown }, options: CallOptions = {}): Promise<MfaEnrolled> {
  return post(client, '/webauthn/enroll/verify', input, MfaEnrolledSchema, options)
}

/** preDisableMFAWebAuthn: assertion options for the device to remove. */
export function preDisableWebAuthn(client: Client, { deviceId }: { deviceId: string }, options: CallOptions = {}): Promise<WebAuthnOptions> {
  return post(client, `/webauthn/${device(deviceId)}/disable`, {}, WebAuthnOptionsSchema, options)
}

/** disableMFAWebAuthn: the device's signed assertion. */
export function disableWebAuthn(client: Client, { deviceId, ...body }: { deviceId: string; webauthnToken?: string; options: unknown }, options: CallOptions = {}): Promise<unknown> {
  return post(client, `/webauthn/${device(deviceId)}/disable/verify`, body, EmptySchema, options)
}
