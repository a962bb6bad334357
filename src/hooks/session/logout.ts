import * as authApi from '../../api/auth'
import type { Client } from '../../api'
import { STORAGE_KEYS, type KeyValueStorage } from './storage'
import type { SessionStore } from './store'

/** Per-user markers that must not outlive a sign-out: a social sign-in under way, an SMS sign-in handed over, a Slack connection under way, a step-up owed and where it returns to. */
export const PER_USER_SESSION_KEYS = [STORAGE_KEYS.pendingSocialLogin, STORAGE_KEYS.pendingSmsLogin, STORAGE_KEYS.pendingSlackConnect] as const
export const STEP_UP_KEYS = [STORAGE_KEYS.shouldStepUp, STORAGE_KEYS.stepUpRedirectUrl] as const
/**
 * Local storage about the signed-in person that every logout drops: the userId a social sign-up
 * stored (spec/auth.md §4; no rule reads it once signed out) and the hint that a session may exist.
 */
export const PER_USER_LOCAL_KEYS = [STORAGE_KEYS.userId, STORAGE_KEYS.sessionHint] as const
/**
 * Local storage a logout keeps because the spec reads it at the next sign-in: this device's passkey
 * preference and don't-show-again choice (§4 passkey prompt), the host's register-quick-login flag
 * and its per-user "completed" marks (§4 quick login: "not yet completed for that user").
 */
export const KEPT_LOCAL_KEYS = [STORAGE_KEYS.preferredLoginMethod, STORAGE_KEYS.dontShowAgainPromptPasskeys, STORAGE_KEYS.registerQuickLogin] as const

/**
 * The local-storage markers a logout removes. A failed step-up signs out so that the user signs in
 * again and then steps up (spec/auth.md §4): that logout keeps the owed step-up; any other drops it.
 */
export function markersToClear(askedByStepUp: boolean): readonly string[] {
  return askedByStepUp ? PER_USER_LOCAL_KEYS : [...PER_USER_LOCAL_KEYS, ...STEP_UP_KEYS]
}

export interface LogoutContext {
  readonly client: Client
  readonly store: SessionStore
  readonly sessionStorage: KeyValueStorage
  readonly localStorage: KeyValueStorage
}

/**
 * spec/auth.md §4 logout: the server is told (a failing call is ignored), then the client's token,
 * the session and the per-user markers are dropped. The refresh cookie is the server's to clear.
 */
export async function logout(context: LogoutContext, api: Pick<typeof authApi, 'logout'> = authApi): Promise<void> {
  const { client, store } = context
  try {
    await api.logout(client)
  } catch {
    // spec/auth.md §4: a failing logout call is ignored.
  }
  // The other tabs of this browser sign out with it.
  client.signOut()
  // A hosted session's refresh-token grant goes with it.
  client.setRefresher(null)
  store.handOffMfa(null)
  store.signOut()
  const askedByStepUp = context.sessionStorage.getItem(STORAGE_KEYS.stepUpLogout) !== null
  context.sessionStorage.removeItem(STORAGE_KEYS.stepUpLogout)
  for (const key of PER_USER_SESSION_KEYS) context.sessionStorage.removeItem(key)
  for (const key of markersToClear(askedByStepUp)) context.localStorage.removeItem(key)
}
