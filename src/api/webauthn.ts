import * as v from 'valibot'
import type { Client } from './client'
import type { CallOptions } from './auth'
import { EmptySchema, LoginResponseSchema, type LoginResponse } from './auth.schemas'

const AUTH = '/identity/resources/auth/v1'
const DEVICES = '/identity/resources/users/webauthn/v1/devices'
/** The signed-in user's passkeys (an SWR key's path). */
export const PASSKEYS_PATH = DEVICES
const CONFIGURATIONS = '/identity/resources/configurations/v1'

/** spec/auth.md §5: challenges and credential ids travel as base64url (padding tolerated). */
const Base64Url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected a base64url string'))

const CredentialDescriptorSchema = v.looseObject({
  id: Base64Url,
  type: v.literal('public-key'),
  transports: v.optional(v.array(v.string())),
})

const RequestOptionsShape = v.looseObject({
  challenge: Base64Url,
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  userVerification: v.optional(v.picklist(['required', 'preferred', 'discouraged'])),
})

const CreationOptionsShape = v.looseObject({
  challenge: Base64Url,
  rp: v.looseObject({ name: v.string(), id: v.optional(v.string()) }),
  user: v.looseObject({ id: Base64Url, name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.looseObject({ alg: v.number(), type: v.literal('public-key') })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  authenticatorSelection: v.optional(
    v.looseObject({
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
      residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      requireResidentKey: v.optional(v.boolean()),
      userVerification: v.optional(v.picklist(['required', 'preferred', 'discouraged'])),
    }),
  ),
  attestation: v.optional(v.picklist(['none', 'indirect', 'direct', 'enterprise'])),
})

/**
 * WebAuthn options come bare or wrapped, as `{ options: {...} }` (the identity API) or
 * `{ publicKey: {...} }` (the shape `navigator.credentials` takes): the options themselves.
 */
export function unwrapWebAuthnOptions(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || 'challenge' in answer) return answer
  if ('options' in answer) return unwrapWebAuthnOptions(answer.options)
  if ('publicKey' in answer) return unwrapWebAuthnOptions(answer.publicKey)
  return answer
}

const unwrapped = <S extends v.GenericSchema>(shape: S) => v.pipe(v.unknown(), v.transform(unwrapWebAuthnOptions), shape)

/** Options for `navigator.credentials.get`, in their JSON form (spec/auth.md §5). */
export const WebAuthnRequestOptionsSchema = unwrapped(RequestOptionsShape)
export type WebAuthnRequestOptions = v.InferOutput<typeof RequestOptionsShape>

/** Options for `navigator.credentials.create`, in their JSON form (spec/auth.md §5). */
export const WebAuthnCreationOptionsSchema = unwrapped(CreationOptionsShape)
export type WebAuthnCreationOptions = v.InferOutput<typeof CreationOptionsShape>

/** spec/auth.md §3 WebAuthn device types. */
export type WebAuthnDeviceType = 'Platform' | 'CrossPlatform'

/** An assertion or attestation in the JSON form @simplewebauthn/browser produces. */
export interface WebAuthnCredentialJson {
  id: string
  rawId: string
  type: string
  response: object
  clientExtensionResults?: object
  authenticatorAttachment?: string
}

const StrategySchema = v.looseObject({ strategy: v.string(), isActive: v.optional(v.boolean()) })

export const AuthStrategiesSchema = v.looseObject({
  mainAuthStrategies: v.optional(v.array(StrategySchema)),
  secondaryAuthStrategies: v.optional(v.array(StrategySchema)),
})
export type AuthStrategies = v.InferOutput<typeof AuthStrategiesSchema>

export const WebAuthnDeviceSchema = v.looseObject({
  id: v.string(),
  deviceType: v.optional(v.string()),
  name: v.optional(v.string()),
  createdAt: v.optional(v.string()),
})
export type WebAuthnDevice = v.InferOutput<typeof WebAuthnDeviceSchema>

export const WebAuthnDevicesSchema = v.looseObject({ devices: v.array(WebAuthnDeviceSchema) })

/** Asks for a passkey challenge; with an email the server may name that user's credentials. */
export function passkeyPreLogin(client: Client, input: { email?: string } = {}, options: CallOptions = {}): Promise<WebAuthnRequestOptions> {
  return client.request(`${AUTH}/webauthn/prelogin`, { method: 'POST', body: input, schema: WebAuthnRequestOptionsSchema, ...options })
}

/** Sends the signed assertion; answers like a login (tokens, or an MFA challenge). */
export function passkeyPostLogin(client: Client, assertion: WebAuthnCredentialJson, options: CallOptions = {}): Promise<LoginResponse> {
  return client.request(`${AUTH}/webauthn/postlogin`, { method: 'POST', body: assertion, schema: LoginResponseSchema, ...options })
}

/** The vendor's public auth strategies, main and secondary (passkeys among the secondary). */
export function getPublicAuthStrategies(client: Client, options: CallOptions = {}): Promise<AuthStrategies> {
  return client.request(`${CONFIGURATIONS}/auth/strategies/public`, { schema: AuthStrategiesSchema, ...options })
}

/** The signed-in user's passkeys. */
export async function getWebAuthnDevices(client: Client, options: CallOptions = {}): Promise<WebAuthnDevice[]> {
  return (await client.request(DEVICES, { schema: WebAuthnDevicesSchema, ...options })).devices
}

/** Starts registering a passkey for the signed-in user: answers the creation options. */
export function createWebAuthnDevice(client: Client, options: CallOptions = {}): Promise<WebAuthnCreationOptions> {
  return client.request(DEVICES, { method: 'POST', body: {}, schema: WebAuthnCreationOptionsSchema, ...options })
}

/** Finishes registering: the attestation the authenticator made, and what kind of device it is. */
export function verifyWebAuthnDevice(
  client: Client,
  input: WebAuthnCredentialJson & { deviceType: WebAuthnDeviceType },
  options: CallOptions = {},
): Promise<unknown> {
  return client.request(`${DEVICES}/verify`, { method: 'POST', body: input, schema: EmptySchema, ...options })
}

/** Removes one of the signed-in user's passkeys. */
export function deleteWebAuthnDevice(client: Client, { deviceId }: { deviceId: string }, options: CallOptions = {}): Promise<unknown> {
  return client.request(`${DEVICES}/${encodeURIComponent(deviceId)}`, { method: 'DELETE', schema: EmptySchema, ...options })
}
