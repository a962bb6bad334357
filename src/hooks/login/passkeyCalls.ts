import type { Client, LoginResponse } from '../../api'
import * as webauthnApi from '../../api/webauthn'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import { authenticateWithPasskey, createPasskey, deviceTypeOf, isWebAuthnSupported } from '../shared/webauthn'
import { DONT_SHOW_AGAIN, canPromptPasskeys, isPasskeysStrategyActive, shouldPromptPasskeys } from './passkeys'

/** The passkey calls of the login flow. */
export type PasskeyApi = Pick<
  typeof webauthnApi,
  'passkeyPreLogin' | 'passkeyPostLogin' | 'getPublicAuthStrategies' | 'getWebAuthnDevices' | 'createWebAuthnDevice' | 'verifyWebAuthnDevice'
>

/** Passkey sign-in: a challenge from the server, signed by the authenticator, sent back; answers like a login. */
export async function signInWithPasskey(client: Client, api: PasskeyApi, { email, signal }: { email?: string; signal: AbortSignal }): Promise<LoginResponse> {
  const options = await api.passkeyPreLogin(client, email ? { email } : {}, { signal })
  const assertion = await authenticateWithPasskey(options, { signal })
  return api.passkeyPostLogin(client, assertion, { signal })
}

/** A new passkey for the signed-in user: creation options, the registration ceremony, verification. */
export async function registerPasskey(client: Client, api: PasskeyApi, { signal }: { signal: AbortSignal }): Promise<void> {
  const options = await api.createWebAuthnDevice(client, { signal })
  const credential = await createPasskey(options, { signal })
  await api.verifyWebAuthnDevice(client, { ...credential, deviceType: deviceTypeOf(credential) }, { signal })
}

/**
 * spec/auth.md §4 step 2 for the signed-in user: local conditions first, then the vendor's
 * strategies and the user's devices. A failed lookup means no prompt: the login itself succeeded.
 * A browser without WebAuthn is never offered a passkey it could not create.
 */
export async function passkeyPromptApplies(
  client: Client,
  api: PasskeyApi,
  { flags, localStorage }: { flags: Readonly<Record<string, boolean>>; localStorage: KeyValueStorage },
): Promise<boolean> {
  const local = {
    flags,
    preferredLoginMethod: localStorage.getItem(STORAGE_KEYS.preferredLoginMethod),
    dontShowAgain: localStorage.getItem(STORAGE_KEYS.dontShowAgainPromptPasskeys) === DONT_SHOW_AGAIN,
  }
  if (!canPromptPasskeys(local) || !isWebAuthnSupported()) return false
  try {
    const [strategies, devices] = await Promise.all([api.getPublicAuthStrategies(client), api.getWebAuthnDevices(client)])
    return shouldPromptPasskeys({ ...local, passkeysActive: isPasskeysStrategyActive(strategies), registeredDeviceCount: devices.length })
  } catch {
    return false
  }
}
