/**
 * A virtual WebAuthn authenticator for story tests, over the Chrome DevTools Protocol.
 *
 * Under vitest browser mode (`globalThis.__vitest_browser__`) it adds a CTAP2 authenticator to
 * the page with `WebAuthn.addVirtualAuthenticator`, so passkey ceremonies in a play function
 * really create and use credentials; it is always removed afterwards (authenticators outlive the
 * story otherwise, and the next story would answer with a stale passkey). Add it before any
 * ceremony starts: without an authenticator headless Chromium hangs past the request's timeout.
 * In plain Storybook there is no CDP: `run` gets `null` and the browser's own passkey UI shows.
 *
 * What each way of failing looks like to the page (checked in headless Chromium):
 * - `cancelNextCeremony()` (`WebAuthn.setUserVerified` false): every get and create fails at once
 *   with `NotAllowedError`, whatever `userVerification` asked for: what a person who dismisses
 *   the browser's prompt produces (@simplewebauthn: WebAuthnError, cause NotAllowedError).
 *   `setUserVerified(true)` makes the next attempt work again.
 * - `setAutomaticPresence(false)`: the ceremony waits for a touch that never comes, so the kit's
 *   pending state stays on screen; `WebAuthnAbortService.cancelCeremony()` then ends it with
 *   ERROR_CEREMONY_ABORTED, and the options' `timeout` ends it with NotAllowedError.
 * - No matching credential on the authenticator: NotAllowedError at once (as a cancel).
 * - Registering again on the same authenticator for the same account (excludeCredentials):
 *   InvalidStateError, ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED.
 * - `WebAuthn.setResponseOverrideBits { isBadUP: true }`: the browser answers, the server refuses
 *   (no user-presence flag).
 */
import { isVitestBrowser } from './vitestBrowser'

export interface VirtualAuthenticatorOptions {
  /** 'internal' is a platform authenticator (Touch ID, Windows Hello); 'usb' a security key. Default internal. */
  transport?: 'internal' | 'usb'
  /** Discoverable credentials (passkeys). Default true. */
  hasResidentKey?: boolean
  /** Default true. */
  hasUserVerification?: boolean
  /** Whether the person passes verification (fingerprint, PIN). Default true. */
  isUserVerified?: boolean
  /** Touches the authenticator for the person. Default true; without it a ceremony waits for its timeout. */
  automaticPresenceSimulation?: boolean
}

/** A credential the virtual authenticator holds (CDP WebAuthn.Credential, the fields stories read). */
export interface VirtualCredential {
  /** base64 (not base64url) of the credential id. */
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  /** base64 of the user handle the relying party gave. */
  userHandle?: string
  userName?: string
  signCount: number
}

export interface VirtualAuthenticator {
  readonly authenticatorId: string
  /** The credentials the authenticator holds, as the browser stored them. */
  credentials(): Promise<VirtualCredential[]>
  /** Whether the person passes user verification from now on. */
  setUserVerified(isUserVerified: boolean): Promise<void>
  /** Makes ceremonies fail as when the person dismisses the browser's prompt (NotAllowedError) until `setUserVerified(true)`. */
  cancelNextCeremony(): Promise<void>
  /** With `false`, ceremonies wait for a touch (the pending state stays) until cancelled or timed out. */
  setAutomaticPresence(enabled: boolean): Promise<void>
}

/** Runs `run` with a fresh virtual authenticator attached to the page, and removes it afterwards. */
export async function withVirtualAuthenticator<T>(
  options: VirtualAuthenticatorOptions,
  run: (authenticator: VirtualAuthenticator | null) => Promise<T>,
): Promise<T> {
  if (!isVitestBrowser()) return run(null)
  const { cdp } = await import('vitest/browser')
  const session = cdp()
  await session.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  })
  const authenticator: VirtualAuthenticator = {
    authenticatorId,
    credentials: async () => (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    setUserVerified: async (isUserVerified) => void (await session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })),
    cancelNextCeremony: async () => void (await session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })),
    setAutomaticPresence: async (enabled) => void (await session.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled })),
  }
  try {
    return await run(authenticator)
  } finally {
    await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
  }
}
