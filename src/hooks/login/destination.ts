import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import { serverNow, type SessionUser } from '../session/store'
import { owedStepUpLocation } from '../step-up/stepUp'
import { afterLoginDestination } from './afterLogin'

/**
 * Where a freshly signed-in user goes (spec/auth.md §4 after a successful login, steps 3 and 4):
 * back to step-up when one is still owed, otherwise the remembered page. Consumes the remembered
 * URL and a settled step-up marker.
 */
export function takeDestination(context: GatehouseContextValue, user: SessionUser): string {
  const { routes, redirect, currentUrl, logger, sessionStorage, localStorage } = context
  const storedUrl = sessionStorage.getItem(STORAGE_KEYS.afterAuthRedirectUrl)
  sessionStorage.removeItem(STORAGE_KEYS.afterAuthRedirectUrl)
  const owed = owedStepUpLocation(localStorage.getItem(STORAGE_KEYS.shouldStepUp), user, { stepUpUrl: routes.stepUpUrl, now: serverNow(user) })
  if (owed === null) localStorage.removeItem(STORAGE_KEYS.shouldStepUp)
  return owed ?? afterLoginDestination({ currentUrl: currentUrl(), storedUrl, routes, redirect, logger })
}
