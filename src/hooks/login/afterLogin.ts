import { resolveRedirect, stripOrigin } from '../../api'
import type { Logger } from '../../api'
import type { RedirectPolicy } from '../session/GatehouseProvider'
import type { Routes } from '../session/routes'

export interface AfterLoginInput {
  /** The page's URL; its `redirectUrl` query parameter overrides the destination. */
  currentUrl: string
  /** The URL remembered before login was asked for, if any. */
  storedUrl: string | null
  routes: Pick<Routes, 'authenticatedUrl' | 'loginUrl' | 'logoutUrl' | 'socialLoginCallbackUrl' | 'activateUrl'>
  redirect: RedirectPolicy
  logger?: Pick<Logger, 'warn'>
}

/**
 * spec/auth.md §4 after a successful login, step 3: the stored pre-login URL unless it is an
 * auth route, overridden by a `redirectUrl` query that passes resolveRedirect; same-origin
 * results are given as paths unless the policy keeps the origin.
 */
export function afterLoginDestination({ currentUrl, storedUrl, routes, redirect, logger }: AfterLoginInput): string {
  const page = new URL(currentUrl)
  const policy = { origin: page.origin, allowedOrigins: redirect.allowedOrigins, enforceSameSite: redirect.enforceSameSite ?? true, logger }
  const authRoutes = [routes.loginUrl, routes.logoutUrl, routes.socialLoginCallbackUrl, routes.activateUrl]

  let destination = new URL(routes.authenticatedUrl, page.origin).href
  const stored = storedUrl ? resolveRedirect(storedUrl, { ...policy, fallback: '' }) : ''
  if (stored && !authRoutes.includes(new URL(stored).pathname)) destination = stored
  const requested = page.searchParams.get('redirectUrl')
  if (requested) destination = resolveRedirect(requested, { ...policy, fallback: destination })

  return redirect.keepOrigin ? destination : stripOrigin(destination, page.origin)
}
