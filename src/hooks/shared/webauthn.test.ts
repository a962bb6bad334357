import { describe, it, expect } from 'vitest'
import { WebAuthnError } from '@simplewebauthn/browser'
import { ApiError } from '../../api'
import { WEBAUTHN_ERROR_CODES, WebAuthnUnsupportedError, authenticateWithPasskey, createPasskey, deviceTypeOf, webAuthnFlowError } from './webauthn'

const FALLBACK = 'Passkey failed'

const dom = (name: string) => new DOMException('browser says no', name)
const wrapped = (code: WebAuthnError['code'], cause: Error) => new WebAuthnError({ message: 'm', code, cause })

describe('webAuthnFlowError: ceremony failures become FlowErrors', () => {
  it.each<[string, unknown, string]>([
    ['NotAllowedError passed through by @simplewebauthn (the person cancelled or it timed out)', wrapped('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', dom('NotAllowedError')), WEBAUTHN_ERROR_CODES.cancelled],
    ['another passed-through cause', wrapped('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', dom('OperationError')), WEBAUTHN_ERROR_CODES.failed],
    ['a ceremony aborted through the abort service', wrapped('ERROR_CEREMONY_ABORTED', Object.assign(new Error('x'), { name: 'AbortError' })), WEBAUTHN_ERROR_CODES.aborted],
    ['an authenticator that already holds a passkey for the account', wrapped('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', dom('InvalidStateError')), WEBAUTHN_ERROR_CODES.alreadyRegistered],
    ['an invalid RP ID', wrapped('ERROR_INVALID_RP_ID', dom('SecurityError')), WEBAUTHN_ERROR_CODES.failed],
    ['no supported algorithm', wrapped('ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG', dom('NotSupportedError')), WEBAUTHN_ERROR_CODES.failed],
    ['a browser without WebAuthn', new WebAuthnUnsupportedError(), WEBAUTHN_ERROR_CODES.unsupported],
    ['an aborted options fetch (DOMException AbortError)', dom('AbortError'), WEBAUTHN_ERROR_CODES.aborted],
    ['a bare NotAllowedError', dom('NotAllowedError'), WEBAUTHN_ERROR_CODES.cancelled],
    ['a bare InvalidStateError', dom('InvalidStateError'), WEBAUTHN_ERROR_CODES.failed],
  ])('%s', (_name, error, code) => {
    expect(webAuthnFlowError(error, FALLBACK)).toEqual({ code, message: FALLBACK })
  })

  it('an API refusal keeps the server message (spec/auth.md §8)', () => {
    expect(webAuthnFlowError(new ApiError('Passkey not recognised', 401), FALLBACK)).toEqual({ code: 'http', message: 'Passkey not recognised', status: 401 })
  })

  it('a network failure is a network error', () => {
    expect(webAuthnFlowError(new ApiError('x', 0, { reason: 'network' }), FALLBACK)).toMatchObject({ code: 'network', message: FALLBACK })
  })

  it.each([new Error('boom'), 'text', undefined])('anything else (%s) is unknown', (error) => {
    expect(webAuthnFlowError(error, FALLBACK)).toEqual({ code: 'unknown', message: FALLBACK })
  })
})

describe('deviceTypeOf (spec/auth.md §3 WebAuthn device types)', () => {
  it.each<['platform' | 'cross-platform' | undefined, string]>([
    ['platform', 'Platform'],
    ['cross-platform', 'CrossPlatform'],
    [undefined, 'Platform'],
  ])('%s → %s', (attachment, type) => {
    expect(deviceTypeOf({ authenticatorAttachment: attachment })).toBe(type)
  })
})

describe('ceremonies refuse malformed options before any prompt (spec/auth.md §5)', () => {
  it.each<[string, unknown]>([
    ['no challenge', { options: { rpId: 'localhost' } }],
    ['a challenge that is not base64url', { challenge: 'a b c' }],
    ['nothing', null],
  ])('authentication: %s → malformed', async (_name, options) => {
    const failure = authenticateWithPasskey(options as never)
    await expect(failure).rejects.toMatchObject({ reason: 'malformed' })
    await expect(failure.catch((error: unknown) => webAuthnFlowError(error, FALLBACK))).resolves.toMatchObject({ code: 'malformed' })
  })

  it('registration: a user id that is not base64url → malformed', async () => {
    const options = { challenge: 'abc', rp: { name: 'Acme' }, user: { id: 'ada@acme', name: 'ada', displayName: 'Ada' }, pubKeyCredParams: [] }
    await expect(createPasskey({ options })).rejects.toMatchObject({ reason: 'malformed' })
  })

  it('well-formed options in a node without WebAuthn → webauthnUnsupported', async () => {
    const failure = authenticateWithPasskey({ options: { challenge: 'YWJj' } })
    await expect(failure.catch((error: unknown) => webAuthnFlowError(error, FALLBACK))).resolves.toMatchObject({ code: WEBAUTHN_ERROR_CODES.unsupported })
  })
})
