import { isSafeHttpUrl } from '../../api'
import type { GatehouseContextValue } from '../session/GatehouseProvider'

/**
 * Whether `to` leaves the page's origin (an IdP, a social provider, an allowed other origin):
 * a host's router adapter cannot go there, only a full page load can.
 */
export function isExternalUrl(to: string, currentUrl: string): boolean {
  try {
    const page = new URL(currentUrl)
    return new URL(to, page).origin !== page.origin
  } catch {
    return false
  }
}

/**
 * Leaves the origin through the host's `navigateExternal`, only for an absolute http(s) URL: a
 * `javascript:` or `data:` URL given to `location.assign` would run in the page. Refused with a
 * warning otherwise; whether it left.
 */
export function leaveOrigin(context: Pick<GatehouseContextValue, 'navigateExternal'> & Partial<Pick<GatehouseContextValue, 'logger'>>, url: string): boolean {
  if (!isSafeHttpUrl(url)) {
    ;(context.logger ?? console).warn('[gatehouse] external navigation refused: not an absolute http(s) URL')
    return false
  }
  context.navigateExternal(url)
  return true
}

/**
 * Goes to `to`: through the host's router while it stays on this origin, through
 * `navigateExternal` when it leaves it (spec/auth.md §2: a redirectUrl may name an allowed origin).
 */
export function navigateTo(
  context: Pick<GatehouseContextValue, 'navigate' | 'navigateExternal' | 'currentUrl'> & Partial<Pick<GatehouseContextValue, 'logger'>>,
  to: string,
  options?: { replace?: boolean },
): void {
  if (isExternalUrl(to, context.currentUrl())) leaveOrigin(context, to)
  else context.navigate(to, options)
}
