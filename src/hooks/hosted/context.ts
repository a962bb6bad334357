import { afterLoginDestination } from '../login/afterLogin'
import { takeDestination } from '../login/destination'
import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { STORAGE_KEYS } from '../session/storage'
import type { SessionUser } from '../session/store'
import type { HostedContext } from './session'

/** The provider's context as the hosted-login effects need it; a clear error when hosted login is not set up. */
export function hostedContext(context: GatehouseContextValue, hookName: string): HostedContext & GatehouseContextValue {
  const settings = context.hostedLogin
  if (!settings) throw new Error(`${hookName} needs <GatehouseProvider hostedLogin={{ clientId }}>`)
  return { ...context, settings }
}

/** The callback route as an absolute URL on the page's origin: the registered redirect_uri. */
export function redirectUriOf(context: Pick<GatehouseContextValue, 'routes' | 'currentUrl'>): string {
  return new URL(context.routes.hostedLoginRedirectUrl, context.currentUrl()).href
}

/**
 * Where a finished hosted sign-in goes on: a step-up's page through resolveRedirect, like every
 * other return path (afterLoginDestination, as useStepUp does), else the usual after-login destination.
 * Spends the step-up marker when a step-up comes back.
 */
export function hostedCallbackDestination(context: GatehouseContextValue, user: SessionUser, returnTo: string | undefined): string {
  if (!returnTo) return takeDestination(context, user)
  context.localStorage.removeItem(STORAGE_KEYS.stepUpRedirectUrl)
  const { routes, redirect, currentUrl, logger } = context
  return afterLoginDestination({ currentUrl: currentUrl(), storedUrl: returnTo, routes, redirect, logger })
}
