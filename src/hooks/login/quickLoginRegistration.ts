import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import type { SessionUser } from '../session/store'
import { quickLoginCompletedKey, quickLoginToRegister, type QuickLoginMethod } from './quickLogin'

/** The quick-login method still to register for this user (spec/auth.md §4 register-quick-login), if any. */
export function pendingQuickLogin(context: GatehouseContextValue, user: Pick<SessionUser, 'id'>): QuickLoginMethod | null {
  const { localStorage } = context
  return quickLoginToRegister(
    localStorage.getItem(STORAGE_KEYS.registerQuickLogin),
    localStorage.getItem(quickLoginCompletedKey(STORAGE_KEYS.registerQuickLogin, user.id)),
  )
}

/** Notes that this user registered the requested quick-login method, so the flow does not ask again. */
export function markQuickLoginRegistered(context: GatehouseContextValue, userId: string, method: QuickLoginMethod): void {
  if (context.localStorage.getItem(STORAGE_KEYS.registerQuickLogin)?.trim() !== method) return
  context.localStorage.setItem(quickLoginCompletedKey(STORAGE_KEYS.registerQuickLogin, userId), method)
}
