import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  WebAuthnErrorCode,
} from '@simplewebauthn/browser'
import * as v from 'valibot'
import { ApiError, MALFORMED_MESSAGE } from '../../api/errors'
import { issuesWithoutValues } from '../../api/schemaIssues'
import {
  WebAuthnCreationOptionsSchema,
  WebAuthnRequestOptionsSchema,
  type WebAuthnCreationOptions,
  type WebAuthnDeviceType,
  type WebAuthnRequestOptions,
} from '../../api/webauthn'
import { toFlowError, type FlowError } from './flowError'
import { isWebAuthnSupported } from './webauthnSupport'

export { isWebAuthnSupported }

/** Why a WebAuthn ceremony did not give a credential, as FlowError codes screens word themselves. */
export const WEBAUTHN_ERROR_CODES = {
  /** The person dismissed the browser's prompt, or it timed out (NotAllowedError). */
  cancelled: 'passkeyCancelled',
  /** This browser has no WebAuthn at all. */
  unsupported: 'webauthnUnsupported',
  /** The ceremony was stopped by the kit (a cancel button, the user went back, another ceremony). */
  aborted: 'ceremonyAborted',
  /** Registration: this authenticator already holds a passkey for the account. */
  alreadyRegistered: 'passkeyAlreadyRegistered',
  /** Any other refusal by the browser or authenticator (invalid domain, no supported algorithm...). */
  failed: 'passkeyFailed',
} as const

/** Thrown before a ceremony when the browser has no WebAuthn. */
export class WebAuthnUnsupportedError extends Error {
  override readonly name = 'WebAuthnUnsupportedError'
  constructor() {
    super('WebAuthn is not supported in this browser')
  }
}

// @simplewebauthn/browser loads with the first ceremony, not with the login box.
let library: typeof import('@simplewebauthn/browser') | null = null
async function loadLibrary() {
  library ??= await import('@simplewebauthn/browser')
  return library
}

export interface CeremonyOptions {
  /** Aborting it stops the browser's prompt; the ceremony then fails with `ceremonyAborted`. */
  signal?: AbortSignal
}

/** Options as a server sends them: bare, or wrapped in `{ options }` or `{ publicKey }`. */
export type ServerWebAuthnOptions<T> = T | { readonly options: unknown } | { readonly publicKey: unknown }

/**
 * Signs the server's challenge with a passkey (navigator.credentials.get). The options are
 * checked and unwrapped here; @simplewebauthn decodes the base64url challenge and credential
 * ids (spec/auth.md §5). Malformed options fail as a malformed answer, before any prompt.
 */
export async function authenticateWithPasskey(
  options: ServerWebAuthnOptions<WebAuthnRequestOptions>,
  { signal }: CeremonyOptions = {},
): Promise<AuthenticationResponseJSON> {
  const optionsJSON = checked(WebAuthnRequestOptionsSchema, options) as PublicKeyCredentialRequestOptionsJSON
  return withAbort(signal, async () => (await loadLibrary()).startAuthentication({ optionsJSON }))
}

/** Creates a passkey from the server's creation options (navigator.credentials.create); checked as above. */
export async function createPasskey(
  options: ServerWebAuthnOptions<WebAuthnCreationOptions>,
  { signal }: CeremonyOptions = {},
): Promise<RegistrationResponseJSON> {
  const optionsJSON = checked(WebAuthnCreationOptionsSchema, options) as PublicKeyCredentialCreationOptionsJSON
  return withAbort(signal, async () => (await loadLibrary()).startRegistration({ optionsJSON }))
}

// Transports the browser does not know pass through as they came: WebAuthn ignores them.
function checked<T>(schema: v.GenericSchema<unknown, T>, options: unknown): T {
  const result = v.safeParse(schema, options)
  // The server's options (challenge, user handle) stay out of the error, as any success body does.
  if (!result.success) throw new ApiError(MALFORMED_MESSAGE, 0, { reason: 'malformed', cause: issuesWithoutValues(result.issues) })
  return result.output
}

/** Stops whatever ceremony is running (e.g. the person left the step). */
export function cancelCeremony(): void {
  // Before the library loaded no ceremony can be running.
  library?.WebAuthnAbortService.cancelCeremony()
}

async function withAbort<T>(signal: AbortSignal | undefined, ceremony: () => Promise<T>): Promise<T> {
  if (!isWebAuthnSupported()) throw new WebAuthnUnsupportedError()
  signal?.throwIfAborted()
  // The abort service holds one controller per ceremony; a signal aborted mid-ceremony cancels it.
  const onAbort = () => cancelCeremony()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    return await ceremony()
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

/** spec/auth.md §3 WebAuthn device types, from the attachment the browser reported. */
export function deviceTypeOf(credential: Pick<RegistrationResponseJSON, 'authenticatorAttachment'>): WebAuthnDeviceType {
  return credential.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform'
}

/**
 * The FlowError for a failed ceremony step: the browser's and the kit's own refusals get
 * WEBAUTHN_ERROR_CODES; API and other failures go through toFlowError.
 */
export function webAuthnFlowError(error: unknown, fallback: string): FlowError {
  const code = webAuthnErrorCode(error)
  return code ? { code, message: fallback } : toFlowError(error, fallback)
}

function webAuthnErrorCode(error: unknown): string | null {
  if (error instanceof WebAuthnUnsupportedError) return WEBAUTHN_ERROR_CODES.unsupported
  if (isWebAuthnError(error)) {
    switch (error.code) {
      case 'ERROR_CEREMONY_ABORTED':
        return WEBAUTHN_ERROR_CODES.aborted
      case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
        return WEBAUTHN_ERROR_CODES.alreadyRegistered
      case 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY':
        return causeName(error) === 'NotAllowedError' ? WEBAUTHN_ERROR_CODES.cancelled : WEBAUTHN_ERROR_CODES.failed
      default:
        return WEBAUTHN_ERROR_CODES.failed
    }
  }
  // An aborted fetch of the options, or a signal aborted before the ceremony began.
  if (isNamed(error, 'AbortError')) return WEBAUTHN_ERROR_CODES.aborted
  // What navigator.credentials throws unwrapped (@simplewebauthn passes unknown DOMExceptions through).
  if (isNamed(error, 'NotAllowedError')) return WEBAUTHN_ERROR_CODES.cancelled
  if (isNamed(error, 'InvalidStateError') || isNamed(error, 'SecurityError') || isNamed(error, 'NotSupportedError')) return WEBAUTHN_ERROR_CODES.failed
  return null
}

/** @simplewebauthn's WebAuthnError, known by its code: the class itself loads only with a ceremony. */
function isWebAuthnError(error: unknown): error is Error & { code: WebAuthnErrorCode } {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('ERROR_')
}

function causeName(error: Error): unknown {
  return typeof error.cause === 'object' && error.cause !== null ? (error.cause as { name?: unknown }).name : undefined
}

/** Errors and DOMExceptions alike, by name (a DOMException is not an Error everywhere). */
function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error instanceof Error || error instanceof DOMException) && error.name === name
}
