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
 * Goes to `to`: through the host's router while it stays on this origin, through
 * `navigateExternal` when it leaves it (spec/auth.md §2: a redirectUrl may name an allowed origin).
 */
export function navigateTo(
  context: Pick<GatehouseContextValue, 'navigate' | 'navigateExternal' | 'currentUrl'>,
  to: string,
  options?: { replace?: boolean },
): void {
  if (isExternalUrl(to, context.currentUrl())) context.navigateExternal(to)
  else context.navigate(to, options)
}
