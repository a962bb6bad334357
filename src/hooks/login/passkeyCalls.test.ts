import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../../api'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import { passkeyPromptApplies, type PasskeyApi } from './passkeyCalls'
import { PASSKEY_PROMPT_FLAG } from './passkeys'

const client = createClient({ fetch: async () => new Response('{}') })
const FLAGS = { [PASSKEY_PROMPT_FLAG]: true }

function storage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries))
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) }
}

function api(overrides: Partial<PasskeyApi> = {}) {
  return {
    passkeyPreLogin: vi.fn(),
    passkeyPostLogin: vi.fn(),
    createWebAuthnDevice: vi.fn(),
    verifyWebAuthnDevice: vi.fn(),
    getPublicAuthStrategies: vi.fn(async () => ({ secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: true }] })),
    getWebAuthnDevices: vi.fn(async () => []),
    ...overrides,
  } satisfies PasskeyApi
}

describe('passkeyPromptApplies (spec/auth.md §4 step 2 for the signed-in user)', () => {
  beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}))
  afterEach(() => vi.unstubAllGlobals())

  it('everything holds → true, after asking for strategies and devices', async () => {
    const calls = api()
    await expect(passkeyPromptApplies(client, calls, { flags: FLAGS, localStorage: storage() })).resolves.toBe(true)
    expect(calls.getPublicAuthStrategies).toHaveBeenCalledOnce()
    expect(calls.getWebAuthnDevices).toHaveBeenCalledOnce()
  })

  it.each<[string, Readonly<Record<string, boolean>>, Record<string, string>]>([
    ['flag off', {}, {}],
    ['passkeys preferred', FLAGS, { [STORAGE_KEYS.preferredLoginMethod]: 'passkeys' }],
    ["don't show again", FLAGS, { [STORAGE_KEYS.dontShowAgainPromptPasskeys]: 'true' }],
  ])('%s → false without asking the server', async (_name, flags, entries) => {
    const calls = api()
    await expect(passkeyPromptApplies(client, calls, { flags, localStorage: storage(entries) })).resolves.toBe(false)
    expect(calls.getPublicAuthStrategies).not.toHaveBeenCalled()
    expect(calls.getWebAuthnDevices).not.toHaveBeenCalled()
  })

  it('a browser without WebAuthn → false without asking the server', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined)
    const calls = api()
    await expect(passkeyPromptApplies(client, calls, { flags: FLAGS, localStorage: storage() })).resolves.toBe(false)
    expect(calls.getWebAuthnDevices).not.toHaveBeenCalled()
  })

  it('a registered device → false', async () => {
    const calls = api({ getWebAuthnDevices: vi.fn(async () => [{ id: 'd1' }]) })
    await expect(passkeyPromptApplies(client, calls, { flags: FLAGS, localStorage: storage() })).resolves.toBe(false)
  })

  it('passkeys strategy inactive → false', async () => {
    const calls = api({ getPublicAuthStrategies: vi.fn(async () => ({ secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: false }] })) })
    await expect(passkeyPromptApplies(client, calls, { flags: FLAGS, localStorage: storage() })).resolves.toBe(false)
  })

  it('a failed lookup → false (the login itself succeeded)', async () => {
    const calls = api({ getWebAuthnDevices: vi.fn(async () => Promise.reject(new Error('500'))) })
    await expect(passkeyPromptApplies(client, calls, { flags: FLAGS, localStorage: storage() })).resolves.toBe(false)
  })
})
