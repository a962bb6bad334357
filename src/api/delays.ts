/** Every wait the spec names (spec/auth.md §9, spec/admin.md §9), in milliseconds. */
export const DELAYS = {
  /** After a successful login, before navigating onward. */
  afterLogin: 200,
  /** Showing "redirecting to SSO" before leaving for the identity provider. */
  ssoRedirect: 2000,
  /** After an SSO failure, before going to the authenticated URL. */
  ssoFailureRedirect: 1000,
  /** After activation, before redirecting. */
  activationRedirect: 1000,
  /** After impersonation starts, before the session reloads. */
  impersonationReload: 1000,
  /** Silent logout callback. */
  silentLogoutCallback: 500,
  /** Admin success dialogs. */
  successDialog: 200,
  /** Between attempts to load the signed-in user's profile (spec/auth.md §7: retried 3 times at 2000 ms). */
  profileRetry: 2000,
  /** The longest a session restore waits for the feature flags (GET /flags) before it goes on with the host's. */
  vendorSettingsWait: 3000,
  /** How long mock mode takes to answer. */
  mock: 500,
} as const

export type Delays = { -readonly [K in keyof typeof DELAYS]: number }
