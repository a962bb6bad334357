import type { GatehouseContextValue } from '../session/GatehouseProvider'
import { hostedContext } from './context'
import { endHostedSession, resolveHostedServer } from './session'

/**
 * spec/auth.md §4 logout in hosted mode: the session here ends, and the end-session URL comes back
 * for the browser (null when the provider cannot be reached: the session here has ended anyway).
 */
export async function hostedLogout(gatehouse: GatehouseContextValue): Promise<string | null> {
  const context = hostedContext(gatehouse, 'hostedLogout')
  // A provider that cannot be reached does not keep the user signed in here (spec/auth.md §4: a failing logout is ignored).
  const server = await resolveHostedServer(context.client, context.settings).catch(() => null)
  const back = new URL(context.settings.postLogoutRedirectUrl ?? context.routes.loginUrl, context.currentUrl()).href
  return endHostedSession(context, server, back)
}
