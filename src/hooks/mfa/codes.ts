/** Authenticator apps, texts and emails carry six digits; spaces people type are ignored. */
export function normaliseOneTimeCode(input: string): string | null {
  const code = input.replace(/\s+/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

/** A recovery code as typed: spaces trimmed, case kept (the server decides what matches); null when empty. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.trim()
  return code ? code : null
}

/** spec/auth.md §7: remembered-device expiration comes in seconds; people read days. */
export function rememberDeviceDays(expirationSeconds: number | undefined): number {
  return Math.max(1, Math.round((expirationSeconds ?? 0) / 86400))
}
