import type { AuthStrategies } from '../../api/webauthn'
// The values stored for the prompt live beside their keys (session/storage.ts): the login's first chunk writes one.
import { DONT_SHOW_AGAIN, PREFERRED_LOGIN_METHOD_PASSKEYS } from '../session/storage'

export { DONT_SHOW_AGAIN, PREFERRED_LOGIN_METHOD_PASSKEYS }

/** spec/auth.md §6: the feature flag that turns the passkey prompt on. */
export const PASSKEY_PROMPT_FLAG = 'show-passkeys-new'
/** spec/auth.md §3 second-factor types: the secondary auth strategy for passkeys. */
export const PASSKEYS_STRATEGY = 'Passkeys'

/** What the passkey prompt depends on that the browser already knows: flags and local storage. */
export interface PasskeyPromptLocalInput {
  readonly flags: Readonly<Record<string, boolean>>
  /** STORAGE_KEYS.preferredLoginMethod, null when never stored. */
  readonly preferredLoginMethod: string | null
  /** Whether the person chose "don't show this again". */
  readonly dontShowAgain: boolean
}

export interface PasskeyPromptInput extends PasskeyPromptLocalInput {
  /** Whether the vendor has the passkeys secondary strategy active. */
  readonly passkeysActive: boolean
  /** How many passkeys the signed-in user has registered. */
  readonly registeredDeviceCount: number
}

/**
 * spec/auth.md §4 after a successful login, step 2, the conditions known without asking the
 * server: flag on, passkeys not the preferred method, don't-show-again not chosen. When this is
 * false the server is not asked for the rest.
 */
export function canPromptPasskeys({ flags, preferredLoginMethod, dontShowAgain }: PasskeyPromptLocalInput): boolean {
  return flags[PASSKEY_PROMPT_FLAG] === true && !isPasskeysPreferred(preferredLoginMethod) && !dontShowAgain
}

/**
 * spec/auth.md §4 step 2: the passkey prompt applies only when the show-passkeys flag is on, the
 * passkeys secondary strategy is active, the preferred login method is not passkeys, the person
 * has not chosen don't-show-again, and they have zero registered devices.
 */
export function shouldPromptPasskeys(input: PasskeyPromptInput): boolean {
  return canPromptPasskeys(input) && input.passkeysActive && input.registeredDeviceCount === 0
}

/** Whether the vendor's secondary strategies include passkeys, switched on. */
export function isPasskeysStrategyActive(strategies: Pick<AuthStrategies, 'secondaryAuthStrategies'>): boolean {
  return (strategies.secondaryAuthStrategies ?? []).some((entry) => entry.strategy === PASSKEYS_STRATEGY && entry.isActive === true)
}

function isPasskeysPreferred(method: string | null): boolean {
  return method?.trim().toLowerCase() === PREFERRED_LOGIN_METHOD_PASSKEYS
}
