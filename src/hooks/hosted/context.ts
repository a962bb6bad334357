import type { GatehouseContextValue } from '../session/GatehouseProvider'
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
