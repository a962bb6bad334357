/** spec/auth.md §9 storage keys. */
export const STORAGE_KEYS = {
  afterAuthRedirectUrl: 'gatehouse:after-auth-redirect-url',
  userId: 'gatehouse:user-id',
  preferredLoginMethod: 'gatehouse:preferred-login-method',
  dontShowAgainPromptPasskeys: 'gatehouse:dont-show-again-prompt-passkeys',
  registerQuickLogin: 'gatehouse:register-quick-login',
  separateTabsTenant: 'gatehouse:tenant-id',
  hostedLoginVerifier: 'gatehouse:hosted-login-verifier',
  /** Session storage: the social sign-in under way (provider, state, PKCE verifier) while the user is at the provider. */
  pendingSocialLogin: 'gatehouse:pending-social-login',
  /** Session storage: the SSO sign-in under way (protocol, state or RelayState) while the user is at the IdP. */
  pendingSsoLogin: 'gatehouse:pending-sso-login',
  /** Session storage: the state a Slack connection sent to Slack's authorization page, while the admin is there. */
  pendingSlackConnect: 'gatehouse:pending-slack-connect',
  /** Local storage: the path and query to come back to after a step-up (spec/auth.md §4 step-up). */
  stepUpRedirectUrl: 'gatehouse:step-up-redirect-url',
  /** Local storage: a step-up is still owed after signing in again; its value is the maxAge or empty. */
  shouldStepUp: 'gatehouse:should-step-up',
  /** Session storage: the logout under way was asked by a failed step-up, so the owed step-up survives it. */
  stepUpLogout: 'gatehouse:step-up-logout',
  /** Session storage: the SMS-code sign-in a phone number reset hands to the login route (login/smsHandoff.ts). */
  pendingSmsLogin: 'gatehouse:pending-sms-login',
  /** Local storage: this browser may hold a session, so the login route waits for the restore (session/sessionHint.ts). Not a secret. */
  sessionHint: 'gatehouse:session-hint',
  /** Session storage: the feature flags and vendor public info loaded this session, and when (session/vendorSettings.ts). */
  vendorSettings: 'gatehouse:vendor-settings',
} as const

/** The value of STORAGE_KEYS.preferredLoginMethod after a passkey sign-in. */
export const PREFERRED_LOGIN_METHOD_PASSKEYS = 'passkeys'
/** The value of STORAGE_KEYS.dontShowAgainPromptPasskeys once the person chose it. */
export const DONT_SHOW_AGAIN = 'true'

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A Storage that never throws: private mode, SSR and blocked storage all read as empty. */
export function safeStorage(pick: () => Storage | undefined): KeyValueStorage {
  const attempt = <T>(run: (storage: Storage) => T, otherwise: T): T => {
    try {
      const storage = pick()
      return storage ? run(storage) : otherwise
    } catch {
      return otherwise
    }
  }
  return {
    getItem: (key) => attempt((s) => s.getItem(key), null),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    removeItem: (key) => attempt((s) => s.removeItem(key), undefined),
  }
}

export const browserSessionStorage = safeStorage(() => globalThis.sessionStorage)
export const browserLocalStorage = safeStorage(() => globalThis.localStorage)
