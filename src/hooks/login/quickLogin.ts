/** The quick-login methods a host can ask to register after sign-in (spec/auth.md §2 flow registerQuickLogin). */
export const QUICK_LOGIN_METHODS = ['SmsCode', 'Passkeys'] as const
export type QuickLoginMethod = (typeof QUICK_LOGIN_METHODS)[number]

/** The pending registration the host left in STORAGE_KEYS.registerQuickLogin, or null for none or an unknown value. */
export function parseQuickLoginRequest(raw: string | null): QuickLoginMethod | null {
  const value = raw?.trim()
  return QUICK_LOGIN_METHODS.find((method) => method === value) ?? null
}

/** Where a user's finished registration is noted: per user, so another person on the device is still asked. */
export function quickLoginCompletedKey(flagKey: string, userId: string): string {
  return `${flagKey}:${userId}`
}

/**
 * spec/auth.md §4: the register-quick-login flag switches the flow to registerQuickLogin when it
 * is set and the registration is not yet completed for this user. Returns the method to register.
 */
export function quickLoginToRegister(request: string | null, completedForUser: string | null): QuickLoginMethod | null {
  const method = parseQuickLoginRequest(request)
  if (!method || completedForUser === method) return null
  return method
}
